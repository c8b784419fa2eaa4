import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, readMailFolder } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many codes requested. Please wait a few minutes and try again.',
};

const signIn = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email }, remoteAddress: ip });

describe('code request limits', () => {
  it('sends at most 5 codes per address per 15 minutes, whatever the IP', async () => {
    const email = 'spammed@example.com';
    for (let i = 1; i <= 5; i++) expect((await signIn(email, `10.4.0.${i}`)).statusCode).toBe(200);
    const sixth = await signIn(email, '10.4.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(RATE_LIMITED);
    // The same for sign-up, which must not become a way around the limit.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      payload: { name: 'Spam', email },
      remoteAddress: '10.4.0.100',
    });
    expect(signUp.statusCode).toBe(429);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(5);
  });

  it('allows at most 20 code requests per IP per hour, whatever the address', async () => {
    const ip = '10.4.1.1';
    const before = (await readMailFolder(t.config.DATA_DIR)).length;
    for (let i = 1; i <= 20; i++) expect((await signIn(`someone${i}@example.com`, ip)).statusCode).toBe(200);
    const res = await signIn('one-more@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect((await readMailFolder(t.config.DATA_DIR)).length - before).toBe(20);
    // Another client is not affected.
    expect((await signIn('one-more@example.com', '10.4.1.2')).statusCode).toBe(200);
  });

  it('keeps the count in the database, so a second process sees it', async () => {
    const other = buildApp({ config: t.config, db: t.db });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/api/users/sign-in',
        payload: { email: 'spammed@example.com' },
        remoteAddress: '10.4.2.1',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('limits from the configuration', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { CODE_LIMIT_PER_EMAIL: '1', CODE_LIMIT_PER_IP: '2' } });
  });
  afterAll(() => small?.close());

  it('uses CODE_LIMIT_PER_EMAIL and CODE_LIMIT_PER_IP', async () => {
    const send = (email: string, ip: string) =>
      small.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email }, remoteAddress: ip });
    expect((await send('a@example.com', '10.5.0.1')).statusCode).toBe(200);
    expect((await send('a@example.com', '10.5.0.2')).statusCode).toBe(429);
    expect((await send('b@example.com', '10.5.0.3')).statusCode).toBe(200);
    expect((await send('c@example.com', '10.5.0.3')).statusCode).toBe(200);
    expect((await send('d@example.com', '10.5.0.3')).statusCode).toBe(429);
  });
});
