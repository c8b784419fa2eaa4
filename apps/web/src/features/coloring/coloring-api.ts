import { CANVAS_SIZE, UPLOAD_NAME } from '@colorbook/canvas';
import { coloredUpsertResponse, UPLOAD_MAX_BYTES } from '@colorbook/contract';
import { request } from '../../lib/api';
import { uploadImage } from '../../lib/upload';

export type SavedColoring = { photo: string; preview: string };

/** `unreachable`: the request never reached the server (offline): the save may be queued. */
export type SaveOutcome =
  | { ok: true; saved: SavedColoring }
  | { ok: false; noCredits: boolean; unreachable: boolean };

/**
 * Saves a colouring (spec §4, §7): upload the PNG as 'image.png', then PATCH /coloreds/upsert
 * {pageId, photo}. Spec §8: a failed upload or upsert stops silently; only a missing public-page
 * credit is told, since the user has to buy pages to go on.
 */
export async function saveColoring(pageId: number, png: Blob): Promise<SaveOutcome> {
  const file = new File([png], UPLOAD_NAME, { type: 'image/png' });
  const upload = await uploadImage(file, {
    silent: true,
    maxBytes: UPLOAD_MAX_BYTES,
    dimensions: `${CANVAS_SIZE}x${CANVAS_SIZE}`,
  });
  if (!upload.ok) return { ok: false, noCredits: false, unreachable: upload.error.status === 0 };
  const result = await request('PATCH', '/coloreds/upsert', {
    body: { pageId, photo: upload.data.url },
    schema: coloredUpsertResponse,
    silent: true,
    timeoutMs: 60_000,
  });
  if (result.ok) return { ok: true, saved: result.data };
  // The error catalogue (lib/api-errors) shows the message and goes to /checkout.
  return { ok: false, noCredits: result.error.code === 'NO_CREDITS', unreachable: result.error.status === 0 };
}
