import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { capturingLogger } from '../test/log-capture';

let t: TestApp;
let member: UserWithSession;
const { logger, lines } = capturingLogger('info');
beforeAll(async () => {
  t = await createTestApp({ logger, env: { NODE_ENV: 'development', LOG_LEVEL: 'info' } });
  await t.app.ready();
  member = await createUserWithSession(t.db);
});
afterAll(() => t?.close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log', () => {
  it('writes one line per request: method, route, status, ms, user id and request id', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/api/credits/read', headers: member.headers });
    expect(response.statusCode).toBe(200);
    const entries = parsed();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/credits/read',
      status: 200,
      userId: member.user.id,
      reqId: response.headers['x-request-id'],
      msg: expect.stringMatching(/^GET \/api\/credits\/read 200 [\d.]+ ms user \d+$/),
    });
    expect(typeof entries[0]?.ms).toBe('number');
  });

  it('keeps a proxy’s X-Request-Id, and replaces one that does not look like an id', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('in development, the sign-in code is one line among the request lines, easy to find', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: member.user.email },
    });
    expect(response.statusCode).toBe(200);
    const entries = parsed();
    const code = entries.filter((entry) => /^One-time code for .+: \d{6} /.test(String(entry.msg)));
    expect(code).toHaveLength(1);
    expect(entries.filter((entry) => entry.route === '/api/users/sign-in')).toHaveLength(1);
    expect(entries).toHaveLength(2);
  });

  it('logs a route that does not exist and an anonymous request without a user', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/nothing-here' });
    expect(parsed()).toEqual([expect.objectContaining({ status: 404, userId: null, route: '(no route)' })]);
  });
});
