import { credit, errorBody, uploadResponse } from '@colorbook/contract';
import { multipartBody, pngImage } from '@colorbook/test-servers/test-images';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings, storedFiles } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { createObjectStorage } from './storage-factory';
import { generateStorageKey } from './storage-keys';
import { createStorageSweeper } from './storage-sweeper';

const MB = 1024 * 1024;
const FULL = /^Your storage is full \(1 MB\)\. .*after 1 day/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STORAGE_QUOTA_MB: '1' } });
});
afterAll(() => t?.close());

const upload = async (who: UserWithSession, side = 64) => {
  const { payload, headers } = multipartBody([
    { name: 'file', value: await pngImage(side, side), filename: 'a.png', contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...who.headers },
  });
};

/** Counts `bytes` as already stored by `who` (a row is what the quota reads). */
const fill = (who: UserWithSession, bytes: number, purpose = 'upload') =>
  t.db.insert(storedFiles).values({
    key: generateStorageKey(purpose, 'png'),
    ownerId: who.user.id,
    contentType: 'image/png',
    bytes,
    purpose,
  });

const filesOf = async (who: UserWithSession) =>
  (await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, who.user.id))).length;

function expectFull(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(413);
  const body = errorBody.parse(res.json());
  expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  expect(body.message).toMatch(FULL);
}

describe('the per-user storage quota (STORAGE_QUOTA_MB)', () => {
  it('refuses an upload that would not fit with a clear 413, storing nothing', async () => {
    const user = await createUserWithSession(t.db);
    expect((await upload(user)).statusCode).toBe(200);
    await fill(user, MB - 100);
    const before = await filesOf(user);
    expectFull(await upload(user));
    expect(await filesOf(user)).toBe(before);
    // Another user's room is their own.
    expect((await upload(await createUserWithSession(t.db))).statusCode).toBe(200);
  });

  it('does not count page images (each page costs a credit already)', async () => {
    const user = await createUserWithSession(t.db);
    await fill(user, 5 * MB, 'illustration');
    await fill(user, 5 * MB, 'preview');
    expect((await upload(user)).statusCode).toBe(200);
  });

  it('lets exactly one of two uploads in when there is room for one', async () => {
    const user = await createUserWithSession(t.db);
    const first = await upload(user, 300);
    const [row] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, uploadResponse.parse(first.json()).url.slice('/api/files/'.length)));
    // The same picture re-encodes to the same size: room for one more, not two.
    await fill(user, MB - 2 * (row?.bytes ?? 0) - 10);
    const both = await Promise.all([upload(user, 300), upload(user, 300)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 413]);
  });

  it('refuses a colouring save over the quota before spending a public page', async () => {
    const owner = await createUserWithSession(t.db);
    const painter = await createUserWithSession(t.db);
    const page = await seedPage(t.db, owner.user.id);
    const photo = uploadResponse.parse((await upload(painter)).json()).url;
    await fill(painter, MB - 300);
    const publicPages = async () =>
      credit.parse(
        (await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: painter.headers })).json(),
      ).public_page;
    const before = await publicPages();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/coloreds/upsert',
      headers: painter.headers,
      payload: { pageId: page.id, photo },
    });
    expectFull(res);
    expect(await publicPages()).toBe(before);
    const saved = await t.db
      .select()
      .from(colorings)
      .where(and(eq(colorings.userId, painter.user.id), eq(colorings.pageId, page.id)));
    expect(saved).toEqual([]);
  });

  it('refuses an upload preview over the quota', async () => {
    const user = await createUserWithSession(t.db);
    const photo = uploadResponse.parse((await upload(user)).json()).url;
    await fill(user, MB);
    expectFull(
      await t.app.inject({
        method: 'POST',
        url: '/api/pages/upload/preview',
        headers: user.headers,
        payload: { photo },
      }),
    );
  });

  it('frees the room again when unused files are swept', async () => {
    const user = await createUserWithSession(t.db);
    await fill(user, MB);
    expectFull(await upload(user));
    await t.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(storedFiles.ownerId, user.user.id));
    await createStorageSweeper({
      db: t.db,
      storage: createObjectStorage(t.config),
      options: { graceMs: 24 * 3_600_000, everyMs: 0 },
    }).sweepIfDue();
    expect((await upload(user)).statusCode).toBe(200);
  });
});
