import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { type CataloguedRoute, catalogueRoutes, concretePath } from '../test/route-catalogue';

/**
 * API answers are one person's data (their pages, credits, account) or the admin area: no
 * browser cache or proxy may keep them. Only stored files, whose content never changes under
 * one key, keep their long immutable lifetime.
 */
let t: TestApp;
let routes: CataloguedRoute[];
let user: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  routes = catalogueRoutes(t.app);
  await t.app.ready();
  user = await createUserWithSession(t.db);
});
afterAll(() => t?.close());

describe('Cache-Control on /api', () => {
  it('every API route answers no-store, to a visitor and to a signed-in user, errors included', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const [i, route] of routes.entries())
      for (const who of [undefined, user]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concretePath(route.url),
          headers: who?.headers,
          payload: route.method === 'GET' ? undefined : {},
          remoteAddress: `10.66.${i}.${who ? 1 : 2}`,
        });
        if (response.headers['cache-control'] !== 'no-store')
          wrong.push(
            `${route.method} ${route.url} → ${response.statusCode} ${response.headers['cache-control']}`,
          );
      }
    expect(wrong).toEqual([]);
  });

  it('health and unknown API paths answer no-store too', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/files/illustration/missing.png']) {
      const response = await t.app.inject({ url });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('a stored file keeps its immutable lifetime (its key changes when its content does)', async () => {
    const file = path.join(t.config.DATA_DIR, 'files', 'illustration', 'kept.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from('89504e470d0a1a0a', 'hex'));
    const response = await t.app.inject({ url: '/api/files/illustration/kept.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
