import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

/**
 * Searches and deep pages of the page lists cost a scan each: they count toward a per-user,
 * per-minute limit (LIST_RATE_LIMIT_PER_MINUTE), so a script of short searches at deep
 * offsets cannot keep the database busy. The everyday first pages are never counted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIST_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => t?.close());

const list = (who: UserWithSession, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/pages/paginate?${query}`, headers: who.headers });

describe('GET /api/pages/paginate rate limit', () => {
  it('answers 429 with {message, code} once a user has made the searches and deep reads allowed', async () => {
    const user = await createUserWithSession(t.db);
    for (const query of ['search=a', 'search=a&page=4000', 'page=11'])
      expect([query, (await list(user, query)).statusCode]).toEqual([query, 200]);
    for (const query of ['search=b&page=9000', 'page=50&sort=popularity']) {
      const limited = await list(user, query);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
      });
    }
  });

  it('never counts the first pages of an unsearched list', async () => {
    const user = await createUserWithSession(t.db);
    for (let round = 0; round < 2; round++) {
      for (const query of ['', 'page=1', 'page=10&sort=oldest', 'scope=owned&page=2', 'search=%20%20'])
        expect([query, (await list(user, query)).statusCode]).toEqual([query, 200]);
    }
    expect((await list(user, 'search=cat')).statusCode).toBe(200);
  });

  it('counts a signed-out visitor of the public gallery by client (an IPv6 /64 as one)', async () => {
    const visitor = (query: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/pages/paginate?scope=public&${query}`, remoteAddress });
    for (let i = 0; i < 3; i++)
      expect((await visitor(`search=v${i}`, `2001:db8:5:5::${i + 1}`)).statusCode).toBe(200);
    expect((await visitor('search=w', '2001:db8:5:5::9')).statusCode).toBe(429);
    expect((await visitor('search=w', '2001:db8:5:6::1')).statusCode).toBe(200);
    // The first pages stay uncounted for visitors too.
    expect((await visitor('page=2', '2001:db8:5:5::9')).statusCode).toBe(200);
  });

  it('counts per user: one user at the limit does not stop another', async () => {
    const busy = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    for (let i = 0; i < 3; i++) expect((await list(busy, `search=x${i}`)).statusCode).toBe(200);
    expect((await list(busy, 'search=y')).statusCode).toBe(429);
    expect((await list(other, 'search=y')).statusCode).toBe(200);
  });

  it('asks for sign-in for a scope other than public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/paginate?scope=favorited&search=a' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/coloreds/paginate rate limit', () => {
  it('counts searched and deep reads of the colourings list too, never its first pages', async () => {
    const user = await createUserWithSession(t.db);
    const coloreds = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/coloreds/paginate?${query}`, headers: user.headers });
    for (const query of ['', 'page=2', 'page=10'])
      expect([query, (await coloreds(query)).statusCode]).toEqual([query, 200]);
    for (const query of ['search=a', 'search=b&page=400', 'page=11'])
      expect([query, (await coloreds(query)).statusCode]).toEqual([query, 200]);
    const limited = await coloreds('search=c');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
