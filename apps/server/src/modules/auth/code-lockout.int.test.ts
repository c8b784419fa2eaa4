import { challengeResponse } from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { codeIn, lastCodeMailTo, lastMailTo, linkKeyIn, mailsTo } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let ipCounter = 0;
/** Each request from its own IP, so only the per-address rules are in play. */
const post = (url: string, payload: object) => {
  ipCounter += 1;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.6.0.${ipCounter}` });
};
async function signIn(email: string) {
  const res = await post('/api/users/sign-in', { email });
  expect(res.statusCode).toBe(200);
  return challengeResponse.parse(res.json()).token;
}
const verify = (token: string, otp: string) => post('/api/users/verify', { token, otp });

const PAUSED =
  /^Too many wrong codes were entered for this email address, so signing in with a code is paused\. Use the link in the email we sent you, or try again in about (an hour|\d+ hours)\.$/;
const expectPaused = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(PAUSED) });
};
const pausedMails = async (email: string) =>
  (await mailsTo(t.config.DATA_DIR, email)).filter((m) => m.subject.includes('trying to sign in'));
/** Ends the day window early, as if a day had passed. */
const endDayWindow = (email: string) =>
  t.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, `codes:wrong:${email}`));

describe('only the newest code counts', () => {
  it('cancels the earlier codes for an address when a new one is sent', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'newest@example.com' });
    const first = await signIn(user.email);
    const firstCode = codeIn(await lastMailTo(t.config.DATA_DIR, user.email));
    const second = await signIn(user.email);
    const secondCode = codeIn(await lastMailTo(t.config.DATA_DIR, user.email));

    const old = await verify(first, firstCode);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'A newer code has been sent to this address. Please use the code from the latest email.',
    });
    expect((await verify(second, secondCode)).statusCode).toBe(200);
  });

  it('cancels a sign-up code by a later sign-in, and the same for unknown addresses', async () => {
    const email = 'fresh@example.com';
    const signUp = await post('/api/users/sign-up', { name: 'Fresh', email });
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, email));
    await signIn(email);
    const res = await verify(challengeResponse.parse(signUp.json()).token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('A newer code has been sent');
  });
});

/** Posts from one client (a fixed address), as a person or an attacker on one network does. */
const postFrom = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
async function signInFrom(remoteAddress: string, email: string) {
  const res = await postFrom(remoteAddress, '/api/users/sign-in', { email });
  expect(res.statusCode).toBe(200);
  return challengeResponse.parse(res.json()).token;
}
/** Fills the address-wide count to one below its ceiling, as 99 wrong codes from many clients would. */
const nearCeiling = (email: string) =>
  t.db
    .insert(rateLimits)
    .values({ key: `codes:wrong:${email}`, count: 99, resetAt: sql`now() + interval '1 day'` })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 99 } });

describe('at most 10 wrong codes per address and client a day', () => {
  it('pauses the guessing client (an IPv6 /64 as one), while the owner signs in from elsewhere', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'target@example.com' });
    // Two addresses of one /64: one client. 5 wrong codes from each.
    const a = await signInFrom('2001:db8:7:1::a', user.email);
    for (let i = 0; i < 5; i++)
      expect(
        (await postFrom('2001:db8:7:1::a', '/api/users/verify', { token: a, otp: '000000' })).statusCode,
      ).toBe(400);
    const b = await signInFrom('2001:db8:7:1::b', user.email);
    for (let i = 0; i < 4; i++)
      expect(
        (await postFrom('2001:db8:7:1::b', '/api/users/verify', { token: b, otp: '000000' })).statusCode,
      ).toBe(400);
    expectPaused(await postFrom('2001:db8:7:1::b', '/api/users/verify', { token: b, otp: '000000' }));
    // That client gets no further, even with the right code of a new email.
    const c = await signInFrom('2001:db8:7:1::c', user.email);
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, user.email));
    expectPaused(await postFrom('2001:db8:7:1::c', '/api/users/verify', { token: c, otp: code }));

    // The owner, from their own network, asks for a code and signs in.
    const own = await signInFrom('203.0.113.7', user.email);
    const ownCode = codeIn(await lastMailTo(t.config.DATA_DIR, user.email));
    expect(
      (await postFrom('203.0.113.7', '/api/users/verify', { token: own, otp: ownCode })).statusCode,
    ).toBe(200);
    // One client's pause tells nobody: the owner was never kept out.
    expect(await pausedMails(user.email)).toHaveLength(0);

    // Once the day window has passed, that client may try again.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `codes:wrong:${user.email}:ip:2001:db8:7:1::/64`));
    const d = await signInFrom('2001:db8:7:1::d', user.email);
    const dCode = codeIn(await lastMailTo(t.config.DATA_DIR, user.email));
    expect(
      (await postFrom('2001:db8:7:1::d', '/api/users/verify', { token: d, otp: dCode })).statusCode,
    ).toBe(200);
  });

  it('past 100 wrong codes from all clients pauses codes everywhere, tells the owner once; the link still signs in', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'ceiling@example.com' });
    await nearCeiling(user.email);
    const token = await signIn(user.email);
    expectPaused(await verify(token, '000000'));

    // The owner's right code, from a client that never guessed, is paused too…
    const own = await signInFrom('198.51.100.9', user.email);
    // The pause notice to the owner is sent after the answer above and may land after this mail.
    const mail = await lastCodeMailTo(t.config.DATA_DIR, user.email);
    expectPaused(await postFrom('198.51.100.9', '/api/users/verify', { token: own, otp: codeIn(mail) }));
    // …in the visitor's language, pointing at the link.
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify',
      payload: { token: own, otp: codeIn(mail) },
      headers: { 'accept-language': 'es' },
      remoteAddress: '198.51.100.9',
    });
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toMatch(
      /^Se han introducido demasiados códigos incorrectos .+ Usa el enlace/,
    );

    // …but the email's link proves the inbox: it signs in, once.
    const wrongKey = await postFrom('198.51.100.9', '/api/users/verify/link', {
      token: own,
      key: 'x'.repeat(43),
    });
    expect(wrongKey.statusCode).toBe(400);
    const link = { token: own, key: linkKeyIn(mail) };
    const signedIn = await postFrom('198.51.100.9', '/api/users/verify/link', link);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ authToken: expect.any(String), admin: false });
    const again = await postFrom('198.51.100.9', '/api/users/verify/link', link);
    expect(again.json().message).toBe('This code has already been used. Please request a new code.');

    // The owner hears about it once, whatever else is tried meanwhile.
    // Sent after the answer (see createPauseNotifier), so wait for it.
    await expect.poll(() => pausedMails(user.email), { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await pausedMails(user.email);
    expect(notice?.text).toContain('Someone entered too many wrong sign-in codes for your Colorbook account');
    expect(notice?.text).toContain('The link in each sign-in email still works.');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    for (let i = 0; i < 3; i++) expectPaused(await verify(token, '000000'));
    expect(await pausedMails(user.email)).toHaveLength(1);

    // Once the day window has passed, codes work again.
    await endDayWindow(user.email);
    const d = await signIn(user.email);
    expect((await verify(d, codeIn(await lastMailTo(t.config.DATA_DIR, user.email)))).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, and emails nobody about it', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'has-account@example.com' });
    const pauseByGuessing = async (email: string) => {
      await nearCeiling(email);
      const token = await signIn(email);
      expectPaused(await verify(token, '000000'));
      expectPaused(await verify(token, '000000'));
    };
    const email = 'no-account@example.com';
    await pauseByGuessing(email);
    // An address with an account, paused after it, gets its notice: by then the first had its turn.
    await pauseByGuessing(user.email);
    await expect.poll(() => pausedMails(user.email), { timeout: 10_000 }).toHaveLength(1);
    expect(await pausedMails(email)).toHaveLength(0);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(1);
  });
});
