import { coloredUpsertResponse, page, uploadPreview } from '@colorbook/contract';
import { type S3StandIn, startS3StandIn } from '@colorbook/test-servers/s3-stand-in';
import { syntheticLineArt } from '@colorbook/test-servers/test-pictures';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, storedFiles, users } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { uploadImage } from '../../test/upload-helpers';
import type { ObjectStorage } from './object-storage';
import { createObjectStorage } from './storage-factory';
import { claimSweep, releaseSweep } from './storage-sweep.repo';
import { createStorageSweeper } from './storage-sweeper';

const HOUR = 60 * 60_000;
const keyOf = (url: string) => url.slice('/api/files/'.length);

describe.each(['local', 's3'] as const)('the storage sweep on %s storage', (backend) => {
  let s3: S3StandIn | undefined;
  let t: TestApp;
  let objects: ObjectStorage;
  let user: UserWithSession;

  beforeAll(async () => {
    s3 = backend === 's3' ? await startS3StandIn() : undefined;
    t = await createTestApp({
      env: s3
        ? {
            S3_BUCKET: s3.bucket,
            S3_ENDPOINT: s3.endpoint,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          }
        : {},
    });
    objects = createObjectStorage(t.config);
    user = await createUserWithSession(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = async (who: UserWithSession = user) => uploadImage(t, who, await syntheticLineArt());
  const call = async (method: 'POST' | 'PATCH', url: string, payload: object, who = user) => {
    const res = await t.app.inject({ method, url, payload, headers: who.headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  /** Makes the files look `hours` old, as if they had been stored then. */
  const age = (urls: string[], hours: number) =>
    t.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(inArray(storedFiles.key, urls.map(keyOf)));

  /** Whether the file is still there: its row, and its bytes in the storage. */
  async function present(url: string): Promise<{ row: boolean; bytes: boolean }> {
    const rows = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(url)));
    const object = await objects.get(keyOf(url));
    object?.body.destroy();
    return { row: rows.length > 0, bytes: object !== null };
  }
  const kept = { row: true, bytes: true };
  const gone = { row: false, bytes: false };

  const sweeper = (graceHours = 24) =>
    createStorageSweeper({ db: t.db, storage: objects, options: { graceMs: graceHours * HOUR, everyMs: 0 } });

  it('never deletes a file a page, colouring, profile or setting names, however old', async () => {
    // A page (its upload was only read to make it) and a colouring of it, saved twice.
    const source = await upload();
    const made = page.parse(await call('POST', '/api/pages/upload', { photo: source, title: 'Sweep test' }));
    const firstSave = coloredUpsertResponse.parse(
      await call('PATCH', '/api/coloreds/upsert', { pageId: made.id, photo: await upload() }),
    );
    const lastSave = coloredUpsertResponse.parse(
      await call('PATCH', '/api/coloreds/upsert', { pageId: made.id, photo: await upload() }),
    );
    // A blocked page's images stay: an admin may unblock it.
    const blocked = page.parse(
      await call('POST', '/api/pages/upload', { photo: await upload(), title: 'Blocked sweep test' }),
    );
    await call('PATCH', `/api/pages/${blocked.id}/blocked/toggle`, {});
    const avatar = await upload();
    await t.db.update(users).set({ photo: avatar }).where(eq(users.id, user.user.id));
    const logo = await upload();
    await t.db.insert(settings).values({ name: 'sweep_test', value: JSON.stringify({ image: logo }) });
    const unused = await upload();

    const used = [
      made.illustration,
      made.preview,
      lastSave.photo,
      lastSave.preview,
      blocked.illustration,
      blocked.preview,
      avatar,
      logo,
    ];
    const replaced = [source, firstSave.photo, firstSave.preview, unused];
    await age([...used, ...replaced], 24 * 30);
    expect(await sweeper().sweepIfDue()).toMatchObject({ files: replaced.length });

    for (const url of used) expect([url, await present(url)]).toEqual([url, kept]);
    for (const url of replaced) expect([url, await present(url)]).toEqual([url, gone]);
    // Still served, still usable.
    expect((await t.app.inject({ method: 'GET', url: made.illustration })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: lastSave.photo })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
  });

  it('keeps an unused file during the grace period (an upload on its way to its page)', async () => {
    const fresh = await upload();
    const almost = await upload();
    await age([almost], 23);
    await sweeper(24).sweepIfDue();
    expect(await present(fresh)).toEqual(kept);
    expect(await present(almost)).toEqual(kept);
    // It can still become a page afterwards.
    expect(page.parse(await call('POST', '/api/pages/upload', { photo: almost })).id).toBeGreaterThan(0);
  });

  it('removes upload previews after a day, whatever the grace period', async () => {
    const photo = await upload();
    const day = uploadPreview.parse(await call('POST', '/api/pages/upload/preview', { photo })).preview;
    const hours = uploadPreview.parse(await call('POST', '/api/pages/upload/preview', { photo })).preview;
    await age([day], 25);
    await age([hours, photo], 2);
    await sweeper(1).sweepIfDue();
    expect(await present(day)).toEqual(gone);
    expect(await present(hours)).toEqual(kept);
    // The upload itself is past this sweeper's one-hour grace.
    expect(await present(photo)).toEqual(gone);

    const later = uploadPreview.parse(
      await call('POST', '/api/pages/upload/preview', { photo: await upload() }),
    );
    await age([later.preview], 25);
    await sweeper(24 * 7).sweepIfDue();
    expect(await present(later.preview)).toEqual(gone);
  });

  it('runs in one process at a time: the lease holder sweeps, the others wait their turn', async () => {
    const unused = await upload();
    await age([unused], 48);
    // Another process holds the sweep.
    expect(await claimSweep(t.db, 'other-process', HOUR, 0)).toBe(true);
    const mine = sweeper();
    expect(await mine.sweepIfDue()).toBeNull();
    expect(await present(unused)).toEqual(kept);
    await releaseSweep(t.db, 'other-process', true);
    expect(await mine.sweepIfDue()).toMatchObject({ files: 1 });
    expect(await present(unused)).toEqual(gone);

    // One sweep per period across processes: one just ended, so no hourly process sweeps again.
    const hourly = () => createStorageSweeper({ db: t.db, storage: objects, options: { graceMs: HOUR } });
    const again = await upload();
    await age([again], 48);
    expect([await hourly().sweepIfDue(), await hourly().sweepIfDue()]).toEqual([null, null]);
    expect(await present(again)).toEqual(kept);
  });
});
