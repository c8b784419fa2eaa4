import {
  GATE_NEEDS_CHILD_SESSION,
  PARENT_GATE_REQUIRED,
  PIN_LOCKED,
  PIN_MAX_TRIES,
  PROFILE_HEADER,
  PROFILE_NOT_THIS_SESSION,
  sessionToken,
  sessionUser,
} from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { createChildSession, createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { actingAs, addChild, addChildSession, CHILD_LOOK } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { codeIn, lastMailTo } from '../../test/mail-helpers';

/**
 * Child sessions (issue 35, docs/decisions/0040): the parent hands the device over, the token is
 * that child on every request, and only the PIN or the account's emailed code gives it back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const as = (token: string): UserWithSession['headers'] => ({ authorization: `Bearer ${token}` });
const read = (headers: Record<string, string>) => t.app.inject({ url: '/api/users/read', headers });
const handOver = async (parent: Record<string, string>, id: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/profiles/${id}/session`, headers: parent });
  expect(res.statusCode, res.body).toBe(200);
  return sessionToken.parse(res.json()).token;
};
const verifyPin = (headers: Record<string, string>, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/gate/verify', headers, payload: { pin } });

describe('handing the device to a child', () => {
  it('binds the session to the child, ends the adult one, and no header makes it anyone else', async () => {
    const parent = await createUserWithSession(t.db, { name: 'Dana Parent' });
    const { id: mia } = await addChild(t, parent, 'Mia');
    const { id: leo } = await addChild(t, parent, 'Leo');
    const pin = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/pin',
      headers: parent.headers,
      payload: { pin: '4826' },
    });
    expect(pin.statusCode, pin.body).toBe(200);

    const child = as(await handOver(parent.headers, mia));
    // The adult token it came from is over.
    expect((await read(parent.headers)).statusCode).toBe(401);

    const me = sessionUser.parse((await read(child)).json());
    expect(me.profile).toEqual({
      id: mia,
      name: 'Mia',
      ...CHILD_LOOK,
      allowUploads: false,
    });
    // Naming the same child is fine; a sibling or another account's child is refused.
    expect((await read({ ...child, [PROFILE_HEADER]: String(mia) })).statusCode).toBe(200);
    const stranger = await createUserWithSession(t.db);
    const { id: theirs } = await addChild(t, stranger, 'Zoe');
    for (const other of [leo, theirs, 999_999]) {
      const res = await read({ ...child, [PROFILE_HEADER]: String(other) });
      expect([res.statusCode, res.json().message]).toEqual([403, PROFILE_NOT_THIS_SESSION]);
    }
    // A child session cannot hand itself to a sibling.
    const sibling = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${leo}/session`,
      headers: child,
    });
    expect([sibling.statusCode, sibling.json().message]).toEqual([403, PARENT_GATE_REQUIRED]);
    // An adult cannot open a session for another account's child.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${theirs}/session`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(200);
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${mia}/session`,
      headers: (await createUserWithSession(t.db)).headers,
    });
    expect(notMine.statusCode).toBe(404);

    // Money, the account, books, the family and the PIN: 403 in the child's language.
    const refused: [string, string][] = [
      ['POST', '/api/stripe/checkout'],
      ['PATCH', '/api/users/update'],
      ['POST', '/api/books'],
      ['POST', '/api/profiles'],
      ['DELETE', `/api/profiles/${leo}`],
      ['PUT', '/api/profiles/pin'],
    ];
    for (const [method, url] of refused) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: child, payload: {} });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, PARENT_GATE_REQUIRED]);
    }
    const spanish = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: { ...child, 'accept-language': 'es' },
      payload: {},
    });
    expect(spanish.json().message).toBe('Pídele a un adulto que lo abra.');
    // Still the child after all of that.
    expect(sessionUser.parse((await read(child)).json()).profile?.id).toBe(mia);

    // The right PIN: a working adult session, and the child one ends.
    const opened = await verifyPin(child, '4826');
    expect(opened.statusCode, opened.body).toBe(200);
    const adult = as(sessionToken.parse(opened.json()).token);
    expect(sessionUser.parse((await read(adult)).json()).profile).toBeNull();
    expect((await t.app.inject({ url: '/api/profiles', headers: adult })).statusCode).toBe(200);
    expect((await read(child)).statusCode).toBe(401);
  });

  it('turns away bad gate calls with a clear 4xx and keeps the child in kid mode', async () => {
    const parent = await createUserWithSession(t.db);
    const { id: mia } = await addChild(t, parent, 'Mia');
    await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/pin',
      headers: parent.headers,
      payload: { pin: '1111' },
    });
    const child = await createChildSession(t.db, parent, mia);

    // Not 4 digits.
    for (const pin of ['123', '12345', 'abcd']) {
      const res = await verifyPin(child.headers, pin);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    // Without a child session: the grown-up is already in.
    const adultTry = await verifyPin(parent.headers, '1111');
    expect([adultTry.statusCode, adultTry.json().message]).toEqual([409, GATE_NEEDS_CHILD_SESSION]);
    // Without any session.
    expect((await verifyPin({}, '1111')).statusCode).toBe(401);
    // An expired child session.
    const old = await createChildSession(t.db, parent, mia);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, sha256(old.token)));
    expect((await verifyPin(old.headers, '1111')).statusCode).toBe(401);

    // Five wrong PINs pause the gate; then the right one is refused too.
    for (let i = 1; i < PIN_MAX_TRIES; i++)
      expect((await verifyPin(child.headers, '2222')).statusCode).toBe(403);
    const fifth = await verifyPin(child.headers, '2222');
    expect([fifth.statusCode, fifth.json().message]).toEqual([429, PIN_LOCKED]);
    expect((await verifyPin(child.headers, '1111')).statusCode).toBe(429);
    expect(sessionUser.parse((await read(child.headers)).json()).profile?.id).toBe(mia);

    // "Email me a code": the account's own sign-in code opens the gate, lock or not.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/gate/code',
      headers: child.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.body).not.toContain(parent.user.email);
    const mail = await lastMailTo(t.config.DATA_DIR, parent.user.email);
    const otp = codeIn(mail);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/gate/code/verify',
      headers: child.headers,
      payload: { token: asked.json().token, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/gate/code/verify',
      headers: child.headers,
      payload: { token: asked.json().token, otp },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const adult = as(sessionToken.parse(opened.json()).token);
    expect(sessionUser.parse((await read(adult)).json()).profile).toBeNull();
    expect((await read(child.headers)).statusCode).toBe(401);
    // The fresh sign-in may set a new PIN without the old one; that ends the lock.
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/pin',
      headers: adult,
      payload: { pin: '3333' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('removing a child ends its sessions', async () => {
    const parent = await createUserWithSession(t.db);
    const child = await addChildSession(t, parent, 'Mia');
    expect((await read(child.headers)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profiles/${child.profile.id}`,
      headers: parent.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(child.headers)).statusCode).toBe(401);
  });
});

describe('what a child session is told of the account', () => {
  it('reads its child on /users/read, never the account’s email or other private fields', async () => {
    const parent = await createUserWithSession(t.db, {
      name: 'Dana Parent',
      email: 'dana.parent@example.com',
      admin: true,
    });
    await t.db
      .update(users)
      .set({ photo: '/api/files/dana.png', stripeId: 'cus_dana_private', locale: 'fr' })
      .where(eq(users.id, parent.user.id));
    const grownUp = sessionUser.parse((await read(parent.headers)).json());
    expect(grownUp).toMatchObject({ email: 'dana.parent@example.com', stripe_id: 'cus_dana_private' });

    const child = await addChildSession(t, parent, 'Mia');
    // The same view when the grown-up's own session acts as the child (decision 0040's header).
    for (const { headers } of [child, actingAs(parent, child.profile.id)]) {
      const res = await read(headers);
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of ['dana.parent@example.com', 'Dana Parent', 'cus_dana_private', 'dana.png'])
        expect(res.body).not.toContain(secret);
      const body = res.json();
      for (const field of ['email', 'stripe_id', 'created_at']) expect(body).not.toHaveProperty(field);
      // What kid mode reads: the child, the account's id (drafts are kept by it), plan and language.
      expect(sessionUser.parse(body)).toEqual({
        id: parent.user.id,
        name: 'Mia',
        photo: null,
        admin: false,
        blocked: false,
        plan: grownUp.plan,
        locale: 'fr',
        profile: { id: child.profile.id, name: 'Mia', ...CHILD_LOOK, allowUploads: false },
      });
    }
  });
});
