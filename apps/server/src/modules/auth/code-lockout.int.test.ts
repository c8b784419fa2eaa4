import { challengeResponse } from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { codeIn, lastMailTo, mailsTo } from '../../test/mail-helpers';

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
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const PAUSED =
  /^Too many wrong codes were entered for this email address, so signing in with it is paused\. Please try again in about (an hour|\d+ hours)\.$/;
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

describe('at most 10 wrong codes per address a day', () => {
  it('pauses sign-in for the address after the 10th, even with the right code, and tells the owner once', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'target@example.com' });
    // 3 + 5 wrong on two codes, then a third code that still has tries left when the cap is reached.
    const a = await signIn(user.email);
    for (let i = 0; i < 3; i++) expect((await verify(a, '000000')).statusCode).toBe(400);
    const b = await signIn(user.email);
    for (let i = 0; i < 5; i++) expect((await verify(b, '000000')).statusCode).toBe(400);
    const c = await signIn(user.email);
    const code = codeIn(await lastMailTo(t.config.DATA_DIR, user.email));
    const ninth = await verify(c, wrongCodeFor(code));
    expect(ninth.json().message).toBe('That code is not right. You have 4 tries left.');
    expectPaused(await verify(c, wrongCodeFor(code)));

    // Now nothing gets through for a day: not the right code, not a new code, not a sign-up.
    expectPaused(await verify(c, code));
    expectPaused(await post('/api/users/sign-in', { email: user.email }));
    expectPaused(await post('/api/users/sign-up', { name: 'Again', email: user.email }));
    // In the visitor's language, the hours left included.
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: user.email },
      headers: { 'accept-language': 'es' },
      remoteAddress: '10.6.1.1',
    });
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toMatch(
      /^Se han introducido demasiados códigos incorrectos .+ Vuelve a intentarlo dentro de unas (2[0-4]) horas\.$/,
    );

    // The owner hears about it once, whatever else is tried meanwhile.
    // Sent after the answer (see createPauseNotifier), so wait for it.
    await expect.poll(() => pausedMails(user.email), { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await pausedMails(user.email);
    expect(notice?.text).toContain('Someone entered too many wrong sign-in codes for your Colorbook account');
    expect(notice?.text).toContain('Nobody got in');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    for (let i = 0; i < 3; i++) expectPaused(await verify(c, '000000'));
    expect(await pausedMails(user.email)).toHaveLength(1);
    // …and no code was sent while paused: 3 codes and the notice.
    expect(await mailsTo(t.config.DATA_DIR, user.email)).toHaveLength(4);

    // Once the day window has passed, sign-in works again.
    await endDayWindow(user.email);
    const d = await signIn(user.email);
    expect((await verify(d, codeIn(await lastMailTo(t.config.DATA_DIR, user.email)))).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, and emails nobody about it', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'has-account@example.com' });
    const pauseByGuessing = async (email: string) => {
      for (let round = 0; round < 2; round++) {
        const token = await signIn(email);
        for (let i = 0; i < 4; i++) expect((await verify(token, '000000')).statusCode).toBe(400);
        const last = await verify(token, '000000');
        if (round === 0) expect(last.statusCode).toBe(400);
        else expectPaused(last);
      }
      expectPaused(await post('/api/users/sign-in', { email }));
    };
    const email = 'no-account@example.com';
    await pauseByGuessing(email);
    // An address with an account, paused after it, gets its notice: by then the first had its turn.
    await pauseByGuessing(user.email);
    await expect.poll(() => pausedMails(user.email), { timeout: 10_000 }).toHaveLength(1);
    expect(await pausedMails(email)).toHaveLength(0);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(2);
  });
});
