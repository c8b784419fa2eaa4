import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { readTrending, refreshTrendingIfStale } from './trending.repo';
import { createTrendingRanking } from './trending-ranking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the cached trending ranking', () => {
  it('serves its copy until it is stale, then the old copy once while it refreshes', async () => {
    const user = await createUserWithSession(t.db);
    const a = await seedPage(t.db, user.user.id);
    const b = await seedPage(t.db, user.user.id);
    await t.db.insert(favorites).values({ userId: user.user.id, pageId: a.id });
    const ranking = createTrendingRanking(t.db, 200);
    expect(await ranking.ranking()).toEqual([a.id]);

    await t.db.insert(favorites).values({ userId: user.user.id, pageId: b.id });
    expect(await ranking.ranking()).toEqual([a.id]); // fresh enough: no query
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await ranking.ranking()).toEqual([a.id]); // stale: served while refreshing
    await expect.poll(() => ranking.ranking()).toEqual([b.id, a.id]);
  });

  it('drops its copy on invalidate, so the next read is current', async () => {
    const user = await createUserWithSession(t.db);
    const ranking = createTrendingRanking(t.db, 60_000);
    const before = await ranking.ranking();
    const page = await seedPage(t.db, user.user.id);
    await t.db.insert(favorites).values({ userId: user.user.id, pageId: page.id });
    expect(await ranking.ranking()).toEqual(before);
    ranking.invalidate();
    expect(await ranking.ranking()).toContain(page.id);
    expect((await ranking.top()).has(page.id)).toBe(true);
  });
});

describe('the stored trending ranking', () => {
  it('is computed by one process at a time and read by all of them', async () => {
    const user = await createUserWithSession(t.db);
    const page = await seedPage(t.db, user.user.id);
    await t.db.insert(favorites).values({ userId: user.user.id, pageId: page.id });
    // Two processes find it stale at once: one computes, the other does not wait for it. The bound
    // is read from the database's clock, which stamps the refresh: two clean CI runs at load ~9
    // saw both refreshes compute ([true, true]), most likely this process's clock ahead of it.
    const read = (await t.db.execute(sql`select clock_timestamp() as now`)) as unknown as {
      rows: { now: Date | string }[];
    };
    const staleBefore = new Date(read.rows[0]?.now ?? Date.now());
    const computed = await Promise.all([
      refreshTrendingIfStale(t.db, staleBefore, false),
      refreshTrendingIfStale(t.db, staleBefore, false),
    ]);
    expect(computed.sort()).toEqual([false, true]);
    expect(await refreshTrendingIfStale(t.db, new Date(Date.now() - 60_000), false)).toBe(false);

    // A second process reads what the first stored, without computing it again.
    const other = createTrendingRanking(t.db, 60_000);
    expect(await other.ranking()).toContain(page.id);
    expect(await readTrending(t.db)).toEqual(await other.ranking());
  });
});
