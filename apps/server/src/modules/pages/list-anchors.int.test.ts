import { type PageSort, pageSorts, pagesPage } from '@colorbook/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAnchors } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { ANCHOR_EVERY, ANCHORED_FROM, refreshAnchorsIfStale } from './list-anchors.repo';
import { refreshTrendingIfStale } from './trending.repo';

const PAGES = 24_000;
/** Offset 12 480: past ANCHORED_FROM, between two anchors. */
const DEEP = 521;

let t: TestApp;
let viewer: UserWithSession;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createUserWithSession(t.db);
  // Counters with many ties, every 97th page blocked, a week of favourites for trending.
  await t.db.execute(sql`insert into pages (user_id, prompt, title, source, illustration, preview,
      favorited_count, colored_count, created_at, blocked)
    select ${viewer.user.id}, 'anchor test ' || g, 'Page ' || g, 'offline', '/i.png', '/p.webp',
      (g::bigint * 7919) % 50, (g::bigint * 104729) % 40, now() - (g || ' seconds')::interval, g % 97 = 0
    from generate_series(1, ${PAGES}) g`);
  await t.db.execute(sql`insert into favorites (user_id, page_id, created_at)
    select ${viewer.user.id}, id, now() - interval '1 day' from pages where id % 13 = 0`);
  await refreshTrendingIfStale(t.db, new Date(), true);
}, 120_000);
afterAll(() => t?.close());

const deepPage = async (sort: PageSort, page = DEEP) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pages/paginate?sort=${sort}&page=${page}`,
    headers: viewer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return pagesPage.parse(res.json()).data.map((page) => page.id);
};
const anchorCount = async () => (await t.db.select({ n: count() }).from(listAnchors))[0]?.n ?? 0;

describe('deep list pages', () => {
  it('store anchors on the first deep read, then start from them with the same result', async () => {
    expect((DEEP - 1) * 24).toBeGreaterThan(ANCHORED_FROM);
    const exact = new Map<PageSort, number[]>();
    for (const sort of pageSorts) exact.set(sort, await deepPage(sort));
    // The first deep read asked for anchors in the background: every list has them now.
    await expect.poll(anchorCount, { timeout: 20_000 }).toBeGreaterThan(0);
    const perList = Math.floor((PAGES - PAGES / 97) / ANCHOR_EVERY);
    expect(await anchorCount()).toBeGreaterThanOrEqual(perList * 5);

    for (const sort of pageSorts) {
      const ids = exact.get(sort) ?? [];
      expect(ids, sort).toHaveLength(24);
      expect(await deepPage(sort), sort).toEqual(ids);
    }
  });

  it('are exact as of the last store: newer pages move them only once the anchors are stored anew', async () => {
    const before = await deepPage('latest');
    await t.db.execute(sql`insert into pages (user_id, prompt, title, source, illustration, preview, created_at)
      select ${viewer.user.id}, 'newer ' || g, 'Newer', 'offline', '/i.png', '/p.webp', now()
      from generate_series(1, 5) g`);
    expect(await deepPage('latest')).toEqual(before);
    expect(await refreshAnchorsIfStale(t.db, new Date())).toBe(true);
    const after = await deepPage('latest');
    // Five newer pages in front: the list moved five places on, so this page now starts
    // with the five pages before the old one.
    expect(after.slice(5)).toEqual(before.slice(0, 19));
  });

  it('leave out a page blocked since the anchors were stored', async () => {
    const before = await deepPage('oldest');
    const blocked = before[3] as number;
    await t.db.execute(sql`update pages set blocked = true where id = ${blocked}`);
    const after = await deepPage('oldest');
    expect(after).not.toContain(blocked);
    expect(after).toHaveLength(24);
  });

  it('are stored by one process at a time', async () => {
    const staleBefore = new Date();
    const stored = await Promise.all([
      refreshAnchorsIfStale(t.db, staleBefore),
      refreshAnchorsIfStale(t.db, staleBefore),
    ]);
    expect(stored.sort()).toEqual([false, true]);
    expect(await refreshAnchorsIfStale(t.db, new Date(Date.now() - 60_000))).toBe(false);
  });

  it('start trending just past a long ranking from its first anchor', async () => {
    // Four pages in five active this week: the ranked part is ~19 000 long, so page 841
    // (offset 20 160) is only ~1 000 places into the rest.
    await t.db.execute(sql`insert into favorites (user_id, page_id, created_at)
      select ${viewer.user.id}, id, now() - interval '2 days' from pages where id % 5 <> 0
      on conflict do nothing`);
    // A favourite through the app: its ranking is read anew, as after any write of its own.
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: '/api/pages/5/favorited/toggle',
      headers: viewer.headers,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    await t.db.delete(listAnchors);
    const exact = await deepPage('trending', 841);
    expect(exact).toHaveLength(24);
    expect(await refreshAnchorsIfStale(t.db, new Date())).toBe(true);
    expect(await deepPage('trending', 841)).toEqual(exact);
  });
});
