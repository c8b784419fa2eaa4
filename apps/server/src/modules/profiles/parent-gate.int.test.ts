import {
  PIN_LOCKED,
  PIN_MAX_TRIES,
  PIN_NOT_SET,
  PIN_RESET_NEEDS_SIGN_IN,
  parentGateState,
  sessionToken,
  WRONG_PIN,
} from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentGates, sessions } from '../../db/schema';
import { createChildSession, createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { addChild } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readMailFolder } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const gate = async (who: UserWithSession) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/profiles/gate', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return parentGateState.parse(res.json());
};
const setPin = (who: UserWithSession, payload: { pin: string; current?: string }) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/pin', headers: who.headers, payload });
const verify = (who: UserWithSession, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/gate/verify', headers: who.headers, payload: { pin } });
/** The session signed in long ago: changing the PIN then needs the old one. */
const ageSession = (who: UserWithSession) =>
  t.db
    .update(sessions)
    .set({ createdAt: sql`now() - interval '1 hour'` })
    .where(eq(sessions.userId, who.user.id));
const bearer = (token: string) => ({ token, headers: { authorization: `Bearer ${token}` } });
const mailsTo = async (email: string) =>
  (await readMailFolder(t.config.DATA_DIR)).filter((m) => m.to.includes(email));

describe('the parent gate', () => {
  it('sets a PIN, counts wrong tries, locks on the fifth and mails the adult once', async () => {
    const parent = await createUserWithSession(t.db);
    const { id: lou } = await addChild(t, parent, 'Lou');
    // Each right PIN ends the child session it came from: the next try needs a new one.
    const kid = () => createChildSession(t.db, parent, lou);
    let child = await kid();
    expect(await gate(parent)).toEqual({ pinSet: false, lockedUntil: null, triesLeft: PIN_MAX_TRIES });
    const early = await verify(child, '1234');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'CONFLICT', message: PIN_NOT_SET });
    expect((await setPin(parent, { pin: '12a4' })).statusCode).toBe(400);
    const set = await setPin(parent, { pin: '2580' });
    expect(set.statusCode, set.body).toBe(200);
    expect(parentGateState.parse(set.json())).toMatchObject({ pinSet: true, triesLeft: PIN_MAX_TRIES });
    // Stored hashed, with its own salt: never the digits.
    const [row] = await t.db.select().from(parentGates).where(eq(parentGates.userId, parent.user.id));
    expect(row?.pinHash).toMatch(/^scrypt\$/);
    expect(row?.pinHash).not.toContain('2580');

    // The child tries the PIN from its own session; the right one is a fresh adult session.
    const right = await verify(child, '2580');
    expect(right.statusCode, right.body).toBe(200);
    const adult = { ...parent, ...bearer(sessionToken.parse(right.json()).token) };
    expect(
      (await t.app.inject({ url: '/api/users/read', headers: adult.headers })).json().profile,
    ).toBeNull();
    expect((await t.app.inject({ url: '/api/users/read', headers: child.headers })).statusCode).toBe(401);
    child = await kid();

    // Two wrong tries at once count twice.
    const both = await Promise.all([verify(child, '0000'), verify(child, '1111')]);
    for (const res of both) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: WRONG_PIN });
    }
    expect((await gate(parent)).triesLeft).toBe(PIN_MAX_TRIES - 2);
    // A right PIN gives the tries back.
    expect((await verify(child, '2580')).statusCode).toBe(200);
    expect((await gate(parent)).triesLeft).toBe(PIN_MAX_TRIES);
    child = await kid();

    for (let i = 1; i < PIN_MAX_TRIES; i++) {
      expect((await verify(child, '9999')).statusCode).toBe(403);
      expect((await gate(parent)).triesLeft).toBe(PIN_MAX_TRIES - i);
    }
    const fifth = await verify(child, '9999');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: 'RATE_LIMITED', message: PIN_LOCKED });
    const lockedState = await gate(parent);
    expect(lockedState.triesLeft).toBe(0);
    const until = new Date(lockedState.lockedUntil ?? 0).getTime() - Date.now();
    expect(until).toBeGreaterThan(14 * 60_000);
    expect(until).toBeLessThanOrEqual(15 * 60_000);
    // Locked: even the right PIN is refused, and further tries mail nobody again.
    expect((await verify(child, '2580')).statusCode).toBe(429);
    expect((await verify(child, '9999')).statusCode).toBe(429);
    // The child session is still the child's: locked out, not signed out.
    expect((await t.app.inject({ url: '/api/users/read', headers: child.headers })).json().profile.id).toBe(
      lou,
    );
    const mails = await mailsTo(parent.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/parent gate .* is locked/);
    expect(mails[0]?.text).toContain('15 minutes');

    // Once the lock has run out, the PIN works again and the count starts afresh.
    await t.db
      .update(parentGates)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(parentGates.userId, parent.user.id));
    expect(await gate(parent)).toMatchObject({ lockedUntil: null, triesLeft: PIN_MAX_TRIES });
    expect((await verify(child, '9999')).statusCode).toBe(403);
    expect((await gate(parent)).triesLeft).toBe(PIN_MAX_TRIES - 1);
    expect((await verify(child, '2580')).statusCode).toBe(200);
  });

  it('changes the PIN with the old one, or resets it after a fresh sign-in, lock or not', async () => {
    const parent = await createUserWithSession(t.db);
    const { id: lou } = await addChild(t, parent, 'Lou');
    const kid = () => createChildSession(t.db, parent, lou);
    expect((await setPin(parent, { pin: '1357' })).statusCode).toBe(200);
    await ageSession(parent);
    const bare = await setPin(parent, { pin: '2468' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ code: 'FORBIDDEN', message: PIN_RESET_NEEDS_SIGN_IN });
    // A wrong old PIN is a wrong try like any other.
    expect((await setPin(parent, { pin: '2468', current: '0000' })).json()).toEqual({
      code: 'FORBIDDEN',
      message: WRONG_PIN,
    });
    expect((await gate(parent)).triesLeft).toBe(PIN_MAX_TRIES - 1);
    expect((await setPin(parent, { pin: '2468', current: '1357' })).statusCode).toBe(200);
    expect((await verify(await kid(), '1357')).statusCode).toBe(403);
    expect((await verify(await kid(), '2468')).statusCode).toBe(200);

    // Forgotten and locked: the old PIN no longer helps, signing in again does.
    const child = await kid();
    for (let i = 0; i < PIN_MAX_TRIES; i++) await verify(child, '0000');
    expect((await gate(parent)).triesLeft).toBe(0);
    expect((await setPin(parent, { pin: '1111', current: '2468' })).statusCode).toBe(429);
    const again = await createUserWithSession(t.db, { email: `again-${parent.user.email}` });
    // A new session of the same account (as after signing in with a code).
    await t.db.update(sessions).set({ userId: parent.user.id }).where(eq(sessions.userId, again.user.id));
    const fresh = { ...again, user: parent.user };
    const reset = await setPin(fresh, { pin: '4321' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(parentGateState.parse(reset.json())).toEqual({
      pinSet: true,
      lockedUntil: null,
      triesLeft: PIN_MAX_TRIES,
    });
    expect((await verify(child, '4321')).statusCode).toBe(200);
  });
});
