import { z } from 'zod';

/*
 * Time-lapse replays of colourings (issue 22, decision 0028). The log itself is the engine's
 * (`@colorbook/canvas` action-log.ts), gzipped; it travels as base64 in JSON and is stored as a
 * file beside the colouring's preview.
 */

/**
 * POST /coloreds/replay: the log of the colouring saved as `photo` (the upsert's answer), sent
 * right after the upsert. A log for a picture that is no longer the saved one is refused (409).
 */
export const replayUploadBody = z.strictObject({
  pageId: z.coerce.number().int().positive(),
  photo: z.string().min(1).max(2048),
  /** The gzipped log in base64 (the server refuses more than REPLAY_MAX_BYTES of it with 400). */
  log: z.base64().max(2 * 1024 * 1024),
});
export type ReplayUploadBody = z.infer<typeof replayUploadBody>;

export const replayUploadResponse = z.object({ bytes: z.number().int() });

/** Largest gzipped log the server keeps (a 30-minute colouring is about 125 KB). */
export const REPLAY_MAX_BYTES = 512 * 1024;

/** Sent when a log is over the cap or is not a valid log. */
export const REPLAY_TOO_LONG = 'This replay is longer than Colorbook keeps; the colouring itself is saved.';
export const REPLAY_MALFORMED = 'This replay could not be read; the colouring itself is saved.';
