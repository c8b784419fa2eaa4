import { PARENT_GATE_REQUIRED } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '../../lib/route-guards';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { addChildSession } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { type CataloguedRoute, catalogueRoutes, concretePath } from '../../test/route-catalogue';

/**
 * Adult-only is declared on the route (issue 35, docs/decisions/0040): every route that does not
 * say `children` in its config answers a child session 403 before it runs, a route added later
 * included. The list of open routes below is the whole of what a child can reach.
 */
let t: TestApp;
let routes: CataloguedRoute[];
let parent: UserWithSession;
let child: UserWithSession;
let childWithUploads: UserWithSession;

const OPEN_TO_CHILDREN = [
  'DELETE /api/together/:code/participants/:participantId',
  'GET /api/app/status',
  'GET /api/coloreds/:id/replay',
  'GET /api/coloreds/paginate',
  'GET /api/credits/read',
  'GET /api/health',
  'GET /api/pages/:id/color-key',
  'GET /api/pages/:id/read',
  'GET /api/pages/:id/regions',
  'GET /api/pages/jobs/:id',
  'GET /api/pages/of-the-day',
  'GET /api/pages/paginate',
  'GET /api/pages/prompt/generate',
  'GET /api/profiles',
  'GET /api/profiles/gate',
  'GET /api/settings/list',
  'GET /api/together/:code',
  'GET /api/together/:code/events',
  'GET /api/together/family',
  'GET /api/together/ws',
  'GET /api/users/admin/status',
  'GET /api/users/read',
  'PATCH /api/coloreds/upsert',
  'PATCH /api/pages/:id/blocked/toggle',
  'PATCH /api/pages/:id/favorited/toggle',
  'POST /api/coloreds/replay',
  'POST /api/pages/create',
  'POST /api/profiles/gate/code',
  'POST /api/profiles/gate/code/verify',
  'POST /api/profiles/gate/verify',
  'POST /api/storage/upload',
  'POST /api/together',
  'POST /api/together/:code/end',
  'POST /api/together/:code/messages',
  'POST /api/together/:code/replay',
  'POST /api/users/sign-out',
];
const WITH_UPLOADS = ['POST /api/pages/upload', 'POST /api/pages/upload/preview'];

beforeAll(async () => {
  t = await createTestApp();
  routes = catalogueRoutes(t.app);
  // A route added later that says nothing about children: adult-only by default.
  t.app.get('/api/test/added-later', { onRequest: requireUser }, async () => ({ ok: true }));
  await t.app.ready();
  parent = await createUserWithSession(t.db);
  child = await addChildSession(t, parent, 'Mia');
  childWithUploads = await addChildSession(t, parent, 'Mia', { allowUploads: true });
});
afterAll(() => t?.close());

const name = (route: Pick<CataloguedRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
const call = (route: CataloguedRoute, who: UserWithSession, i: number) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concretePath(route.url),
    headers: who.headers,
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    remoteAddress: `10.35.${Math.floor(i / 250)}.${i % 250}`,
  });

describe('routes a child session may call', () => {
  it('are exactly the ones that say so on the route; the rest answer 403 before they run', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const open = routes.filter((route) => route.children === 'open').map(name);
    expect(open.sort()).toEqual(OPEN_TO_CHILDREN);
    expect(
      routes
        .filter((route) => route.children === 'uploads')
        .map(name)
        .sort(),
    ).toEqual(WITH_UPLOADS);

    const wrong: string[] = [];
    const closed = routes.filter((route) => route.children !== 'open');
    expect(closed.length).toBeGreaterThan(40);
    for (const [i, route] of closed.entries()) {
      const res = await call(route, child, i);
      const body = res.json();
      if (res.statusCode !== 403 || body.code !== 'FORBIDDEN' || body.message !== PARENT_GATE_REQUIRED)
        wrong.push(`${name(route)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a route added later is adult-only unless it says otherwise', async () => {
    const later = { method: 'GET', url: '/api/test/added-later' } as CataloguedRoute;
    expect((await call(later, parent, 1)).statusCode).toBe(200);
    const res = await call(later, child, 2);
    expect([res.statusCode, res.json().message]).toEqual([403, PARENT_GATE_REQUIRED]);
  });

  it('uploads are open only to a child the parent allowed them', async () => {
    for (const [i, url] of ['/api/pages/upload', '/api/pages/upload/preview'].entries()) {
      const refused = await t.app.inject({ method: 'POST', url, headers: child.headers, payload: {} });
      expect([refused.statusCode, refused.json().message]).toEqual([403, PARENT_GATE_REQUIRED]);
      // Past the gate: the route itself runs and validates the (empty) body.
      const allowed = await t.app.inject({
        method: 'POST',
        url,
        headers: childWithUploads.headers,
        payload: {},
        remoteAddress: `10.36.0.${i}`,
      });
      expect(allowed.statusCode).toBe(400);
    }
  });
});
