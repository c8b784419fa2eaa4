import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perUserRateLimit } from '../lib/route-limits';
import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const routes: FastifyPluginAsync = async (app) => {
    app.get('/api/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => ({
      ok: 1,
    }));
    app.get('/api/test/per-user', { config: perUserRateLimit(2) }, () => ({ ok: 1 }));
  };
  t.app.register(routes);
});
afterAll(() => t?.close());

const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe.each(['/api/test/limited', '/api/test/per-user'])('route limits on %s', (url) => {
  it('counts two IPv6 addresses of one /64 as one client', async () => {
    const net = url.endsWith('per-user') ? '2001:db8:77:1' : '2001:db8:77:2';
    expect((await get(url, `${net}::1`)).statusCode).toBe(200);
    expect((await get(url, `${net}:ffff:0:0:2`)).statusCode).toBe(200);
    const third = await get(url, `${net}::abcd`);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The next /64 is another client.
    expect((await get(url, `${net.slice(0, -1)}9::1`)).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const ip = url.endsWith('per-user') ? '198.51.100.1' : '198.51.100.2';
    expect((await get(url, ip)).statusCode).toBe(200);
    expect((await get(url, `::ffff:${ip}`)).statusCode).toBe(200);
    expect((await get(url, ip)).statusCode).toBe(429);
  });
});
