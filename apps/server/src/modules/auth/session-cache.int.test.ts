import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { SESSION_CACHE_MS } from './session-cache';

// The app as server.ts builds it on the embedded database: resolved sessions kept a moment.
let t: TestApp;
let admin: UserWithSession;
beforeAll(async () => {
  t = await createTestApp({ singleProcess: true });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

const readMe = (who: UserWithSession) =>
  t.app.inject({ method: 'GET', url: '/api/users/read', headers: who.headers });

describe('the embedded database session cache', () => {
  it('lets a signed-out token go at once', async () => {
    const user = await createUserWithSession(t.db);
    expect((await readMe(user)).statusCode).toBe(200);
    expect((await readMe(user)).statusCode).toBe(200); // from the cache
    const out = await t.app.inject({ method: 'POST', url: '/api/users/sign-out', headers: user.headers });
    expect(out.statusCode).toBe(200);
    expect((await readMe(user)).statusCode).toBe(401);
  });

  it('stops a user an admin blocks on the very next request', async () => {
    const user = await createUserWithSession(t.db);
    expect((await readMe(user)).statusCode).toBe(200);
    const block = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.user.id}/blocked/toggle`,
      headers: admin.headers,
    });
    expect(block.statusCode).toBe(200);
    const res = await readMe(user);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_BLOCKED');
  });

  it('shows a changed name on the next read', async () => {
    const user = await createUserWithSession(t.db);
    expect((await readMe(user)).json().name).toBe(user.user.name);
    const update = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: user.headers,
      payload: { name: 'Renamed Rita' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await readMe(user)).json().name).toBe('Renamed Rita');
  });

  it('keeps a resolved token for at most SESSION_CACHE_MS without asking the database', async () => {
    const user = await createUserWithSession(t.db);
    expect((await readMe(user)).statusCode).toBe(200);
    // Behind the app's back (nothing but the app writes in production): the cache answers...
    await t.db.delete(sessions).where(eq(sessions.userId, user.user.id));
    expect((await readMe(user)).statusCode).toBe(200);
    // ...until its moment is over.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 100));
    expect((await readMe(user)).statusCode).toBe(401);
  });
});
