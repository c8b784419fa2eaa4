import { colorKeySchema, generationJob } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageColorKeys } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { capturingLogger } from '../../test/log-capture';
import { readPage, seedPage, waitForJob } from '../../test/page-helpers';
import { createStorageService } from '../storage/storage.service';
import { createObjectStorage } from '../storage/storage-factory';
import { insertColorKey } from './color-key.repo';
import { createColorKeyService, NO_COLOR_KEY } from './color-key.service';

/** Who may read a key, and keys made on first request for pages made before keys existed. */
const capture = capturingLogger();
let t: TestApp;
let owner: UserWithSession;
let pageId: number;
beforeAll(async () => {
  t = await createTestApp({ logger: capture.logger });
  owner = await createUserWithSession(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/create',
    headers: owner.headers,
    payload: { prompt: 'a dragon flying over a castle' },
  });
  pageId = (await waitForJob(t.app, owner, generationJob.parse(res.json()).id)).page_id ?? 0;
}, 120_000);
afterAll(() => t?.close());

const getKey = (who: UserWithSession | null, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/pages/${id}/color-key`, headers: who?.headers ?? {} });
const getPage = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/pages/${id}/read`, headers: who.headers });
const clearKey = (id: number) => t.db.delete(pageColorKeys).where(eq(pageColorKeys.pageId, id));
const storedRows = (id: number) => t.db.select().from(pageColorKeys).where(eq(pageColorKeys.pageId, id));
const madeLazily = (id: number) =>
  capture.lines.filter(
    (line) => line.includes('colour key made for an older page') && line.includes(`"pageId":${id}`),
  );

describe('GET /pages/{id}/color-key follows the page read', () => {
  it('answers the owner, other users (pages are public) and admins; visitors get 401', async () => {
    const other = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { admin: true });
    const keys = await Promise.all([owner, other, admin].map((who) => getKey(who, pageId)));
    expect(keys.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(keys[1]?.json()).toEqual(keys[0]?.json());
    expect((await getKey(null, pageId)).statusCode).toBe(401);
  });

  it("another user's deleted page is 404 exactly as its read; admins still get both", async () => {
    const alice = await createUserWithSession(t.db);
    const bob = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { admin: true });
    const id = (await seedPage(t.db, alice.user.id, { blocked: true })).id;
    await insertColorKey(t.db, id, { palette: ['#ff0000'], regions: [{ x: 5, y: 5, c: 0 }] });
    for (const who of [bob, alice]) {
      const read = await getPage(who, id);
      const key = await getKey(who, id);
      expect(read.statusCode).toBe(404);
      expect([key.statusCode, key.json()]).toEqual([read.statusCode, read.json()]);
    }
    expect((await getKey(admin, id)).statusCode).toBe(200);
    const missing = await getKey(bob, 2_000_000_000);
    expect([missing.statusCode, missing.json()]).toEqual([404, (await getPage(bob, 2_000_000_000)).json()]);
  });

  it('has_color_key is false when the key has too few regions for colour by number', async () => {
    const id = (await seedPage(t.db, owner.user.id)).id;
    await insertColorKey(t.db, id, {
      palette: ['#ff0000', '#00ff00'],
      regions: [
        { x: 5, y: 5, c: 0 },
        { x: 50, y: 50, c: 1 },
      ],
    });
    expect((await readPage(t.app, owner, id)).has_color_key).toBe(false);
    expect(colorKeySchema.parse((await getKey(owner, id)).json()).regions).toHaveLength(2);
  });

  it('a page whose picture is gone has no key: a clear 404, nothing stored', async () => {
    const id = (await seedPage(t.db, owner.user.id)).id;
    const res = await getKey(owner, id);
    expect([res.statusCode, res.json()]).toEqual([404, { code: 'NOT_FOUND', message: NO_COLOR_KEY }]);
    expect(await storedRows(id)).toEqual([]);
  });
});

describe('a page without a key gets one on its first request', { timeout: 120_000 }, () => {
  it('made once, stored, and the same answer for five requests at once', async () => {
    const [original] = await storedRows(pageId);
    await clearKey(pageId);
    expect((await readPage(t.app, owner, pageId)).has_color_key).toBe(true);
    const answers = await Promise.all(Array.from({ length: 5 }, () => getKey(owner, pageId)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((res) => res.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const rows = await storedRows(pageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toEqual(bodies[0]);
    expect(madeLazily(pageId)).toHaveLength(1);
    // Later requests read the stored key.
    expect((await getKey(owner, pageId)).json()).toEqual(bodies[0]);
    expect(madeLazily(pageId)).toHaveLength(1);
    // An offline page's first key came from its drawings' colours, which are not kept (decision
    // 0025); made lazily it is the automatic colouring of the same regions, the same every time.
    expect(bodies[0].regions.map((r: { x: number; y: number }) => [r.x, r.y])).toEqual(
      original?.key.regions.map((r) => [r.x, r.y]),
    );
    await clearKey(pageId);
    expect((await getKey(owner, pageId)).json()).toEqual(bodies[0]);
  });

  it('two processes asking at once store one key, and both answer it', async () => {
    await clearKey(pageId);
    const objects = createObjectStorage(t.config);
    const processes = [0, 1].map(() =>
      createColorKeyService({
        db: t.db,
        storage: createStorageService(t.db, objects),
        log: pino({ level: 'silent' }),
      }),
    );
    const viewer = { id: owner.user.id, admin: false };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (processes[i % 2] ?? processes[0])?.read(viewer, pageId)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const rows = await storedRows(pageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toEqual(answers[0]);
  });
});
