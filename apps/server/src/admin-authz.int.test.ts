import { planList } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, pages, plans, settings, users } from './db/schema';
import { createUserWithSession, type UserWithSession } from './test/auth-helpers';
import { createTestApp, type TestApp } from './test/create-test-app';
import { seedPage } from './test/page-helpers';

/**
 * The authorisation matrix of the admin routes that read the business figures or change what
 * everybody sees (dashboard, status, audit, settings, plans, users, the gallery's marks, line-art checks): a visitor gets 401, a user
 * 403 FORBIDDEN, a blocked user (admin or not) 403 USER_BLOCKED, and none of them changes
 * anything; an admin gets 2xx.
 */
let t: TestApp;
let target: UserWithSession;
let starter: { id: number; title: string };
let page: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  target = await createUserWithSession(t.db, { email: 'target@authz.example' });
  page = await seedPage(t.db, target.user.id);
  const list = planList.parse((await t.app.inject({ method: 'GET', url: '/api/plans/list' })).json());
  const found = list.find((p) => p.name === 'starter');
  if (!found) throw new Error('no starter plan');
  starter = found;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH';
const routes = (): [Method, string, object | undefined][] => [
  ['GET', '/api/analytics/counters', undefined],
  ['GET', '/api/analytics/charts', undefined],
  ['GET', '/api/analytics/business', undefined],
  ['GET', '/api/app/status', undefined],
  ['GET', '/api/admin/audit/list', undefined],
  ['PATCH', '/api/settings/app_name/update', { value: 'Matrix Club' }],
  [
    'POST',
    `/api/plans/${starter.id}/update`,
    {
      title: 'Matrix plan',
      description: 'Set by the matrix',
      price: 5,
      publicPageLimit: 1,
      pageCreationLimit: 1,
    },
  ],
  ['PATCH', `/api/users/${target.user.id}/admin/toggle`, undefined],
  ['POST', '/api/users/create', { name: 'Matrix Person', email: 'matrix@authz.example' }],
  // The gallery's facets and kid-safe mark change what every family's children see.
  ['PATCH', `/api/pages/${page.id}/gallery`, { kid_safe: true, theme: 'space' }],
  ['GET', `/api/admin/pages/${page.id}/line-art-check`, undefined],
];

const call = (method: Method, url: string, body: object | undefined, headers: Record<string, string>) =>
  t.app.inject({ method, url, payload: body, headers });

/** Everything the admin calls would change, so a refused call can be shown to change none of it. */
async function state() {
  const [appName] = await t.db.select().from(settings).where(eq(settings.name, 'app_name'));
  const [plan] = await t.db.select().from(plans).where(eq(plans.id, starter.id));
  const [targetRow] = await t.db.select().from(users).where(eq(users.id, target.user.id));
  const created = await t.db.select().from(users).where(eq(users.email, 'matrix@authz.example'));
  const audit = await t.db.select().from(adminAudit);
  const [pageRow] = await t.db.select().from(pages).where(eq(pages.id, page.id));
  return {
    kidSafe: pageRow?.kidSafe,
    theme: pageRow?.theme,
    appName: appName?.value,
    planTitle: plan?.title,
    targetAdmin: targetRow?.admin,
    created: created.length,
    audit: audit.length,
  };
}

describe('admin routes: the authorisation matrix', () => {
  it('answer 401 to a visitor, with no token or a bad one', async () => {
    const before = await state();
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }] as Record<string, string>[]) {
      for (const [method, url, body] of routes()) {
        const res = await call(method, url, body, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('UNAUTHENTICATED');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('answer 403 FORBIDDEN to a signed-in user', async () => {
    const member = await createUserWithSession(t.db);
    const before = await state();
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, body, member.headers);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Only admins can do this.' });
    }
    expect(await state()).toEqual(before);
  });

  it('answer 403 USER_BLOCKED to a blocked user and to a blocked admin', async () => {
    const blockedUser = await createUserWithSession(t.db, { blocked: true });
    const blockedAdmin = await createUserWithSession(t.db, { admin: true, blocked: true });
    const before = await state();
    for (const who of [blockedUser, blockedAdmin]) {
      for (const [method, url, body] of routes()) {
        const res = await call(method, url, body, who.headers);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('USER_BLOCKED');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('answer 2xx to an admin', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    const before = await state();
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, body, admin.headers);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
    expect(await state()).toEqual({
      appName: 'Matrix Club',
      planTitle: 'Matrix plan',
      targetAdmin: true,
      created: 1,
      kidSafe: true,
      theme: 'space',
      audit: before.audit + 5,
    });
  });
});
