import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { encodeLog, type LogOp } from '@colorbook/canvas/action-log';
import {
  coloredsPage,
  coloredUpsertResponse,
  errorBody,
  FILES_URL_PREFIX,
  REPLAY_MALFORMED,
  REPLAY_TOO_LONG,
} from '@colorbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings, shares, storedFiles } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { uploadPng as upload } from '../../test/upload-helpers';
import { notReferenced } from '../storage/file-references.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const uploadPng = (who: UserWithSession) => upload(t, who, 64);
const save = async (who: UserWithSession, pageId: number) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: who.headers,
    payload: { pageId, photo: await uploadPng(who) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return coloredUpsertResponse.parse(res.json()).photo;
};
const putReplay = (who: UserWithSession, pageId: number, photo: string, gz: Uint8Array) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coloreds/replay',
    headers: who.headers,
    payload: { pageId, photo, log: Buffer.from(gz).toString('base64') },
  });
const getReplay = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/coloreds/${id}/replay`, headers: who.headers });

const OPS: LogOp[] = [
  { op: 'set', settings: { tool: 'brush', color: '#ef4444', brushSize: 20, zoom: 1 } },
  { op: 'gesture', points: [800, 800, 128, 880, 840, 128, 960, 900, 128] },
  { op: 'fill', x: 4000, y: 4000 },
  { op: 'undo' },
];
const log = () => gzipSync(encodeLog(OPS));

const coloringOf = async (who: UserWithSession, pageId: number) => {
  const [row] = await t.db.select().from(colorings).where(eq(colorings.pageId, pageId));
  if (!row || row.userId !== who.user.id) throw new Error('no colouring');
  return row;
};

/** Whether the storage sweep may take the file (no row names it any more). */
const sweepable = async (url: string) => {
  const key = url.slice(FILES_URL_PREFIX.length);
  const rows = await t.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), notReferenced(sql`${storedFiles.key}`)));
  return rows.length === 1;
};

describe('colouring replays', () => {
  it('stores the log after the save, reads it back for its owner only, and lists it', async () => {
    const painter = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const page = await seedPage(t.db, painter.user.id);
    const photo = await save(painter, page.id);
    const gz = log();
    const put = await putReplay(painter, page.id, photo, gz);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ bytes: gz.length });
    const coloring = await coloringOf(painter, page.id);
    expect(coloring.replayUrl).toMatch(/\/coloring-replay\/.+\.gz$/);

    const got = await getReplay(painter, coloring.id);
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, gz)).toBe(0);
    // Another user's colouring is not found; the file's URL is in no answer.
    expect((await getReplay(other, coloring.id)).statusCode).toBe(404);
    expect((await getReplay(other, coloring.id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    const admin = await createUserWithSession(t.db, { admin: true });
    expect((await getReplay(admin, coloring.id)).statusCode).toBe(200);
    // Unsigned: refused.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/coloreds/${coloring.id}/replay` })).statusCode,
    ).toBe(401);

    const listed = coloredsPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/coloreds/paginate', headers: painter.headers })).json(),
    );
    expect(listed.data.find((c) => c.id === coloring.id)?.has_replay).toBe(true);
    // The Colored pages list's card offers Replay only where a log exists.
    const colored = (
      await t.app.inject({
        method: 'GET',
        url: '/api/pages/paginate?scope=colored',
        headers: painter.headers,
      })
    ).json() as { data: { id: number; colored: { has_replay?: boolean } | null }[] };
    expect(colored.data.map((p) => p.colored?.has_replay)).toContain(true);
    expect(JSON.stringify(listed)).not.toContain('coloring-replay');
  });

  it('drops the log when the colouring is saved again, and refuses a log for a picture no longer saved', async () => {
    const painter = await createUserWithSession(t.db);
    const page = await seedPage(t.db, painter.user.id);
    const first = await save(painter, page.id);
    expect((await putReplay(painter, page.id, first, log())).statusCode).toBe(200);
    const firstLog = (await coloringOf(painter, page.id)).replayUrl as string;
    expect(await sweepable(firstLog)).toBe(false);
    const second = await save(painter, page.id);
    const coloring = await coloringOf(painter, page.id);
    expect(coloring.replayUrl).toBeNull();
    // The old log is the sweep's now (it no longer matches the picture).
    expect(await sweepable(firstLog)).toBe(true);
    // None now: 204, an answer rather than an error.
    expect((await getReplay(painter, coloring.id)).statusCode).toBe(204);
    const stale = await putReplay(painter, page.id, first, log());
    expect(stale.statusCode).toBe(409);
    expect((await putReplay(painter, page.id, second, log())).statusCode).toBe(200);
    // Another user cannot attach a log to the painter's colouring.
    const other = await createUserWithSession(t.db);
    expect((await putReplay(other, page.id, second, log())).statusCode).toBe(404);
    // Deleted with the colouring (a page's delete cascades to it): the sweep takes the file.
    const secondLog = (await coloringOf(painter, page.id)).replayUrl as string;
    expect(await sweepable(secondLog)).toBe(false);
    await t.db.delete(colorings).where(eq(colorings.id, coloring.id));
    expect(await sweepable(secondLog)).toBe(true);
  });

  it('refuses a malformed or over-cap log with 400 {message, code}, and the colouring stays saved', async () => {
    const painter = await createUserWithSession(t.db);
    const page = await seedPage(t.db, painter.user.id);
    const photo = await save(painter, page.id);
    const cases: Array<[Uint8Array, string]> = [
      [randomBytes(2000), REPLAY_MALFORMED],
      [gzipSync(Buffer.from('not a log at all')), REPLAY_MALFORMED],
      [gzipSync(encodeLog(OPS).subarray(0, 12)), REPLAY_MALFORMED],
      // Over the gzipped cap (incompressible bytes), and a small gzip that inflates past the raw cap.
      [randomBytes(600 * 1024), REPLAY_TOO_LONG],
      [gzipSync(Buffer.alloc(9 * 1024 * 1024)), REPLAY_TOO_LONG],
    ];
    for (const [bytes, message] of cases) {
      const res = await putReplay(painter, page.id, photo, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody.parse(res.json())).toEqual({ message, code: 'VALIDATION_ERROR' });
    }
    const notBase64 = await t.app.inject({
      method: 'POST',
      url: '/api/coloreds/replay',
      headers: painter.headers,
      payload: { pageId: page.id, photo, log: '***' },
    });
    expect(notBase64.statusCode).toBe(400);
    const coloring = await coloringOf(painter, page.id);
    expect(coloring.photo).toBe(photo);
    expect(coloring.replayUrl).toBeNull();
  });

  it('serves the log behind a live share link only', async () => {
    const painter = await createUserWithSession(t.db);
    const page = await seedPage(t.db, painter.user.id);
    const photo = await save(painter, page.id);
    const coloring = await coloringOf(painter, page.id);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/coloreds/${coloring.id}/share`,
      headers: painter.headers,
    });
    const { token } = made.json() as { token: string };
    expect((await t.app.inject({ method: 'GET', url: `/s/${token}/replay.bin` })).statusCode).toBe(404);
    await putReplay(painter, page.id, photo, log());
    const shared = await t.app.inject({ method: 'GET', url: `/s/${token}/replay.bin` });
    expect(shared.statusCode).toBe(200);
    expect(Buffer.compare(shared.rawPayload, log())).toBe(0);
    await t.db.delete(shares).where(eq(shares.token, token));
    expect((await t.app.inject({ method: 'GET', url: `/s/${token}/replay.bin` })).statusCode).toBe(404);
  });
});
