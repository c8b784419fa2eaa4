import { auditList, type Page, page, pageOfTheDay, pagesPage } from '@colorbook/contract';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { createGalleryService, dayIndex } from './gallery.service';

let t: TestApp;
let owner: UserWithSession;
let viewer: UserWithSession;
let other: UserWithSession;
let admin: UserWithSession;
/** The app's clock: tests move it within a day and across UTC midnight. */
let now = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, env: { TRENDING_REFRESH_SECONDS: '0' } });
  owner = await createUserWithSession(t.db, { name: 'Olive Owner' });
  viewer = await createUserWithSession(t.db, { name: 'Vic Viewer' });
  other = await createUserWithSession(t.db, { name: 'Otto Other' });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

const get = (who: UserWithSession, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const list = async (who: UserWithSession, query: Record<string, string>) => {
  const res = await get(who, `/api/pages/paginate?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return pagesPage.parse(res.json());
};
const ofTheDay = async (who: UserWithSession) => {
  const res = await get(who, '/api/pages/of-the-day');
  expect(res.statusCode, res.body).toBe(200);
  return pageOfTheDay.parse(res.json());
};
const patchGallery = (who: UserWithSession, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/gallery`, headers: who.headers, payload });
const ids = (data: Page[]) => data.map((p) => p.id).sort((a, b) => a - b);

describe('classifying pages', () => {
  it('infers theme, age band and difficulty from the prompt when a page is made', async () => {
    const dino = await seedPage(t.db, owner.user.id, { prompt: 'a friendly t-rex and two triceratops' });
    const mandala = await seedPage(t.db, owner.user.id, { prompt: 'an intricate flower mandala' });
    const chosen = await seedPage(t.db, owner.user.id, { prompt: 'a simple red bus', difficulty: 'hard' });
    expect(dino).toMatchObject({ theme: 'dinosaurs', ageBand: '6-8', difficulty: 'medium' });
    expect(mandala).toMatchObject({ theme: 'patterns', ageBand: '9-12', difficulty: 'hard' });
    // The generation option wins over the prompt's words.
    expect(chosen).toMatchObject({ theme: 'vehicles', difficulty: 'hard' });
  });

  it('backfills pages made before the gallery, keeping a difficulty already chosen', async () => {
    const rocket = await seedPage(t.db, owner.user.id, { prompt: 'an astronaut on the moon' });
    const cake = await seedPage(t.db, owner.user.id, { prompt: 'a birthday cake', difficulty: 'easy' });
    await t.db
      .update(pages)
      .set({ theme: null, ageBand: null })
      .where(inArray(pages.id, [rocket.id, cake.id]));
    const gallery = createGalleryService({
      db: t.db,
      trending: { top: async () => new Set() },
      log: pino({ level: 'silent' }),
    });
    expect(await gallery.backfill()).toBe(2);
    const rows = await t.db
      .select()
      .from(pages)
      .where(inArray(pages.id, [rocket.id, cake.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(rocket.id)).toMatchObject({ theme: 'space', ageBand: '6-8' });
    expect(byId.get(cake.id)).toMatchObject({ theme: 'holidays', ageBand: '3-5', difficulty: 'easy' });
    expect(await gallery.backfill()).toBe(0);
  });
});

describe('gallery filters on GET /pages/paginate', () => {
  let lister: UserWithSession;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    lister = await createUserWithSession(t.db);
    const seed = async (name: string, values: Parameters<typeof seedPage>[2]) => {
      made[name] = (await seedPage(t.db, lister.user.id, { prompt: `filter ${name}`, ...values })).id;
    };
    await seed('catEasy', { theme: 'animals', ageBand: '3-5', difficulty: 'easy' });
    await seed('catHard', { theme: 'animals', ageBand: '9-12', difficulty: 'hard' });
    await seed('carEasy', { theme: 'vehicles', ageBand: '3-5', difficulty: 'easy' });
    await seed('dinoMedium', { theme: 'dinosaurs', ageBand: '6-8', difficulty: 'medium' });
    await seed('catBlocked', { theme: 'animals', ageBand: '3-5', difficulty: 'easy', blocked: true });
  });

  const only = (...names: string[]) => names.map((name) => made[name]).sort((a, b) => (a ?? 0) - (b ?? 0));

  it('returns only matching pages, in every sort, and leaves blocked ones out', async () => {
    for (const sort of ['latest', 'oldest', 'popularity', 'mostFavorited', 'mostColored', 'trending']) {
      const animals = await list(lister, { scope: 'owned', theme: 'animals', sort });
      expect(ids(animals.data), sort).toEqual(only('catEasy', 'catHard'));
    }
    expect(ids((await list(lister, { scope: 'owned', age: '3-5' })).data)).toEqual(
      only('catEasy', 'carEasy'),
    );
    expect(ids((await list(lister, { scope: 'owned', difficulty: 'medium' })).data)).toEqual(
      only('dinoMedium'),
    );
    const all = await list(lister, { scope: 'owned', theme: 'animals', age: '3-5', difficulty: 'easy' });
    expect(ids(all.data)).toEqual(only('catEasy'));
    expect(all.data[0]).toMatchObject({
      theme: 'animals',
      age_band: '3-5',
      difficulty: 'easy',
      kid_safe: false,
    });
    const none = await list(lister, { scope: 'owned', theme: 'animals', difficulty: 'medium' });
    expect(none).toEqual({ data: [], current_page: 1, last_page: 1 });
  });

  it('filters the public list for everyone, with search, and admins see blocked matches', async () => {
    const publicAnimals = await list(viewer, { theme: 'animals', search: 'filter cat' });
    expect(ids(publicAnimals.data)).toEqual(only('catEasy', 'catHard'));
    const trending = await list(viewer, { theme: 'vehicles', sort: 'trending', search: 'filter' });
    expect(ids(trending.data)).toEqual(only('carEasy'));
    // Unsearched, a filtered trending list starts with the week's ranked pages that match.
    const fav = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${made.carEasy}/favorited/toggle`,
      headers: viewer.headers,
    });
    expect(fav.statusCode).toBe(200);
    const vehicles = await list(viewer, { theme: 'vehicles', sort: 'trending' });
    expect(vehicles.data[0]?.id).toBe(made.carEasy);
    expect(vehicles.data.every((p) => p.theme === 'vehicles')).toBe(true);
    expect(vehicles.data.length).toBeGreaterThan(1);
    const asAdmin = await list(admin, { theme: 'animals', age: '3-5', search: 'filter' });
    expect(ids(asAdmin.data)).toEqual(only('catEasy', 'catBlocked'));
  });

  it('answers unknown filter values with a 400', async () => {
    for (const query of ['theme=robots', 'age=13-99', 'difficulty=extreme', 'theme=', 'age=3%E2%80%935']) {
      const res = await get(viewer, `/api/pages/paginate?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('admins correct the gallery facets', () => {
  it('is admin-only: a user gets 403 and nothing changes', async () => {
    const mine = await seedPage(t.db, owner.user.id, { prompt: 'a cat on a sofa' });
    const res = await patchGallery(owner, mine.id, { theme: 'food', kid_safe: true });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(pages).where(eq(pages.id, mine.id));
    expect(row).toMatchObject({ theme: 'animals', kidSafe: false });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${mine.id}/gallery`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes theme, age band, difficulty and kid-safe, and records who did it', async () => {
    const target = await seedPage(t.db, owner.user.id, { prompt: 'a cat on a sofa', title: 'Sofa cat' });
    const res = await patchGallery(admin, target.id, {
      theme: 'people',
      age_band: '9-12',
      difficulty: 'hard',
      kid_safe: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(page.parse(res.json())).toMatchObject({
      id: target.id,
      theme: 'people',
      age_band: '9-12',
      difficulty: 'hard',
      kid_safe: true,
    });
    const partial = await patchGallery(admin, target.id, { kid_safe: false });
    expect(page.parse(partial.json())).toMatchObject({ theme: 'people', kid_safe: false });
    const audit = auditList.parse((await get(admin, '/api/admin/audit/list')).json());
    const entries = audit.filter((entry) => entry.action === 'page.gallery' && entry.target === 'Sofa cat');
    expect(entries.map((entry) => entry.detail)).toEqual([
      `page ${target.id}: kid-safe yes → no`,
      `page ${target.id}: theme animals → people, age 6-8 → 9-12, difficulty medium → hard, kid-safe no → yes`,
    ]);
    expect(entries[0]?.actor.id).toBe(admin.user.id);
  });

  it('validates the body and the page', async () => {
    const target = await seedPage(t.db, owner.user.id);
    for (const payload of [
      {},
      { theme: 'robots' },
      { age_band: '1-2' },
      { kid_safe: 'yes' },
      { blocked: true },
    ]) {
      const res = await patchGallery(admin, target.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patchGallery(admin, 2_000_000_000, { kid_safe: true })).statusCode).toBe(404);
  });
});

describe('the page of the day', () => {
  /** Kid-safe pages in id order, as the choice counts them. */
  const kidSafe: number[] = [];
  const expected = (day: string) => kidSafe[dayIndex(day) % kidSafe.length];
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('is null while no page is kid-safe', async () => {
    now = new Date('2026-02-01T08:00:00Z');
    expect(await ofTheDay(viewer)).toEqual({ day: '2026-02-01', page: null });
  });

  it('is one kid-safe page, the same for everyone all day, and changes at UTC midnight', async () => {
    for (let i = 0; i < 5; i++) {
      const made = await seedPage(t.db, owner.user.id, { prompt: `kid-safe ${i}` });
      expect((await patchGallery(admin, made.id, { kid_safe: true })).statusCode).toBe(200);
      kidSafe.push(made.id);
    }
    // A day whose next day picks another of the five (the choice is the date's hash: fixed).
    let day = '2026-04-01';
    while (expected(day) === expected(nextDay(day))) day = nextDay(day);
    now = new Date(`${day}T00:00:01Z`);
    const morning = await ofTheDay(viewer);
    expect(morning.day).toBe(day);
    expect(morning.page?.id).toBe(expected(day));
    expect(morning.page?.kid_safe).toBe(true);
    expect((await ofTheDay(other)).page?.id).toBe(morning.page?.id);
    // More kid-safe pages during the day do not move the day's choice.
    const late = await seedPage(t.db, owner.user.id, { prompt: 'kid-safe late' });
    await patchGallery(admin, late.id, { kid_safe: true });
    now = new Date(`${day}T23:59:59.999Z`);
    expect((await ofTheDay(other)).page?.id).toBe(morning.page?.id);
    kidSafe.push(late.id);
    now = new Date(`${nextDay(day)}T00:00:00Z`);
    const tomorrow = await ofTheDay(viewer);
    expect(tomorrow.day).toBe(nextDay(day));
    expect(tomorrow.page?.id).toBe(expected(nextDay(day)));
    expect(tomorrow.page?.id).not.toBe(morning.page?.id);
    expect((await ofTheDay(other)).page?.id).toBe(tomorrow.page?.id);
  });

  it('moves to another kid-safe page when the day’s page is blocked or unmarked', async () => {
    now = new Date('2026-05-10T10:00:00Z');
    const first = (await ofTheDay(viewer)).page;
    expect(first).not.toBeNull();
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${first?.id}/blocked/toggle`,
      headers: admin.headers,
    });
    expect(toggled.statusCode).toBe(200);
    const second = (await ofTheDay(viewer)).page;
    expect(second?.id).not.toBe(first?.id);
    expect(second?.kid_safe).toBe(true);
    await patchGallery(admin, second?.id ?? 0, { kid_safe: false });
    const third = (await ofTheDay(other)).page;
    expect(third?.id).not.toBe(second?.id);
    expect([first?.id, second?.id]).not.toContain(third?.id);
  });
});
