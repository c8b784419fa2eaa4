import { gunzipSync } from 'node:zlib';
import { decodeLog } from '@colorbook/canvas/action-log';
import { coloredUpsertResponse, type TogetherOp } from '@colorbook/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { startTogether, togetherFill, togetherScene } from '../../test/together-helpers';
import { uploadPng } from '../../test/upload-helpers';

/*
 * Saving a session's picture (decision 0045): the host's save is the host's colouring and its
 * replay is the session's whole log, everyone's actions in the order the server numbered them
 * (undone ones left out, as every canvas plays it); a guest's save is their own copy with the
 * same log. The server reads the log itself: a client cannot put another log under the picture.
 */

/** Uploads, previews and a loaded machine: every test gets this, not the project's default. */
const BUDGET_MS = 60_000;

let t: TestApp;
let host: UserWithSession;
let guest: UserWithSession;
let pageId: number;

const fill = (color: string, x: number) => togetherFill(x, x, color);
const stroke = (color: string): TogetherOp[] => [
  { op: 'set', settings: { tool: 'brush', color, brushSize: 20, zoom: 1 } },
  { op: 'gesture', points: [800, 800, 128, 1600, 1200, 128, 2400, 1600, 128] },
];
const erase: TogetherOp[] = [
  { op: 'set', settings: { tool: 'eraser', brushSize: 30 } },
  { op: 'gesture', points: [1600, 1200, 128, 1700, 1300, 128] },
];

async function send(who: UserWithSession, code: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/together/${code}/messages`,
    headers: who.headers,
    payload: { code, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function saveColoring(who: UserWithSession): Promise<string> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: who.headers,
    payload: { pageId, photo: await uploadPng(t, who, 64) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return coloredUpsertResponse.parse(res.json()).photo;
}

const saveReplay = (who: UserWithSession, code: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/together/${code}/replay`, headers: who.headers, payload: body });

/** The replay kept with `who`'s colouring of the page, as the Replay button reads it. */
async function replayOf(who: UserWithSession) {
  const [row] = await t.db
    .select({ id: colorings.id })
    .from(colorings)
    .where(and(eq(colorings.userId, who.user.id), eq(colorings.pageId, pageId)));
  if (!row) throw new Error('no colouring');
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/coloreds/${row.id}/replay`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return decodeLog(gunzipSync(res.rawPayload));
}

beforeAll(async () => {
  t = await createTestApp();
  ({ host, guest, pageId } = await togetherScene(t.db));
});

afterAll(() => t?.close());

describe('saving a session', () => {
  it(
    "keeps everyone's actions in order as the host's replay, and a guest's own copy",
    async () => {
      const code = await startTogether(t.app, host, pageId);
      await send(host, code, { type: 'hello', lastSeq: 0 });
      await send(guest, code, { type: 'hello', lastSeq: 0 });
      // 1 host fill, 2 guest fill, 3 host stroke, 4 guest undo (takes back 2 only), 5 guest erase.
      await send(host, code, { type: 'action', id: 'h1', ops: fill('#ff0000', 100) });
      await send(guest, code, { type: 'action', id: 'g1', ops: fill('#00ff00', 200) });
      await send(host, code, { type: 'action', id: 'h2', ops: stroke('#0000ff') });
      await send(guest, code, { type: 'action', id: 'g2', ops: [{ op: 'undo' }] });
      expect(await send(guest, code, { type: 'action', id: 'g3', ops: erase })).toMatchObject({ seq: 5 });

      const photo = await saveColoring(host);
      const kept = await saveReplay(host, code, { photo, upTo: 5 });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().bytes).toBeGreaterThan(0);
      // Both people's actions, by number; the guest's undone fill is not in the picture.
      expect(await replayOf(host)).toEqual([...fill('#ff0000', 100), ...stroke('#0000ff'), ...erase]);

      // The guest's copy, saved when their device stood at number 3 with its erase not yet
      // numbered: the log as that picture was played (the guest's undo came later).
      const guestPhoto = await saveColoring(guest);
      const copy = await saveReplay(guest, code, { photo: guestPhoto, upTo: 3, pending: ['g3'] });
      expect(copy.statusCode, copy.body).toBe(200);
      expect(await replayOf(guest)).toEqual([
        ...fill('#ff0000', 100),
        ...fill('#00ff00', 200),
        ...stroke('#0000ff'),
        ...erase,
      ]);
      // The host's replay is untouched by the guest's save.
      expect(await replayOf(host)).toHaveLength(6);
    },
    BUDGET_MS,
  );

  it(
    'refuses someone who was not in the session, a picture saved since, and an unknown code',
    async () => {
      const code = await startTogether(t.app, host, pageId);
      await send(host, code, { type: 'action', id: 'h1', ops: fill('#ff0000', 100) });
      const stranger = await createUserWithSession(t.db);
      const strangerPhoto = await saveColoring(stranger);
      const outside = await saveReplay(stranger, code, { photo: strangerPhoto, upTo: 1 });
      expect(outside.statusCode).toBe(404);

      const old = await saveColoring(host);
      await saveColoring(host);
      const stale = await saveReplay(host, code, { photo: old, upTo: 0 });
      expect(stale.statusCode, stale.body).toBe(409);

      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/together/ZZZZZZZZZZ/replay',
        headers: { ...host.headers, 'accept-language': 'es' },
        payload: { photo: old, upTo: 0 },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/sesión/);
    },
    BUDGET_MS,
  );
});
