import { z } from 'zod';

/** Server caps (DESIGN §7), whatever the client asks for. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const uploadExtensions = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** Multipart text fields sent with `file`; each may only tighten the server's caps. */
export const uploadFields = z.object({
  /** Comma-separated, e.g. "png,jpg". */
  extensions: z.string().max(100).optional(),
  /** Max size in bytes. */
  max: z.coerce.number().int().positive().optional(),
  /** Max "WIDTHxHEIGHT", e.g. "4096x4096". */
  dimensions: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, 'dimensions must look like 1024x1024')
    .optional(),
});
export const uploadResponse = z.object({ url: z.string() });
