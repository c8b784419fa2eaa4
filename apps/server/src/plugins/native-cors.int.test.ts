import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

describe('CORS for the native shells', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['capacitor://localhost', 'https://localhost'])(
    'lets the shell at %s call the API',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/coloreds/upsert',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );

      const read = await t.app.inject({ method: 'GET', url: '/api/settings/list', headers: { origin } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe(origin);
      expect(read.headers.vary).toContain('Origin');
    },
  );

  it('allows no other origin', async () => {
    for (const origin of ['https://evil.example', 'http://localhost', 'capacitor://evil']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/settings/list',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode, origin).toBe(403);
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      const read = await t.app.inject({ method: 'GET', url: '/api/settings/list', headers: { origin } });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('sends no CORS headers outside the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'capacitor://localhost' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets uploaded files be embedded by the shells', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/none/2026/01/missing.png' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await t.app.inject({ method: 'GET', url: '/api/settings/list' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
