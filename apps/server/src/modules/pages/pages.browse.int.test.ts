import { type Page, pagesPage } from '@colorbook/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings, favorites, pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readPage, seedPage } from '../../test/page-helpers';

let t: TestApp;
let owner: UserWithSession;
let fan: UserWithSession;
let admin: UserWithSession;

beforeAll(async () => {
  // Tests below add favourites straight to the database, behind the app's back.
  t = await createTestApp({ env: { TRENDING_REFRESH_SECONDS: '0' } });
  owner = await createUserWithSession(t.db, { name: 'Olive Owner' });
  fan = await createUserWithSession(t.db, { name: 'Finn Fan' });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

const list = async (who: UserWithSession, query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/pages/paginate?${qs}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return pagesPage.parse(res.json());
};
const toggleFavorite = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/favorited/toggle`, headers: who.headers });
const toggleBlocked = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/blocked/toggle`, headers: who.headers });
const ids = (data: Page[]) => data.map((p) => p.id);

describe('listing pages', () => {
  it('pages 24 at a time, newest first, with last_page one ahead while more follow', async () => {
    const lister = await createUserWithSession(t.db);
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(await seedPage(t.db, lister.user.id, { prompt: `paging test ${i}` }));
    const first = await list(lister, { scope: 'owned' });
    expect(first.data).toHaveLength(24);
    expect(first).toMatchObject({ current_page: 1, last_page: 2 });
    expect(first.data[0]?.id).toBe(made[29]?.id);
    const second = await list(lister, { scope: 'owned', page: 2 });
    expect(second.data).toHaveLength(6);
    expect(new Set([...ids(first.data), ...ids(second.data)]).size).toBe(30);
    const oldest = await list(lister, { scope: 'owned', sort: 'oldest' });
    expect(oldest.data[0]?.id).toBe(made[0]?.id);
    const beyond = await list(lister, { scope: 'owned', page: 9 });
    expect(beyond).toMatchObject({ data: [], current_page: 9, last_page: 9 });
  });

  it('answers an empty scope with one empty page', async () => {
    const nobody = await createUserWithSession(t.db);
    expect(await list(nobody, { scope: 'favorited' })).toEqual({ data: [], current_page: 1, last_page: 1 });
  });

  it('searches prompt and title, case-insensitively, treating % and _ literally', async () => {
    const a = await seedPage(t.db, owner.user.id, {
      prompt: 'A Giraffe eating leaves',
      title: 'Tall friend',
    });
    const b = await seedPage(t.db, owner.user.id, { prompt: 'a robot', title: 'Giraffe-bot 100%' });
    await seedPage(t.db, owner.user.id, { prompt: 'an owl at night' });
    expect(ids((await list(fan, { search: 'giraffe' })).data).sort()).toEqual([a.id, b.id].sort());
    expect(ids((await list(fan, { search: '100%' })).data)).toEqual([b.id]);
    expect((await list(fan, { search: '%' })).data.map((p) => p.title)).toEqual(['Giraffe-bot 100%']);
    expect((await list(fan, { search: 'zzz-nothing' })).data).toEqual([]);
  });

  it('sorts by favourites, colourings, popularity and trending', async () => {
    const sorter = await createUserWithSession(t.db);
    const tag = `sorttest${Date.now()}`;
    const p1 = await seedPage(t.db, sorter.user.id, {
      prompt: `${tag} one`,
      favoritedCount: 5,
      coloredCount: 0,
    });
    const p2 = await seedPage(t.db, sorter.user.id, {
      prompt: `${tag} two`,
      favoritedCount: 1,
      coloredCount: 9,
    });
    const p3 = await seedPage(t.db, sorter.user.id, {
      prompt: `${tag} three`,
      favoritedCount: 3,
      coloredCount: 4,
    });
    const order = async (sort: string) => ids((await list(fan, { search: tag, sort })).data);
    expect(await order('mostFavorited')).toEqual([p1.id, p3.id, p2.id]);
    expect(await order('mostColored')).toEqual([p2.id, p3.id, p1.id]);
    expect(await order('popularity')).toEqual([p2.id, p3.id, p1.id]);
    // Trending counts only the last week's favourites and colourings.
    await t.db.insert(favorites).values({ userId: fan.user.id, pageId: p1.id });
    await t.db.insert(favorites).values({ userId: owner.user.id, pageId: p1.id });
    await t.db.insert(colorings).values({ userId: fan.user.id, pageId: p3.id, photo: 'x', preview: 'y' });
    await t.db.insert(favorites).values({
      userId: admin.user.id,
      pageId: p2.id,
      createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000),
    });
    expect(await order('trending')).toEqual([p1.id, p3.id, p2.id]);
    const trending = (await list(fan, { search: tag, sort: 'trending' })).data;
    expect(trending.map((p) => p.trending)).toEqual([true, true, false]);
  });

  it('lists every public page exactly once in trending order, active pages first', async () => {
    const walk = async (sort: string) => {
      const seen: Page[] = [];
      for (let page = 1; ; page++) {
        const result = await list(fan, { sort, page });
        seen.push(...result.data);
        if (result.current_page === result.last_page) return seen;
      }
    };
    // Enough pages for several pages of results, whatever the other tests added.
    for (let i = 0; i < 30; i++) await seedPage(t.db, owner.user.id, { prompt: `trending walk ${i}` });
    const active = await seedPage(t.db, owner.user.id, { prompt: 'trending walk active' });
    await toggleFavorite(fan, active.id);
    const trending = await walk('trending');
    const latest = await walk('latest');
    expect(new Set(ids(trending)).size).toBe(trending.length);
    expect(ids(trending).sort()).toEqual(ids(latest).sort());
    const firstQuiet = trending.findIndex((p) => p.favorited_count + p.colored_count === 0);
    expect(ids(trending).indexOf(active.id)).toBeLessThan(firstQuiet);
    // After the active pages, the rest follow newest first.
    const quiet = trending.slice(firstQuiet).map((p) => p.created_at);
    expect(quiet).toEqual([...quiet].sort().reverse());
  });

  it('refuses an unknown sort or scope with a message naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pages/paginate?sort=random',
      headers: fan.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain('sort');
  });

  it('needs a signed-in user for a scope other than public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/paginate?scope=owned' });
    expect(res.statusCode).toBe(401);
  });
});

describe('favourites', () => {
  it('toggles per user, moving favorited_count by exactly one, and lists favourites', async () => {
    const page = await seedPage(t.db, owner.user.id, { prompt: 'favourite me' });
    expect((await toggleFavorite(fan, page.id)).json()).toEqual({ toggled: true });
    let seen = await readPage(t.app, fan, page.id);
    expect(seen).toMatchObject({ favorited_count: 1, is_favorited: true, is_owner: false });
    expect((await readPage(t.app, owner, page.id)).is_favorited).toBe(false);
    expect(ids((await list(fan, { scope: 'favorited' })).data)).toContain(page.id);
    await toggleFavorite(fan, page.id);
    seen = await readPage(t.app, fan, page.id);
    expect(seen).toMatchObject({ favorited_count: 0, is_favorited: false });
    expect(ids((await list(fan, { scope: 'favorited' })).data)).not.toContain(page.id);
  });

  it('keeps the count equal to the favourites under parallel toggles', async () => {
    const page = await seedPage(t.db, owner.user.id, { prompt: 'popular under load' });
    const crowd = await Promise.all(Array.from({ length: 12 }, () => createUserWithSession(t.db)));
    // Every user toggles once, and the first four toggle a second time at the same moment.
    const calls = [...crowd, ...crowd.slice(0, 4)].map((who) => toggleFavorite(who, page.id));
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [rows] = await t.db.select({ n: count() }).from(favorites).where(eq(favorites.pageId, page.id));
    const [row] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row?.favoritedCount).toBe(rows?.n);
    expect(rows?.n).toBe(8);
  });

  it('is not for admins, and not for blocked or unknown pages', async () => {
    const page = await seedPage(t.db, owner.user.id);
    const asAdmin = await toggleFavorite(admin, page.id);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ code: 'FORBIDDEN', message: 'Admins cannot favourite pages.' });
    expect((await toggleFavorite(fan, 987_654)).statusCode).toBe(404);
    const hidden = await seedPage(t.db, owner.user.id, { blocked: true });
    expect((await toggleFavorite(fan, hidden.id)).statusCode).toBe(404);
  });
});

describe('deleting and blocking', () => {
  it('lets an owner delete their page: it leaves every list and cannot be read', async () => {
    const page = await seedPage(t.db, owner.user.id, { prompt: 'short-lived page' });
    await toggleFavorite(fan, page.id);
    const third = await toggleBlocked(fan, page.id);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('You can only delete your own pages.');
    expect((await toggleBlocked(owner, page.id)).json()).toEqual({ toggled: true });
    for (const scope of ['public', 'owned', 'favorited']) {
      const who = scope === 'owned' ? owner : fan;
      expect(ids((await list(who, { scope, search: 'short-lived' })).data)).toEqual([]);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/pages/${page.id}/read`,
      headers: owner.headers,
    });
    expect(read.statusCode).toBe(404);
    // Deleting twice is not an undo: only an admin brings a page back.
    expect((await toggleBlocked(owner, page.id)).statusCode).toBe(404);
  });

  it('lets an admin block and unblock any page, and shows admins blocked pages and owner details', async () => {
    const page = await seedPage(t.db, owner.user.id, { prompt: 'moderated page' });
    expect((await toggleBlocked(admin, page.id)).statusCode).toBe(200);
    expect(ids((await list(fan, { search: 'moderated page' })).data)).toEqual([]);
    const adminView = (await list(admin, { search: 'moderated page' })).data[0];
    expect(adminView).toMatchObject({ id: page.id, blocked: true });
    expect(adminView?.user.email).toBe(owner.user.email);
    await toggleBlocked(admin, page.id);
    const back = (await list(fan, { search: 'moderated page' })).data[0];
    expect(back?.id).toBe(page.id);
    // Other users see the owner's name and photo only.
    expect(back?.user).toEqual({ name: 'Olive Owner', photo: null });
    expect(JSON.stringify(back)).not.toContain(owner.user.email);
  });

  it('keeps blocked pages out of the colored scope too', async () => {
    const page = await seedPage(t.db, owner.user.id, { prompt: 'coloured then blocked' });
    await t.db.insert(colorings).values({ userId: fan.user.id, pageId: page.id, photo: 'p', preview: 'q' });
    expect(ids((await list(fan, { scope: 'colored', search: 'coloured then' })).data)).toEqual([page.id]);
    const seen = (await list(fan, { scope: 'colored', search: 'coloured then' })).data[0];
    expect(seen).toMatchObject({ is_colored: true, colored: { photo: 'p', preview: 'q' } });
    await t.db.update(pages).set({ blocked: sql`true` }).where(eq(pages.id, page.id));
    expect((await list(fan, { scope: 'colored', search: 'coloured then' })).data).toEqual([]);
  });
});

describe('the public gallery signed out (docs/decisions/0037)', () => {
  const visitor = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/pages/paginate?${query}`,
      headers,
      remoteAddress: '198.51.100.37',
    });

  it('lists the public pages as every user sees them, with nobody’s private fields', async () => {
    const shown = await seedPage(t.db, owner.user.id, { title: 'Visitor lighthouse' });
    const hidden = await seedPage(t.db, owner.user.id, { title: 'Visitor blocked', blocked: true });
    await t.db.insert(favorites).values({ userId: fan.user.id, pageId: shown.id });
    const res = await visitor('scope=public');
    expect(res.statusCode, res.body).toBe(200);
    const listed = pagesPage.parse(res.json()).data;
    const card = listed.find((p) => p.id === shown.id);
    expect(card).toMatchObject({
      title: 'Visitor lighthouse',
      user: { name: 'Olive Owner' },
      is_owner: false,
      is_favorited: false,
      colored: null,
    });
    expect(card?.user).not.toHaveProperty('email');
    expect(ids(listed)).not.toContain(hidden.id);
    // The same cards a signed-in user gets, in the same order.
    expect(ids(listed)).toEqual(ids((await list(fan, { scope: 'public' })).data));
  });

  it('still needs a sign-in for every other scope', async () => {
    for (const scope of ['owned', 'favorited', 'colored']) {
      expect([scope, (await visitor(`scope=${scope}`)).statusCode]).toEqual([scope, 401]);
    }
  });
});
