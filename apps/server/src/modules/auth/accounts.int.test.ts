import { challengeResponse, user as userSchema, verifyResponse } from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInChallenges, storedFiles, users } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { codeIn, lastMailTo, mailsTo } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let ipCounter = 0;
/** Each call gets its own client IP unless told, so the per-IP code limit never couples tests. */
function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { body?: object; token?: string; ip?: string } = {},
) {
  ipCounter += 1;
  return t.app.inject({
    method,
    url,
    payload: options.body,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

async function signUp(name: string, email: string) {
  const res = await call('POST', '/api/users/sign-up', { body: { name, email } });
  expect(res.statusCode).toBe(200);
  return challengeResponse.parse(res.json()).token;
}

async function signIn(email: string) {
  const res = await call('POST', '/api/users/sign-in', { body: { email } });
  expect(res.statusCode).toBe(200);
  return challengeResponse.parse(res.json()).token;
}

const verify = (token: string, otp: string) => call('POST', '/api/users/verify', { body: { token, otp } });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const countUsers = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email))).length;

describe('a new user, start to finish', () => {
  it('signs up, reads the code from the email, verifies, reads and updates their account, signs out', async () => {
    const email = 'ada@example.com';
    const token = await signUp('Ada Lovelace', 'Ada@Example.com ');
    // No account until the code is verified.
    expect(await countUsers(email)).toBe(0);

    const mail = await lastMailTo(t.config.DATA_DIR, email);
    expect(mail.subject).toContain('Colorbook');
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/verify/${token}`);
    expect(mail.text).toContain('10 minutes');
    const code = codeIn(mail);
    expect(mail.html).toContain(code);
    // The link carries a key after `#` (never sent to a server): it signs in by itself.
    expect(mail.html).toMatch(new RegExp(`href="${t.config.PUBLIC_URL}/verify/${token}#key=[\\w-]{43}"`));
    // Neither the code nor the challenge token is stored in the clear.
    const [row] = await t.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.tokenHash, sha256(token)));
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);

    const verified = await verify(token, code);
    expect(verified.statusCode).toBe(200);
    const { authToken, admin } = verifyResponse.parse(verified.json());
    expect(admin).toBe(false);
    expect(authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await call('GET', '/api/users/read', { token: authToken });
    expect(read.statusCode).toBe(200);
    const me = userSchema.parse(read.json());
    expect(me).toMatchObject({
      name: 'Ada Lovelace',
      email,
      photo: null,
      stripe_id: null,
      admin: false,
      blocked: false,
      plan: { name: 'free', title: expect.any(String), paid: false },
    });

    const key = 'avatar/2026/01/0123456789abcdef0123456789abcdef.webp';
    await t.db.insert(storedFiles).values({ key, contentType: 'image/webp', bytes: 10, purpose: 'avatar' });
    const update = await call('PATCH', '/api/users/update', {
      token: authToken,
      body: { name: 'Ada King', photo: `/api/files/${key}` },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ updated: true });
    const after = userSchema.parse((await call('GET', '/api/users/read', { token: authToken })).json());
    expect(after).toMatchObject({ name: 'Ada King', photo: `/api/files/${key}` });

    const out = await call('POST', '/api/users/sign-out', { token: authToken });
    expect(out.json()).toEqual({ signed_out: true });
    const refused = await call('GET', '/api/users/read', { token: authToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHENTICATED');
  });

  it('signs in again later with a code, which works exactly once', async () => {
    const email = 'grace@example.com';
    const first = await signUp('Grace Hopper', email);
    await verify(first, codeIn(await lastMailTo(t.config.DATA_DIR, email)));

    const token = await signIn(email);
    const mail = await lastMailTo(t.config.DATA_DIR, email);
    expect(mail.text).toContain('sign in');
    const code = codeIn(mail);
    const ok = await verify(token, code);
    expect(ok.statusCode).toBe(200);
    const reused = await verify(token, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'This code has already been used. Please request a new code.',
    });
    expect(await countUsers(email)).toBe(1);
  });

  it('refuses a photo that is not a file our storage holds', async () => {
    const email = 'photo@example.com';
    const token = await signUp('Pic', email);
    const { authToken } = verifyResponse.parse(
      (await verify(token, codeIn(await lastMailTo(t.config.DATA_DIR, email)))).json(),
    );
    for (const photo of [
      'https://evil.example/pixel.png',
      '/api/files/../../etc/passwd',
      '/api/files/avatar/2026/01/ffffffffffffffffffffffffffffffff.png',
      'javascript:alert(1)',
    ]) {
      const res = await call('PATCH', '/api/users/update', { token: authToken, body: { photo } });
      expect(res.statusCode, photo).toBe(400);
      expect(res.json().message).toContain('photo');
    }
    const cleared = await call('PATCH', '/api/users/update', { token: authToken, body: { photo: null } });
    expect(cleared.statusCode).toBe(200);
  });
});

describe('wrong, expired and dead codes', () => {
  it('counts down the tries left on a wrong code, then accepts the right one', async () => {
    const email = 'typo@example.com';
    const token = await signUp('Typo', email);
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    const wrong = await verify(token, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'That code is not right. You have 4 tries left.',
    });
    expect((await verify(token, wrongCodeFor(code))).json().message).toBe(
      'That code is not right. You have 3 tries left.',
    );
    expect((await verify(token, code)).statusCode).toBe(200);
  });

  it('kills the challenge after 5 wrong tries: even the right code is refused afterwards', async () => {
    const email = 'guesser@example.com';
    const token = await signUp('Guesser', email);
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(token, wrongCodeFor(code))).json().message);
    expect(messages.at(-2)).toBe('That code is not right. You have 1 try left.');
    expect(messages.at(-1)).toBe(
      'That code is not right, and that was the last try. Please request a new code.',
    );
    const right = await verify(token, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new code.');
    expect(await countUsers(email)).toBe(0);
  });

  it('counts concurrent wrong tries exactly (no lost updates)', async () => {
    const email = 'burst@example.com';
    const token = await signUp('Burst', email);
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(token, wrongCodeFor(code))));
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.tokenHash, sha256(token)));
    expect(row?.attempts).toBe(5);
    expect((await verify(token, code)).json().message).toBe(
      'Too many wrong codes. Please request a new code.',
    );
  });

  it('refuses an expired code with a clear message', async () => {
    const email = 'late@example.com';
    const token = await signUp('Late', email);
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    await t.db
      .update(signInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInChallenges.tokenHash, sha256(token)));
    const res = await verify(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Please request a new code.');
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses an unknown token and validates the code format', async () => {
    const unknown = await verify('x'.repeat(43), '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This code is not valid any more. Please request a new code.');
    const malformed = await verify('x'.repeat(43), '12a456');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('otp');
  });
});

describe('no account enumeration', () => {
  it('answers a sign-in for an unknown address exactly like one for a known address', async () => {
    const known = 'known@example.com';
    await verify(await signUp('Known', known), codeIn(await lastMailTo(t.config.DATA_DIR, known)));

    const knownRes = await call('POST', '/api/users/sign-in', { body: { email: known } });
    const unknownRes = await call('POST', '/api/users/sign-in', { body: { email: 'nobody@example.com' } });
    expect(unknownRes.statusCode).toBe(knownRes.statusCode);
    expect(Object.keys(unknownRes.json())).toEqual(Object.keys(knownRes.json()));
    const unknownToken = challengeResponse.parse(unknownRes.json()).token;
    expect(unknownToken).toHaveLength(challengeResponse.parse(knownRes.json()).token.length);

    // Codes for the unknown address fail the same way, tries counting down.
    const guess = await verify(unknownToken, '123456');
    expect(guess.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'That code is not right. You have 4 tries left.',
    });
    // Only the owner of the address learns there is no account (and no code to use).
    const mail = await lastMailTo(t.config.DATA_DIR, 'nobody@example.com');
    expect(mail.text).toContain('there is no account');
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/sign-up`);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(await countUsers('nobody@example.com')).toBe(0);
  });

  it('answers a sign-up for a registered address like a new one, mailing that address a sign-in code', async () => {
    const email = 'twice@example.com';
    await verify(await signUp('First', email), codeIn(await lastMailTo(t.config.DATA_DIR, email)));
    const before = (await mailsTo(t.config.DATA_DIR, email)).length;

    const res = await call('POST', '/api/users/sign-up', { body: { name: 'Second', email } });
    expect(res.statusCode).toBe(200);
    const { token } = challengeResponse.parse(res.json());
    const mails = await mailsTo(t.config.DATA_DIR, email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    if (!mail) throw new Error('no mail');
    expect(mail.text).toContain('already have');
    const verified = verifyResponse.parse((await verify(token, codeIn(mail))).json());
    const me = userSchema.parse((await call('GET', '/api/users/read', { token: verified.authToken })).json());
    // Signed in to the existing account; the second sign-up's name changed nothing.
    expect(me.name).toBe('First');
    expect(await countUsers(email)).toBe(1);
  });

  it('creates one account when two sign-ups of the same new address are verified together', async () => {
    const email = 'double@example.com';
    const a = await signUp('A', email);
    const codeA = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    const b = await signUp('B', email);
    const codeB = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    const [ra, rb] = await Promise.all([verify(a, codeA), verify(b, codeB)]);
    // The second sign-up's code replaced the first one's.
    expect([ra.statusCode, rb.statusCode]).toEqual([400, 200]);
    expect(await countUsers(email)).toBe(1);
  });
});

describe('unauthenticated and invalid requests', () => {
  it('answers 401 on every signed-in route without a valid token', async () => {
    const routes: ['GET' | 'POST' | 'PATCH', string][] = [
      ['GET', '/api/users/read'],
      ['PATCH', '/api/users/update'],
      ['POST', '/api/users/email/confirm'],
      ['POST', '/api/users/sign-out'],
      ['POST', '/api/users/create'],
      ['GET', '/api/users/paginate'],
      ['GET', '/api/users/1/read'],
      ['PATCH', '/api/users/1/update'],
      ['PATCH', '/api/users/1/blocked/toggle'],
    ];
    for (const [method, url] of routes) {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await call(method, url, { token, body: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      }
    }
  });

  it('names the field of an invalid sign-up', async () => {
    const res = await call('POST', '/api/users/sign-up', { body: { name: 'X', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'email: Please enter a valid email address',
    });
    const noName = await call('POST', '/api/users/sign-up', { body: { name: '  ', email: 'a@b.co' } });
    expect(noName.json().message).toContain('name');
  });
});
