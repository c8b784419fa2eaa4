import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { decodeLog, LOG_MAX_RAW_BYTES } from '@colorbook/canvas/action-log';
import {
  REPLAY_MALFORMED,
  REPLAY_MAX_BYTES,
  REPLAY_TOO_LONG,
  type ReplayUploadBody,
  SHARE_TOKEN_PATTERN,
} from '@colorbook/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Viewer } from '../pages/pages.repo';
import type { StorageService } from '../storage/storage.service';
import { findColoring } from './coloreds.repo';
import { findReplayOf, findSharedReplay, setReplay } from './replay.repo';

const NO_REPLAY = 'This colouring has no replay.';
const NO_COLORING = 'This colouring does not exist or has been removed.';
export const REPLAY_STALE = 'This colouring was saved again since; save once more to keep its replay.';

/**
 * Checks a gzipped log fully before it is kept: inflated with an output cap (a small gzip bomb
 * cannot grow past LOG_MAX_RAW_BYTES) and decoded by the engine's own reader.
 */
export function checkReplayLog(gz: Buffer): void {
  if (gz.length > REPLAY_MAX_BYTES) throw badRequest(REPLAY_TOO_LONG);
  let raw: Buffer;
  try {
    raw = gunzipSync(gz, { maxOutputLength: LOG_MAX_RAW_BYTES });
  } catch (error) {
    const tooLong = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    throw badRequest(tooLong ? REPLAY_TOO_LONG : REPLAY_MALFORMED);
  }
  try {
    decodeLog(raw);
  } catch {
    throw badRequest(REPLAY_MALFORMED);
  }
}

/**
 * Time-lapse replays (decision 0028): the log of a saved colouring, kept as a file beside its
 * preview. Sent in its own request after the upsert, so a refused log never costs the save;
 * each upsert drops the previous log (it no longer matches the picture).
 */
export function createReplaysService(deps: { db: Db; storage: StorageService }) {
  const { db, storage } = deps;

  const read = async (url: string): Promise<Buffer> => {
    const file = await storage.findByUrl(url);
    const object = file ? await storage.open(file.key) : null;
    if (!object) throw notFound(NO_REPLAY);
    return buffer(object.body);
  };

  return {
    async store(viewer: Viewer, body: ReplayUploadBody) {
      if (viewer.admin) throw forbidden('Admins do not colour pages.');
      const gz = Buffer.from(body.log, 'base64');
      checkReplayLog(gz);
      const profileId = viewer.profileId ?? null;
      const coloring = await findColoring(db, viewer.id, profileId, body.pageId);
      if (!coloring) throw notFound('Save the colouring first.');
      if (coloring.photo !== body.photo) throw conflict(REPLAY_STALE);
      const stored = await storage.storeObject({
        ownerId: viewer.id,
        purpose: 'coloring-replay',
        data: gz,
        contentType: 'application/gzip',
        extension: 'gz',
      });
      // A save landing in between wins: its own log follows it.
      if (
        !(await setReplay(db, {
          userId: viewer.id,
          profileId,
          pageId: body.pageId,
          photo: body.photo,
          replayUrl: stored.url,
        }))
      ) {
        await storage.remove(stored.key).catch(() => {});
        throw conflict(REPLAY_STALE);
      }
      return { bytes: gz.length };
    },

    /**
     * The gzipped log of a colouring: its owner's (a child profile: only its own; the adult: the
     * family's), or any for an admin; 404 for anyone else.
     * Null when the colouring has none (not an error: most older colourings have none).
     */
    async read(viewer: Viewer, coloringId: number): Promise<Buffer | null> {
      const row = await findReplayOf(db, coloringId);
      const notOwn =
        row?.userId !== viewer.id || (viewer.profileId != null && row.profileId !== viewer.profileId);
      if (!row || (!viewer.admin && (notOwn || row.pageBlocked))) throw notFound(NO_COLORING);
      return row.replayUrl ? read(row.replayUrl) : null;
    },

    /** The log behind a share link, while the shared page itself is shown; null otherwise. */
    async readShared(token: string): Promise<Buffer | null> {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      const url = await findSharedReplay(db, token);
      return url ? read(url).catch(() => null) : null;
    },

    /** Whether the shared colouring has a replay (the share page shows its player then). */
    async sharedHasReplay(token: string): Promise<boolean> {
      return SHARE_TOKEN_PATTERN.test(token) && (await findSharedReplay(db, token)) !== null;
    },
  };
}

export type ReplaysService = ReturnType<typeof createReplaysService>;
