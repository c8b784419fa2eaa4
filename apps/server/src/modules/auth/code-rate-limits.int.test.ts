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
  it('sends at most 5 codes per address to one client per 15 minutes', async () => {
    const email = 'spammed@example.com';
    for (let i = 1; i <= 5; i++) expect((await signIn(email, '10.4.0.1')).statusCode).toBe(200);
    const sixth = await signIn(email, '10.4.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(RATE_LIMITED);
    // The same for sign-up, which must not become a way around the limit.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      payload: { name: 'Spam', email },
      remoteAddress: '10.4.0.1',
    });
    expect(signUp.statusCode).toBe(429);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(5);
  });

  it('lets the owner get a code from their own device after a stranger spent their allowance', async () => {
    const victim = 'victim@example.com';
    const attacker = '10.4.3.66';
    // The stranger keeps asking long after their own limit: none of it may count against the owner.
    for (let i = 1; i <= 30; i++) await signIn(victim, attacker);
    expect((await signIn(victim, attacker)).json()).toEqual(RATE_LIMITED);
    const owner = await signIn(victim, '10.4.3.1');
    expect(owner.statusCode).toBe(200);
    expect(await mailsTo(t.config.DATA_DIR, victim)).toHaveLength(6);
  });

  it('caps the codes one address is sent from all clients together at 20 per 15 minutes', async () => {
    const email = 'popular@example.com';
    for (let i = 1; i <= 20; i++) {
      expect((await signIn(email, `10.4.4.${Math.ceil(i / 5)}`)).statusCode).toBe(200);
    }
    const res = await signIn(email, '10.4.4.99');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(20);
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
        payload: { email: 'popular@example.com' },
        remoteAddress: '10.4.2.1',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('IPv6 clients', () => {
  it('counts every address of one IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 20; i++) {
      const ip = i % 2 ? `2001:db8:4:6::${i.toString(16)}` : `2001:db8:4:6:${i.toString(16)}::1`;
      expect((await signIn(`v6-${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const res = await signIn('v6-more@example.com', '2001:db8:4:6:ffff:ffff:ffff:fffe');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    // The neighbouring /64 is another client.
    expect((await signIn('v6-more@example.com', '2001:db8:4:7::1')).statusCode).toBe(200);
  });

  it('keys the per-address limit by /64 too', async () => {
    const email = 'v6-target@example.com';
    for (let i = 1; i <= 5; i++) expect((await signIn(email, `2001:db8:4:8::${i}`)).statusCode).toBe(200);
    expect((await signIn(email, '2001:db8:4:8:1:2:3:4')).json()).toEqual(RATE_LIMITED);
  });
});

describe('limits from the configuration', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      env: { CODE_LIMIT_PER_EMAIL: '1', CODE_LIMIT_PER_EMAIL_ALL_IPS: '2', CODE_LIMIT_PER_IP: '2' },
    });
  });
  afterAll(() => small?.close());

  it('uses CODE_LIMIT_PER_EMAIL, CODE_LIMIT_PER_EMAIL_ALL_IPS and CODE_LIMIT_PER_IP', async () => {
    const send = (email: string, ip: string) =>
      small.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email }, remoteAddress: ip });
    expect((await send('a@example.com', '10.5.0.1')).statusCode).toBe(200);
    expect((await send('a@example.com', '10.5.0.1')).statusCode).toBe(429);
    expect((await send('a@example.com', '10.5.0.2')).statusCode).toBe(200);
    expect((await send('a@example.com', '10.5.0.4')).statusCode).toBe(429);
    expect((await send('b@example.com', '10.5.0.3')).statusCode).toBe(200);
    expect((await send('c@example.com', '10.5.0.3')).statusCode).toBe(200);
    expect((await send('d@example.com', '10.5.0.3')).statusCode).toBe(429);
    // An IPv4 peer seen through a dual-stack socket is the same client.
    expect((await send('e@example.com', '10.5.0.5')).statusCode).toBe(200);
    expect((await send('f@example.com', '::ffff:10.5.0.5')).statusCode).toBe(200);
    expect((await send('g@example.com', '10.5.0.5')).statusCode).toBe(429);
  });
});
