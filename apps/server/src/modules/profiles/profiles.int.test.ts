import {
  coloredsPage,
  PARENT_GATE_REQUIRED,
  PROFILE_HEADER,
  PROFILE_NOT_FOUND,
  PROFILES_FULL,
  PROFILES_MAX,
  page,
  pagesPage,
  profile,
  profileList,
} from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings, favorites, pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { actingAs, addChild } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { saveColoring } from '../../test/share-helpers';
import { uploadImage } from '../../test/upload-helpers';
import { insertColorKey } from '../pages/color-key.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (who: UserWithSession, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const listIds = async (who: UserWithSession, query: string) => {
  const res = await call(who, 'GET', `/api/pages/paginate?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pagesPage.parse(res.json()).data.map((p) => p.id);
};
const favourite = async (who: UserWithSession, pageId: number) => {
  const res = await call(who, 'PATCH', `/api/pages/${pageId}/favorited/toggle`);
  expect(res.statusCode, res.body).toBe(200);
};
const colourings = async (who: UserWithSession) => {
  const res = await call(who, 'GET', '/api/coloreds/paginate');
  expect(res.statusCode, res.body).toBe(200);
  return coloredsPage.parse(res.json()).data;
};
const refusedForKid = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code: 'FORBIDDEN', message: PARENT_GATE_REQUIRED });
};

describe('child profiles', () => {
  it('keeps two children’s favourites and colourings apart; the adult sees all colourings', async () => {
    const parent = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const [ada, ben] = [await addChild(t, parent, 'Ada'), await addChild(t, parent, ' Ben ')];
    expect(ben.name).toBe('Ben');
    const listed = profileList.parse((await call(parent, 'GET', '/api/profiles')).json());
    expect(listed.data.map((p) => p.name)).toEqual(['Ada', 'Ben']);
    // Kid-safe pages, so the children may open them in kid mode.
    const owl = await seedPage(t.db, stranger.user.id, { prompt: 'an owl', kidSafe: true });
    const boat = await seedPage(t.db, stranger.user.id, { prompt: 'a boat', kidSafe: true });
    const kidA = actingAs(parent, ada.id);
    const kidB = actingAs(parent, ben.id);

    await favourite(kidA, owl.id);
    await favourite(kidB, boat.id);
    await favourite(parent, boat.id);
    expect(await listIds(kidA, 'scope=favorited')).toEqual([owl.id]);
    expect(await listIds(kidB, 'scope=favorited')).toEqual([boat.id]);
    expect(await listIds(parent, 'scope=favorited')).toEqual([boat.id]);
    // The counter counts every favourite, whoever in the family made it.
    const [boatRow] = await t.db.select().from(pages).where(eq(pages.id, boat.id));
    expect(boatRow?.favoritedCount).toBe(2);
    // Unfavouriting is the child's own too.
    await favourite(kidB, boat.id);
    expect(await listIds(kidB, 'scope=favorited')).toEqual([]);
    expect(await listIds(parent, 'scope=favorited')).toEqual([boat.id]);

    const adaColouring = await saveColoring(t, kidA, owl.id);
    const benColouring = await saveColoring(t, kidB, boat.id);
    expect(adaColouring).not.toBe(benColouring);
    expect(await listIds(kidA, 'scope=colored')).toEqual([owl.id]);
    expect(await listIds(kidB, 'scope=colored')).toEqual([boat.id]);
    const readByBen = page.parse((await call(kidB, 'GET', `/api/pages/${owl.id}/read`)).json());
    expect(readByBen).toMatchObject({ is_colored: false, colored: null, colored_count: 1 });
    expect((await colourings(kidA)).map((c) => [c.id, c.profileId])).toEqual([[adaColouring, ada.id]]);
    const family = await colourings(parent);
    expect(family.map((c) => [c.id, c.profileId]).sort()).toEqual(
      [
        [adaColouring, ada.id],
        [benColouring, ben.id],
      ].sort(),
    );
    // The adult's own list of coloured pages is the adult's: nothing yet.
    expect(await listIds(parent, 'scope=colored')).toEqual([]);
    // A sibling's time-lapse stays the sibling's.
    expect((await call(kidB, 'GET', `/api/coloreds/${adaColouring}/replay`)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s, an unknown or a malformed profile id, before any route', async () => {
    const parent = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const theirs = await addChild(t, other, 'Cleo');
    const mine = await seedPage(t.db, parent.user.id);
    const routes: [Method, string][] = [
      ['GET', '/api/pages/paginate'],
      ['GET', `/api/pages/${mine.id}/read`],
      ['PATCH', `/api/pages/${mine.id}/favorited/toggle`],
      ['GET', '/api/coloreds/paginate'],
      ['GET', '/api/credits/read'],
      ['GET', '/api/users/read'],
      ['GET', '/api/profiles'],
      ['GET', '/api/profiles/gate'],
      ['POST', '/api/stripe/checkout'],
    ];
    for (const id of [theirs.id, 2_000_000_000, 'abc', '-1', '1.5', '', '99999999999']) {
      for (const [method, url] of routes) {
        const res = await call(actingAs(parent, id), method, url);
        expect(res.statusCode, `${method} ${url} with ${id}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PROFILE_NOT_FOUND });
      }
    }
    // Nothing was favourited on the way.
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, parent.user.id))).toEqual([]);
    // Nor may the other account's adult manage this family.
    const ours = await addChild(t, parent, 'Dan');
    expect((await call(other, 'PATCH', `/api/profiles/${ours.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/profiles/${ours.id}`)).statusCode).toBe(404);
    // Without a session the header changes nothing: 401 as always (the public gallery alone
    // answers visitors, docs/decisions/0037).
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/pages/paginate?scope=owned',
      headers: { [PROFILE_HEADER]: String(ours.id) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('caps a family at six children and edits only what a PATCH names', async () => {
    const parent = await createUserWithSession(t.db);
    const made = await Promise.all(
      Array.from({ length: PROFILES_MAX + 2 }, (_, i) =>
        call(parent, 'POST', '/api/profiles', {
          name: `Child ${i}`,
          avatarColor: '#8EC9F5',
          avatarAnimal: 'owl',
          ageBand: '3-5',
        }),
      ),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(PROFILES_MAX);
    for (const res of made.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: PROFILES_FULL });
    }
    const first = profile.parse(made.find((r) => r.statusCode === 201)?.json());
    expect(first.allowUploads).toBe(false);
    const renamed = await call(parent, 'PATCH', `/api/profiles/${first.id}`, {
      name: 'Eve',
      ageBand: '9-12',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(profile.parse(renamed.json())).toMatchObject({
      name: 'Eve',
      ageBand: '9-12',
      avatarAnimal: 'owl',
    });
    const bad = await call(parent, 'PATCH', `/api/profiles/${first.id}`, { avatarAnimal: 'shark' });
    expect(bad.statusCode).toBe(400);
    expect((await call(parent, 'POST', '/api/profiles', { name: '', ageBand: '3-5' })).statusCode).toBe(400);
  });

  it('removes a profile with its favourites and colourings, and the counters follow', async () => {
    const parent = await createUserWithSession(t.db);
    const child = await addChild(t, parent, 'Fay');
    const kid = actingAs(parent, child.id);
    const target = await seedPage(t.db, parent.user.id, { prompt: 'a tree' });
    await favourite(kid, target.id);
    await favourite(parent, target.id);
    await saveColoring(t, kid, target.id);
    const count = async () => {
      const [row] = await t.db.select().from(pages).where(eq(pages.id, target.id));
      return [row?.favoritedCount, row?.coloredCount];
    };
    expect(await count()).toEqual([2, 1]);
    const removed = await call(parent, 'DELETE', `/api/profiles/${child.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ deleted: true });
    expect(await count()).toEqual([1, 0]);
    expect(await t.db.select().from(colorings).where(eq(colorings.pageId, target.id))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.pageId, target.id))).toHaveLength(1);
    // The removed profile's header no longer works; the adult's favourite stays.
    expect((await call(kid, 'GET', '/api/pages/paginate')).statusCode).toBe(404);
    expect(await listIds(parent, 'scope=favorited')).toEqual([target.id]);
    expect((await call(parent, 'DELETE', `/api/profiles/${child.id}`)).statusCode).toBe(404);
  });
});

describe('kid mode', () => {
  it('refuses money, the account, sharing, books, admin and managing the family', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    const parent = await createUserWithSession(t.db);
    const child = await addChild(t, parent, 'Gus');
    const kid = actingAs(parent, child.id);
    const adminKid = actingAs(admin, (await addChild(t, admin, 'Hal')).id);
    const drawn = await seedPage(t.db, parent.user.id, { kidSafe: true });
    const coloringId = await saveColoring(t, parent, drawn.id);
    const refused: [UserWithSession, Method, string, object?][] = [
      [kid, 'POST', '/api/stripe/checkout', { planId: 1 }],
      [kid, 'POST', '/api/virtpay/checkout', { planId: 1 }],
      [kid, 'GET', '/api/billing/read'],
      [kid, 'GET', '/api/subscriptions/paginate'],
      [kid, 'POST', '/api/stripe/subscription/cancel'],
      [kid, 'PATCH', '/api/users/update', { name: 'Mallory' }],
      [kid, 'POST', '/api/users/email/confirm', { otp: '123456' }],
      [kid, 'POST', `/api/coloreds/${coloringId}/share`, {}],
      [kid, 'DELETE', `/api/coloreds/${coloringId}/share`],
      [kid, 'POST', '/api/books', { title: 'Mine', pageIds: [drawn.id] }],
      [kid, 'GET', '/api/books/paginate'],
      [
        kid,
        'POST',
        '/api/profiles',
        { name: 'Ivy', avatarColor: '#FFD35C', avatarAnimal: 'cat', ageBand: '3-5' },
      ],
      [kid, 'PATCH', `/api/profiles/${child.id}`, { allowUploads: true }],
      [kid, 'DELETE', `/api/profiles/${child.id}`],
      [kid, 'PUT', '/api/profiles/pin', { pin: '1234' }],
      [adminKid, 'GET', '/api/users/paginate'],
      [adminKid, 'GET', '/api/app/status'],
      [adminKid, 'PATCH', `/api/pages/${drawn.id}/gallery`, { kidSafe: true }],
    ];
    for (const [who, method, url, payload] of refused) {
      const res = await call(who, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      refusedForKid(res);
    }
    // The admin's own session still works without the header.
    expect((await call(admin, 'GET', '/api/users/paginate')).statusCode).toBe(200);
    // What a child may do: list the family, read the gate, its credits and its account name.
    for (const url of ['/api/profiles', '/api/profiles/gate', '/api/credits/read', '/api/users/read']) {
      expect((await call(kid, 'GET', url)).statusCode, url).toBe(200);
    }
    // Admin powers are dropped, not only admin routes: the admin's child sees no emails.
    const seen = page.parse((await call(adminKid, 'GET', `/api/pages/${drawn.id}/read`)).json());
    expect(seen.user).not.toHaveProperty('email');
  });

  it('shows a child only its family’s pages and kid-safe ones', async () => {
    const parent = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const child = await addChild(t, parent, 'Jo');
    const kid = actingAs(parent, child.id);
    const ours = await seedPage(t.db, parent.user.id, { prompt: 'zzkid our dragon', theme: 'fantasy' });
    const safe = await seedPage(t.db, stranger.user.id, { prompt: 'zzkid a safe kite', kidSafe: true });
    const unsafe = await seedPage(t.db, stranger.user.id, { prompt: 'zzkid a stranger page' });
    await insertColorKey(t.db, unsafe.id, { palette: ['#ff0000'], regions: [{ x: 1, y: 1, c: 0 }] });
    const all = [ours.id, safe.id, unsafe.id].sort();
    expect((await listIds(parent, 'search=zzkid')).sort()).toEqual(all);
    expect((await listIds(kid, 'search=zzkid')).sort()).toEqual([ours.id, safe.id].sort());
    for (const sort of ['latest', 'trending', 'popularity', 'oldest']) {
      const ids = await listIds(kid, `sort=${sort}`);
      expect(ids, sort).toContain(safe.id);
      expect(ids, sort).not.toContain(unsafe.id);
    }
    expect(await listIds(kid, 'theme=fantasy')).toContain(ours.id);
    expect(await listIds(kid, 'sort=trending&theme=fantasy')).not.toContain(unsafe.id);
    for (const url of [`/api/pages/${unsafe.id}/read`, `/api/pages/${unsafe.id}/color-key`]) {
      expect((await call(kid, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(parent, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await call(kid, 'PATCH', `/api/pages/${unsafe.id}/favorited/toggle`)).statusCode).toBe(404);
    expect((await call(kid, 'GET', `/api/pages/${safe.id}/read`)).statusCode).toBe(200);
  });

  it('refuses uploads until the parent allows them, and filters a child’s prompt strictly', async () => {
    const parent = await createUserWithSession(t.db);
    const child = await addChild(t, parent, 'Kit');
    const kid = actingAs(parent, child.id);
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#fff"/>
        <circle cx="200" cy="150" r="100" fill="none" stroke="#000" stroke-width="6"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    // Storing a file stays allowed: saving a colouring uploads one too.
    const photo = await uploadImage(t, kid, png);
    refusedForKid(await call(kid, 'POST', '/api/pages/upload', { photo, title: 'My circle' }));
    refusedForKid(await call(kid, 'POST', '/api/pages/upload/preview', { photo }));
    expect(
      (await call(parent, 'PATCH', `/api/profiles/${child.id}`, { allowUploads: true })).statusCode,
    ).toBe(200);
    const made = await call(kid, 'POST', '/api/pages/upload', { photo, title: 'My circle' });
    expect(made.statusCode, made.body).toBe(201);
    expect(page.parse(made.json())).toMatchObject({ title: 'My circle', is_owner: true });

    const blocked = await call(kid, 'POST', '/api/pages/create', { prompt: 'a pirate with a gun' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: /not allowed on a colouring page/,
    });
  });
});
