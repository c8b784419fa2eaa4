import { adminStatus, challengeResponse, verifyResponse } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { adminSetupTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { capturingLogger } from '../../test/log-capture';
import { codeIn, lastMailTo } from '../../test/mail-helpers';

const setupTokenIn = (lines: string[]): string | undefined => {
  for (const line of lines) {
    const match = /\/admin\/create\?setup=([A-Za-z0-9_-]+)/.exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
};

let ip = 0;
const nextIp = () => `10.3.0.${++ip}`;

describe('first admin through the setup link', () => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    const capture = capturingLogger();
    lines = capture.lines;
    t = await createTestApp({ logger: capture.logger });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  const post = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url, payload: body, remoteAddress: nextIp() });
  const status = async () =>
    adminStatus.parse((await t.app.inject({ method: 'GET', url: '/api/users/admin/status' })).json());

  it('logs a one-time link at start-up and keeps only its hash', async () => {
    const setup = setupTokenIn(lines);
    expect(setup).toBeDefined();
    expect(lines.join('\n')).toContain(`${t.config.PUBLIC_URL}/admin/create?setup=${setup}`);
    const rows = await t.db.select().from(adminSetupTokens);
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(setup ?? '')]);
    expect(await status()).toEqual({ setup_required: true });
  });

  it('refuses a wrong setup token', async () => {
    const res = await post('/api/users/admin/create', {
      name: 'Mallory',
      email: 'mallory@example.com',
      setup: 'x'.repeat(43),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lets exactly one of two racing creations win, then spends the link', async () => {
    const setup = setupTokenIn(lines) ?? '';
    const start = async (name: string, email: string) => {
      const res = await post('/api/users/admin/create', { name, email, setup });
      expect(res.statusCode).toBe(200);
      const { token } = challengeResponse.parse(res.json());
      return { token, code: codeIn(await lastMailTo(t.config.DATA_DIR, email)) };
    };
    const a = await start('Alice Admin', 'alice@example.com');
    const b = await start('Bob Admin', 'bob@example.com');
    const mail = await lastMailTo(t.config.DATA_DIR, 'bob@example.com');
    expect(mail.text).toContain('admin');

    const results = await Promise.all([
      post('/api/users/verify', { token: a.token, otp: a.code }),
      post('/api/users/verify', { token: b.token, otp: b.code }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200);
    expect(verifyResponse.parse(winner?.json()).admin).toBe(true);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json()).toEqual({
      code: 'CONFLICT',
      message: 'An admin account already exists. Please sign in instead.',
    });

    const admins = await t.db.select().from(users).where(eq(users.admin, true));
    expect(admins).toHaveLength(1);
    expect(await status()).toEqual({ setup_required: false });
    expect(await t.db.select().from(adminSetupTokens)).toHaveLength(0);

    const again = await post('/api/users/admin/create', { name: 'Late', email: 'late@example.com', setup });
    expect(again.statusCode).toBe(409);
  });

  it('logs no new link on a restart once an admin exists', async () => {
    const capture = capturingLogger();
    const second = buildApp({ config: t.config, db: t.db, logger: capture.logger });
    await second.ready();
    await second.close();
    expect(setupTokenIn(capture.lines)).toBeUndefined();
    expect(await t.db.select().from(adminSetupTokens)).toHaveLength(0);
  });
});

describe('ADMIN_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_NAME: 'The Owner' } });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  it('creates that admin at start-up, idempotently, and they sign in with a code', async () => {
    // A second process starting on the same database must not create a second admin.
    const second = buildApp({ config: t.config, db: t.db });
    await second.ready();
    await second.close();

    const admins = await t.db.select().from(users).where(eq(users.admin, true));
    expect(admins.map((a) => [a.name, a.email])).toEqual([['The Owner', 'owner@example.com']]);
    expect(await t.db.select().from(adminSetupTokens)).toHaveLength(0);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: 'owner@example.com' },
      remoteAddress: nextIp(),
    });
    const { token } = challengeResponse.parse(res.json());
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify',
      payload: { token, otp: codeIn(await lastMailTo(t.config.DATA_DIR, 'owner@example.com')) },
    });
    expect(verifyResponse.parse(verified.json())).toMatchObject({ admin: true });
  });
});
