import { gunzipSync } from 'node:zlib';
import { fillKnownRegion, labelRegions } from '@colorbook/canvas/regions';
import { regionMapFromStored } from '@colorbook/canvas/stored-regions';
import { generationJob } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRegionMaps } from '../../db/schema';
import { createChildSession, createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readPage, seedPage, waitForJob } from '../../test/page-helpers';

/**
 * Every page made gets its region map stored with it (docs/decisions/0043), served gzipped under
 * the page read's rules; a page made before maps existed gets one on its first request.
 */
let t: TestApp;
let owner: UserWithSession;
let pageId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/create',
    headers: owner.headers,
    payload: { prompt: 'a lighthouse by the sea' },
  });
  expect(res.statusCode, res.body).toBe(202);
  pageId = (await waitForJob(t.app, owner, generationJob.parse(res.json()).id)).page_id ?? 0;
}, 120_000);
afterAll(() => t?.close());

const getMap = (who: UserWithSession | null, id: number, acceptGzip = true) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pages/${id}/regions`,
    headers: { ...(who?.headers ?? {}), ...(acceptGzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}) },
  });
const getPage = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/pages/${id}/read`, headers: who.headers });
const storedRows = (id: number) => t.db.select().from(pageRegionMaps).where(eq(pageRegionMaps.pageId, id));

/** The page's line art as the colouring screen rasterises it (on white, RGBA). */
async function lineArtOf(id: number) {
  const page = await readPage(t.app, owner, id);
  const png = (await t.app.inject({ method: 'GET', url: page.illustration })).rawPayload;
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

describe('a region map is made and stored with every page', { timeout: 120_000 }, () => {
  it('is stored when the page is made and served gzipped; its fills are the line art’s', async () => {
    const [row] = await storedRows(pageId);
    if (!row) throw new Error('no region map was stored with the page');
    const res = await getMap(owner, pageId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.rawPayload.equals(row.gzipped)).toBe(true);
    // Small enough for a phone's first seconds (a 1024² page).
    expect(res.rawPayload.length).toBeLessThan(150_000);
    const map = regionMapFromStored(new Uint8Array(gunzipSync(res.rawPayload)));
    if (!map) throw new Error('the served bytes are not a region map');
    // The same regions the device labels from the line art itself: the same pixels per tap.
    const lineArt = await lineArtOf(pageId);
    const labelled = labelRegions(lineArt);
    expect(map.regionRunFirst.length).toBe(labelled.regionRunFirst.length);
    const a = { data: new Uint8ClampedArray(lineArt.data.length), width: 1024, height: 1024 };
    const b = { data: new Uint8ClampedArray(lineArt.data.length), width: 1024, height: 1024 };
    for (const [x, y] of [
      [512, 512],
      [100, 100],
      [900, 200],
      [300, 800],
    ] as const) {
      expect(fillKnownRegion(map, a, x, y, [1, 2, 3, 255])).toEqual(
        fillKnownRegion(labelled, b, x, y, [1, 2, 3, 255]),
      );
    }
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
  });

  it('is sent as plain bytes to a client that does not take gzip', async () => {
    const res = await getMap(owner, pageId, false);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(regionMapFromStored(new Uint8Array(res.rawPayload))).not.toBeNull();
  });
});

describe('GET /pages/{id}/regions follows the page read', { timeout: 120_000 }, () => {
  it('answers the owner, other users (pages are public) and admins; visitors get 401', async () => {
    const other = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { admin: true });
    const answers = await Promise.all([owner, other, admin].map((who) => getMap(who, pageId)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await getMap(null, pageId)).statusCode).toBe(401);
  });

  it('a deleted page is 404 exactly as its read, for its owner too; admins still get it', async () => {
    const alice = await createUserWithSession(t.db);
    const bob = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { admin: true });
    const illustration = (await readPage(t.app, owner, pageId)).illustration;
    const id = (await seedPage(t.db, alice.user.id, { blocked: true, illustration })).id;
    for (const who of [bob, alice]) {
      const read = await getPage(who, id);
      const map = await getMap(who, id);
      expect(read.statusCode).toBe(404);
      expect([map.statusCode, map.json()]).toEqual([read.statusCode, read.json()]);
    }
    expect((await getMap(admin, id)).statusCode).toBe(200);
    const missing = await getMap(bob, 2_000_000_000);
    expect([missing.statusCode, missing.json()]).toEqual([404, (await getPage(bob, 2_000_000_000)).json()]);
  });

  it("a child profile reads its account's pages and kid-safe ones, not another's unsafe page", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: owner.headers,
      payload: {
        name: 'Mia',
        avatarColor: '#FFD35C',
        avatarAnimal: 'frog',
        ageBand: '6-8',
        allowUploads: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const child = await createChildSession(t.db, owner, res.json().id as number);
    const stranger = await createUserWithSession(t.db);
    const illustration = (await readPage(t.app, owner, pageId)).illustration;
    const unsafe = (await seedPage(t.db, stranger.user.id, { kidSafe: false, illustration })).id;
    const safe = (await seedPage(t.db, stranger.user.id, { kidSafe: true, illustration })).id;
    expect((await getMap(child, pageId)).statusCode).toBe(200);
    expect((await getMap(child, safe)).statusCode).toBe(200);
    const hidden = await getMap(child, unsafe);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, (await getPage(child, unsafe)).json()]);
    expect((await getMap(stranger, unsafe)).statusCode).toBe(200);
  });
});

describe('a page made before maps were stored gets one on its first request', { timeout: 120_000 }, () => {
  it('made once for requests at once, stored, and the same bytes as the page’s own', async () => {
    const [original] = await storedRows(pageId);
    const illustration = (await readPage(t.app, owner, pageId)).illustration;
    const older = (await seedPage(t.db, owner.user.id, { illustration })).id;
    expect(await storedRows(older)).toEqual([]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => getMap(owner, older)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await storedRows(older);
    expect(rows).toHaveLength(1);
    for (const res of answers) expect(res.rawPayload.equals(rows[0]?.gzipped ?? Buffer.alloc(0))).toBe(true);
    expect(
      gunzipSync(rows[0]?.gzipped ?? Buffer.alloc(0)).equals(
        gunzipSync(original?.gzipped ?? Buffer.alloc(0)),
      ),
    ).toBe(true);
  });

  it('a page whose picture is gone answers 404 and stores nothing', async () => {
    const id = (await seedPage(t.db, owner.user.id)).id;
    expect((await getMap(owner, id)).statusCode).toBe(404);
    expect(await storedRows(id)).toEqual([]);
  });
});
