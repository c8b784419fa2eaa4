import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from './test/auth-helpers';
import { createTestApp, type TestApp } from './test/create-test-app';
import { type CataloguedRoute, catalogueRoutes, concretePath } from './test/route-catalogue';

/**
 * Ids in paths are int4 keys: one past 2^31−1 must be turned away by the contract (400) or
 * found missing (404), never reach the database as an out-of-range integer (500).
 */
let t: TestApp;
let routes: CataloguedRoute[];
let user: UserWithSession;
let admin: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  routes = catalogueRoutes(t.app);
  await t.app.ready();
  user = await createUserWithSession(t.db);
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

const hugeIds = ['2147483648', '3000000000', '99999999999', '9007199254740991'];

describe('huge path ids', () => {
  it('GET /api/pages/3000000000/read and PATCH …/favorited/toggle answer 400, not 500', async () => {
    const read = await t.app.inject({ url: '/api/pages/3000000000/read', headers: user.headers });
    expect([read.statusCode, read.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    const toggle = await t.app.inject({
      method: 'PATCH',
      url: '/api/pages/99999999999/favorited/toggle',
      headers: user.headers,
    });
    expect([toggle.statusCode, toggle.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('every route with an :id answers 400 or 404 to ids above 2^31−1, as an admin', async () => {
    const withId = routes.filter((route) => route.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(8);
    const wrong: string[] = [];
    for (const [i, route] of withId.entries())
      for (const id of hugeIds) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concretePath(route.url, id),
          headers: admin.headers,
          payload: route.method === 'GET' ? undefined : {},
          remoteAddress: `10.77.${i}.${id.length}`,
        });
        const { code } = response.json();
        const expected = response.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
        if (![400, 404].includes(response.statusCode) || code !== expected)
          wrong.push(`${route.method} ${route.url} ${id} → ${response.statusCode} ${code}`);
      }
    expect(wrong).toEqual([]);
  });
});
