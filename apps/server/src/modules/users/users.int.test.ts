import {
  challengeResponse,
  createdUser,
  user as userSchema,
  usersPage,
  verifyResponse,
} from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { codeIn, lastMailTo, mailsTo } from '../../test/mail-helpers';
import { createSession } from '../auth/sessions.service';
import { insertUser } from './users.repo';

let t: TestApp;
let admin: UserWithSession;
let member: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t.db, { name: 'Boss', email: 'boss@example.com', admin: true });
  member = await createUserWithSession(t.db, { name: 'Member', email: 'member@example.com' });
});
afterAll(() => t?.close());

let ipCounter = 0;
function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { body?: object; auth?: UserWithSession | { headers: { authorization: string } } } = {},
) {
  ipCounter += 1;
  return t.app.inject({
    method,
    url,
    payload: options.body,
    headers: options.auth?.headers ?? {},
    remoteAddress: `10.2.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

const readUser = async (id: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} missing`);
  return row;
};

const adminRoutes = (id: number): ['GET' | 'POST' | 'PATCH', string, object | undefined][] => [
  ['POST', '/api/users/create', { name: 'X', email: 'x@example.com' }],
  ['GET', '/api/users/paginate', undefined],
  ['GET', `/api/users/${id}/read`, undefined],
  ['PATCH', `/api/users/${id}/update`, { name: 'Hacked' }],
  ['PATCH', `/api/users/${id}/blocked/toggle`, undefined],
];

describe('admin routes', () => {
  it('answer 403 FORBIDDEN to a signed-in non-admin and change nothing', async () => {
    const victim = await createUserWithSession(t.db, { name: 'Victim' });
    for (const [method, url, body] of adminRoutes(victim.user.id)) {
      const res = await call(method, url, { auth: member, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Only admins can do this.' });
    }
    const after = await readUser(victim.user.id);
    expect(after).toMatchObject({ name: 'Victim', blocked: false });
    expect((await t.db.select().from(users).where(eq(users.email, 'x@example.com'))).length).toBe(0);
  });

  it('lets an admin create a user, who then finds a welcome email and can sign in', async () => {
    const res = await call('POST', '/api/users/create', {
      auth: admin,
      body: { name: 'New Person', email: 'New.Person@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const { id } = createdUser.parse(res.json());
    expect(res.json()).toEqual({ created: true, id });
    expect(await readUser(id)).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      admin: false,
    });
    const welcome = await lastMailTo(t.config.DATA_DIR, 'new.person@example.com');
    expect(welcome.text).toContain(`${t.config.PUBLIC_URL}/sign-in`);
    expect(welcome.subject).toMatch(/^Your .+ account is ready$/);

    const again = await call('POST', '/api/users/create', {
      auth: admin,
      body: { name: 'Dup', email: 'new.person@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'A user with this email address already exists.',
    });
  });

  it("writes the welcome email in the language of the admin's request", async () => {
    for (const [language, email, subject, greeting, button] of [
      [
        'es-ES,es;q=0.9',
        'nueva@example.com',
        /^Tu cuenta de .+ está lista$/,
        'Hola, Nueva Persona:',
        'Iniciar sesión',
      ],
      ['de', 'neu@example.com', /^Dein .+-Konto ist bereit$/, 'Hallo Neue Person,', 'Anmelden'],
    ] as const) {
      const name = language === 'de' ? 'Neue Person' : 'Nueva Persona';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/create',
        payload: { name, email },
        headers: { ...admin.headers, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      const welcome = await lastMailTo(t.config.DATA_DIR, email);
      expect(welcome.subject).toMatch(subject);
      expect(welcome.text).toContain(greeting);
      expect(welcome.text).toContain(`${t.config.PUBLIC_URL}/sign-in`);
      expect(welcome.html).toContain(button);
    }
  });

  it('lets an admin create another admin, and refuses unknown fields', async () => {
    const res = await call('POST', '/api/users/create', {
      auth: admin,
      body: { name: 'Second Admin', email: 'admin2@example.com', admin: true },
    });
    expect(await readUser(res.json().id)).toMatchObject({ admin: true });
    const injected = await call('POST', '/api/users/create', {
      auth: admin,
      body: { name: 'Rich', email: 'rich@example.com', credits: 1000 },
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toContain('credits');
  });

  it('reads and updates any user by id, 404 for an unknown id', async () => {
    const target = await createUserWithSession(t.db, { name: 'Target', email: 'target@example.com' });
    const read = await call('GET', `/api/users/${target.user.id}/read`, { auth: admin });
    expect(userSchema.parse(read.json())).toMatchObject({ id: target.user.id, email: 'target@example.com' });

    const update = await call('PATCH', `/api/users/${target.user.id}/update`, {
      auth: admin,
      body: { name: 'Renamed', email: 'renamed@example.com' },
    });
    expect(update.json()).toEqual({ updated: true });
    expect(await readUser(target.user.id)).toMatchObject({ name: 'Renamed', email: 'renamed@example.com' });

    const taken = await call('PATCH', `/api/users/${target.user.id}/update`, {
      auth: admin,
      body: { email: 'member@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This email address is already used by another account.');

    expect((await call('GET', '/api/users/999999/read', { auth: admin })).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/users/999999/update', { auth: admin, body: { name: 'x' } })).statusCode,
    ).toBe(404);
    const badId = await call('GET', '/api/users/abc/read', { auth: admin });
    expect(badId.statusCode).toBe(400);
  });

  it('refuses privileged fields on an admin update too', async () => {
    for (const field of ['admin', 'blocked', 'stripe_id', 'credits']) {
      const res = await call('PATCH', `/api/users/${member.user.id}/update`, {
        auth: admin,
        body: { name: 'Ok', [field]: field === 'stripe_id' ? 'cus_x' : true },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await readUser(member.user.id)).toMatchObject({ name: 'Member', admin: false, stripeId: null });
  });
});

describe('GET /api/users/paginate', () => {
  it('lists 20 per page, newest first, and searches name or email case-insensitively', async () => {
    for (let i = 0; i < 23; i++) {
      await insertUser(t.db, {
        name: `Paged ${String(i).padStart(2, '0')}`,
        email: `paged${i}@list.example`,
      });
      // Distinct creation times, so "newest first" has one right answer.
      await t.db.execute(
        sql`update users set created_at = now() + make_interval(secs => ${i}) where email = ${`paged${i}@list.example`}`,
      );
    }
    const first = usersPage.parse(
      (await call('GET', '/api/users/paginate?search=PAGED', { auth: admin })).json(),
    );
    expect(first.data).toHaveLength(20);
    expect(first).toMatchObject({ current_page: 1, last_page: 2 });
    expect(first.data[0]?.name).toBe('Paged 22');
    const second = usersPage.parse(
      (await call('GET', '/api/users/paginate?search=paged&page=2', { auth: admin })).json(),
    );
    expect(second.data.map((u) => u.name)).toEqual(['Paged 02', 'Paged 01', 'Paged 00']);

    const byEmail = usersPage.parse(
      (await call('GET', '/api/users/paginate?search=LIST.EXAMPLE', { auth: admin })).json(),
    );
    expect(byEmail.data).toHaveLength(20);
    const none = usersPage.parse(
      (await call('GET', '/api/users/paginate?search=%25', { auth: admin })).json(),
    );
    expect(none).toEqual({ data: [], current_page: 1, last_page: 1 });
    const all = usersPage.parse((await call('GET', '/api/users/paginate', { auth: admin })).json());
    expect(all.data[0]).toHaveProperty('email');
    expect(all.last_page).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/users/paginate?page=0', { auth: admin })).statusCode).toBe(400);
  });
});

describe('blocking', () => {
  it('revokes every session, answers 403 USER_BLOCKED everywhere, refuses sign-in; unblocking needs a new sign-in', async () => {
    const email = 'blockme@example.com';
    const phone = await createUserWithSession(t.db, { name: 'Blocked Soon', email });
    const laptop = { headers: { authorization: `Bearer ${await createSession(t.db, phone.user.id)}` } };
    expect((await call('GET', '/api/users/read', { auth: laptop })).statusCode).toBe(200);

    const toggle = await call('PATCH', `/api/users/${phone.user.id}/blocked/toggle`, { auth: admin });
    expect(toggle.json()).toEqual({ toggled: true });
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, phone.user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const blockedMessage = 'Your account has been blocked. Contact support if you think this is a mistake.';
    for (const auth of [phone, laptop]) {
      for (const [method, url, body] of [
        ['GET', '/api/users/read', undefined],
        ['PATCH', '/api/users/update', { name: 'x' }],
        ['POST', '/api/users/email/confirm', { token: 'x'.repeat(43), otp: '123456' }],
        ...adminRoutes(member.user.id),
      ] as ['GET' | 'POST' | 'PATCH', string, object | undefined][]) {
        const res = await call(method, url, { auth, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'USER_BLOCKED', message: blockedMessage });
      }
    }

    const signIn = await call('POST', '/api/users/sign-in', { body: { email } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ code: 'USER_BLOCKED', message: blockedMessage });
    const signUp = await call('POST', '/api/users/sign-up', { body: { name: 'Again', email } });
    expect(signUp.statusCode).toBe(403);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(0);

    await call('PATCH', `/api/users/${phone.user.id}/blocked/toggle`, { auth: admin });
    expect((await readUser(phone.user.id)).blocked).toBe(false);
    // Revocation is final: the old tokens do not come back to life.
    expect((await call('GET', '/api/users/read', { auth: phone })).statusCode).toBe(401);
    const back = await call('POST', '/api/users/sign-in', { body: { email } });
    const { token } = challengeResponse.parse(back.json());
    const verified = await call('POST', '/api/users/verify', {
      body: { token, otp: codeIn(await lastMailTo(t.config.DATA_DIR, email)) },
    });
    const { authToken } = verifyResponse.parse(verified.json());
    expect(
      (await call('GET', '/api/users/read', { auth: { headers: { authorization: `Bearer ${authToken}` } } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a code for a user blocked after it was sent', async () => {
    const email = 'midway@example.com';
    const u = await createUserWithSession(t.db, { email });
    const { token } = challengeResponse.parse(
      (await call('POST', '/api/users/sign-in', { body: { email } })).json(),
    );
    await call('PATCH', `/api/users/${u.user.id}/blocked/toggle`, { auth: admin });
    const res = await call('POST', '/api/users/verify', {
      body: { token, otp: codeIn(await lastMailTo(t.config.DATA_DIR, email)) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_BLOCKED');
  });

  it('does not let an admin block themselves, and 404s an unknown user', async () => {
    const self = await call('PATCH', `/api/users/${admin.user.id}/blocked/toggle`, { auth: admin });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'CONFLICT', message: 'You cannot block your own account.' });
    expect((await readUser(admin.user.id)).blocked).toBe(false);
    expect((await call('PATCH', '/api/users/999999/blocked/toggle', { auth: admin })).statusCode).toBe(404);
  });
});

describe('PATCH /api/users/update (own account)', () => {
  it('refuses privileged fields with 400 naming the field, and applies none of the request', async () => {
    const u = await createUserWithSession(t.db, { name: 'Plain' });
    for (const [field, value] of [
      ['admin', true],
      ['blocked', false],
      ['stripe_id', 'cus_123'],
      ['credits', 9999],
      ['plan_id', 3],
    ] as const) {
      const res = await call('PATCH', '/api/users/update', {
        auth: u,
        body: { name: 'Changed', [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(field);
    }
    expect(await readUser(u.user.id)).toMatchObject({
      name: 'Plain',
      admin: false,
      blocked: false,
      stripeId: null,
    });
  });

  it('changes the email only after the code sent to the new address is confirmed', async () => {
    const u = await createUserWithSession(t.db, { name: 'Mover', email: 'old@example.com' });
    const res = await call('PATCH', '/api/users/update', {
      auth: u,
      body: { name: 'Mover Two', email: 'New@Example.com' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.updated).toBe(true);
    expect(body.email_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The name applies at once, the email waits.
    expect(await readUser(u.user.id)).toMatchObject({ name: 'Mover Two', email: 'old@example.com' });
    expect(await mailsTo(t.config.DATA_DIR, 'old@example.com')).toHaveLength(0);
    const mail = await lastMailTo(t.config.DATA_DIR, 'new@example.com');
    const code = codeIn(mail);

    // Another user cannot redeem it, even with the right code.
    const thief = await call('POST', '/api/users/email/confirm', {
      auth: member,
      body: { token: body.email_token, otp: code },
    });
    expect(thief.statusCode).toBe(400);
    // Nor can /users/verify turn it into a session.
    expect(
      (await call('POST', '/api/users/verify', { body: { token: body.email_token, otp: code } })).statusCode,
    ).toBe(400);

    const confirm = await call('POST', '/api/users/email/confirm', {
      auth: u,
      body: { token: body.email_token, otp: code },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ updated: true });
    expect((await readUser(u.user.id)).email).toBe('new@example.com');
  });

  it('answers a taken new email exactly like a free one, and refuses it only at confirmation', async () => {
    const u = await createUserWithSession(t.db, { name: 'Prober', email: 'prober@example.com' });
    const free = await call('PATCH', '/api/users/update', { auth: u, body: { email: 'unused@example.com' } });
    // (Asked second, so its code is the user's newest email change.)
    const taken = await call('PATCH', '/api/users/update', {
      auth: u,
      body: { email: 'member@example.com' },
    });
    const shape = (res: typeof taken) => ({
      status: res.statusCode,
      body: { ...res.json(), email_token: String(res.json().email_token).length },
    });
    expect(shape(taken)).toEqual(shape(free));
    expect(shape(taken)).toEqual({ status: 200, body: { updated: true, email_token: 43 } });

    // Only whoever reads that inbox can learn that it has an account: with its code, the change is refused.
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, 'member@example.com'));
    const confirm = await call('POST', '/api/users/email/confirm', {
      auth: u,
      body: { token: taken.json().email_token, otp: code },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({
      code: 'CONFLICT',
      message: 'This email address is already used by another account.',
    });
    expect(await readUser(u.user.id)).toMatchObject({ email: 'prober@example.com' });
    expect(await readUser(member.user.id)).toMatchObject({ email: 'member@example.com' });
    // The earlier change was replaced by the later one.
    const earlier = await call('POST', '/api/users/email/confirm', {
      auth: u,
      body: {
        token: free.json().email_token,
        otp: codeIn(await lastMailTo(t.config.DATA_DIR, 'unused@example.com')),
      },
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toContain('A newer code has been sent');
  });

  it('counts a taken new email against the code limits like a free one', async () => {
    const u = await createUserWithSession(t.db, { name: 'Sprayer', email: 'sprayer@example.com' });
    const ask = (email: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/update',
        payload: { email },
        headers: u.headers,
        remoteAddress: '10.2.200.1',
      });
    for (let i = 0; i < 5; i++) expect((await ask('boss@example.com')).statusCode).toBe(200);
    const limited = await ask('boss@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('answers 409 at confirmation when someone else took the new email meanwhile', async () => {
    const u = await createUserWithSession(t.db, { name: 'Clasher', email: 'clasher@example.com' });
    const pending = await call('PATCH', '/api/users/update', {
      auth: u,
      body: { email: 'race@example.com' },
    });
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, 'race@example.com'));
    // Someone else takes the address before the confirmation.
    await insertUser(t.db, { name: 'Faster', email: 'race@example.com' });
    const confirm = await call('POST', '/api/users/email/confirm', {
      auth: u,
      body: { token: pending.json().email_token, otp: code },
    });
    expect(confirm.statusCode).toBe(409);
    expect((await readUser(u.user.id)).email).toBe('clasher@example.com');
  });

  it('does nothing special when the email is unchanged', async () => {
    const u = await createUserWithSession(t.db, { email: 'same@example.com' });
    const res = await call('PATCH', '/api/users/update', { auth: u, body: { email: 'same@example.com' } });
    expect(res.json()).toEqual({ updated: true });
    expect(await mailsTo(t.config.DATA_DIR, 'same@example.com')).toHaveLength(0);
  });
});
