import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readPage, seedPage } from '../../test/page-helpers';

let t: TestApp;
let owner: UserWithSession;
let fan: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db);
  fan = await createUserWithSession(t.db);
  other = await createUserWithSession(t.db);
});
afterAll(() => t?.close());

const toggle = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/favorited/toggle`, headers: who.headers });

async function stored(pageId: number) {
  const [row] = await t.db.select({ count: pages.favoritedCount }).from(pages).where(eq(pages.id, pageId));
  const [rows] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.pageId, pageId));
  const [mine] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(and(eq(favorites.pageId, pageId), eq(favorites.userId, fan.user.id)));
  return { counter: row?.count, rows: rows?.n, fanRows: mine?.n };
}

describe('favourite toggles that race are applied one after the other', () => {
  it.each([50, 51])('%i concurrent toggles by one user leave the state their parity says', async (n) => {
    const page = await seedPage(t.db, owner.user.id);
    const responses = await Promise.all(Array.from({ length: n }, () => toggle(fan, page.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
    const favourited = n % 2 === 1;
    expect(await stored(page.id)).toEqual({
      counter: favourited ? 1 : 0,
      rows: favourited ? 1 : 0,
      fanRows: favourited ? 1 : 0,
    });
    expect((await readPage(t.app, fan, page.id)).is_favorited).toBe(favourited);
  });

  it('toggles by two users on one page interleave and the counter equals the rows', async () => {
    const page = await seedPage(t.db, owner.user.id);
    await Promise.all([
      ...Array.from({ length: 21 }, () => toggle(fan, page.id)),
      ...Array.from({ length: 20 }, () => toggle(other, page.id)),
    ]);
    expect(await stored(page.id)).toEqual({ counter: 1, rows: 1, fanRows: 1 });
  });
});
