import { errorBody } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_BODY_LIMIT } from './app';
import { INTERNAL_MESSAGE } from './errors';
import { createTestApp, type TestApp } from './test/create-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes to reach each branch of the error handler. Registered as a plugin so they
  // load after the app's plugins, whose onRoute hooks (rate limit) must see them.
  const testRoutes: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(1), email: z.email() }) } },
      (request) => ({ hello: request.body.name }),
    );
    app.get('/api/test/boom', () => {
      throw new Error('connection to 10.0.0.5 failed, password=hunter2');
    });
    app.get(
      '/api/test/leaky-response',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      () => ({
        ok: 'not a boolean' as unknown as boolean,
      }),
    );
    app.get('/api/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => ({
      ok: true,
    }));
  };
  t.app.register(testRoutes);
  await t.app.ready();
});

afterAll(() => t?.close());

const expectError = (body: string, code: string) => {
  const parsed = errorBody.parse(JSON.parse(body));
  expect(parsed.code).toBe(code);
  return parsed;
};

describe('error handling', () => {
  it('answers unknown /api paths with a JSON 404 for any method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper?x=1'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expectError(res.body, 'NOT_FOUND');
    }
  });

  it('rejects malformed JSON with 400 VALIDATION_ERROR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana", ',
    });
    expect(res.statusCode).toBe(400);
    expect(expectError(res.body, 'VALIDATION_ERROR').message).toBe('The request body is not valid JSON.');
  });

  it('names the invalid field in a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectError(res.body, 'VALIDATION_ERROR').message).toMatch(/^email: /);
  });

  it('says which field is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'ana@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectError(res.body, 'VALIDATION_ERROR').message).toBe('name is required.');
  });

  it('accepts a valid body (the test route works at all)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana', email: 'ana@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Ana' });
  });

  it('hides internal errors behind a generic 500 without stack or detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_MESSAGE, code: 'INTERNAL' });
    expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|stack|\.ts/);
  });

  it('treats a response that does not match its schema as an internal error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/leaky-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_MESSAGE, code: 'INTERNAL' });
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(JSON_BODY_LIMIT), email: 'ana@example.com' },
    });
    expect(res.statusCode).toBe(413);
    expectError(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ana</name>',
    });
    expect(res.statusCode).toBe(415);
    expectError(res.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 429 RATE_LIMITED once a route limit is used up, counting in the database', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const res = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    // The same wait as before: the plugin's Retry-After of up to 60 s reads "1 minute" or "N seconds".
    expect(expectError(res.body, 'RATE_LIMITED').message).toMatch(
      /^Too many requests\. Please wait (1 minute|([2-9]|[1-5]\d) seconds) and try again\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The wait is part of the translated message, with the number and the language's plural.
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/test/limited',
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    });
    expect(spanish.statusCode).toBe(429);
    const message = expectError(spanish.body, 'RATE_LIMITED').message;
    const wait = /^Demasiadas solicitudes\. Espera (\d+) (minuto|segundos?) y vuelve a intentarlo\.$/.exec(
      message,
    );
    expect(wait, message).not.toBeNull();
    const [count, unit] = [Number(wait?.[1]), wait?.[2]];
    expect(unit === 'minuto' ? count * 60 : count).toBeGreaterThan(0);
    expect(unit === 'minuto' ? count === 1 : (count === 1) === (unit === 'segundo')).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('serves the generated document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/settings/list']));
    expect(doc.paths['/api/health']).toHaveProperty('get');
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the SPA and the usual helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
