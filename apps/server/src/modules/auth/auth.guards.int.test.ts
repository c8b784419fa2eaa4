import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { authenticatedUser, requireAdmin, requireUser } from '../../lib/route-guards';
import { sha256 } from '../../lib/secrets';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { revokeAllSessions, SESSION_TTL_MS } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const routes: FastifyPluginAsync = async (app) => {
    app.get('/api/test/me', { onRequest: requireUser }, (request) => ({ id: authenticatedUser(request).id }));
    app.get('/api/test/admin', { preHandler: requireAdmin }, () => ({ ok: true }));
    app.get('/api/test/public', (request) => ({ user: request.user?.id ?? null }));
  };
  t.app.register(routes);
});
afterAll(() => t?.close());

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('auth guards', () => {
  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    for (const auth of [undefined, 'Bearer nope', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await get('/api/test/me', auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    }
  });

  it('lets a signed-in user through and resolves request.user on public routes', async () => {
    const { user, headers } = await createUserWithSession(t.db);
    expect((await get('/api/test/me', headers.authorization)).json()).toEqual({ id: user.id });
    expect((await get('/api/test/public', headers.authorization)).json()).toEqual({ user: user.id });
    expect((await get('/api/test/public', 'Bearer junk')).json()).toEqual({ user: null });
  });

  it('answers 403 FORBIDDEN to a non-admin on an admin route and lets an admin through', async () => {
    const user = await createUserWithSession(t.db);
    const res = await get('/api/test/admin', user.headers.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const admin = await createUserWithSession(t.db, { admin: true });
    expect((await get('/api/test/admin', admin.headers.authorization)).statusCode).toBe(200);
  });

  it('answers 403 USER_BLOCKED to a blocked user, also after their sessions are revoked', async () => {
    const blocked = await createUserWithSession(t.db, { blocked: true });
    for (const url of ['/api/test/me', '/api/test/admin']) {
      const res = await get(url, blocked.headers.authorization);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'USER_BLOCKED',
        message: 'Your account has been blocked. Contact support if you think this is a mistake.',
      });
    }
    await revokeAllSessions(t.db, blocked.user.id);
    expect((await get('/api/test/me', blocked.headers.authorization)).json().code).toBe('USER_BLOCKED');
  });

  it('refuses a revoked session of a user who is no longer blocked (revocation is final)', async () => {
    const u = await createUserWithSession(t.db);
    await revokeAllSessions(t.db, u.user.id);
    expect((await get('/api/test/me', u.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses an expired session and slides the expiry of a used one (at most hourly)', async () => {
    const u = await createUserWithSession(t.db);
    const hash = sha256(u.token);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '1 day'` })
      .where(eq(sessions.tokenHash, hash));
    expect((await get('/api/test/me', u.headers.authorization)).statusCode).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    const remaining = (after?.expiresAt.getTime() ?? 0) - Date.now();
    expect(remaining).toBeGreaterThan(SESSION_TTL_MS - 60_000);

    // Used again within the hour: no write, so the expiry stays exactly where it is.
    expect((await get('/api/test/me', u.headers.authorization)).statusCode).toBe(200);
    const [again] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(again?.expiresAt.getTime()).toBe(after?.expiresAt.getTime());

    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hash));
    expect((await get('/api/test/me', u.headers.authorization)).statusCode).toBe(401);
  });
});
