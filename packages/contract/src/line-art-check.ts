import { z } from 'zod';

/**
 * The line-art check of an image an AI provider returned (docs/decisions/0027): shares of the
 * page, 0–1. Kept on the generation job and shown to admins only.
 */
export const lineArtFigures = z.object({
  grey_share: z.number(),
  colour_share: z.number(),
  solid_black_share: z.number(),
  ink_share: z.number(),
});
export type LineArtFigures = z.infer<typeof lineArtFigures>;

export const lineArtVerdicts = ['pass', 'cleanable', 'fail'] as const;
export const lineArtOutcomes = ['passed', 'cleaned', 'refused'] as const;
export type LineArtOutcome = (typeof lineArtOutcomes)[number];

/** One image the provider drew: the first, or the one asked for again with a corrective prompt. */
export const lineArtAttempt = z.object({
  verdict: z.enum(lineArtVerdicts),
  /** grey, colour, solid-black, too-little-ink, too-much-ink, picture. */
  problems: z.array(z.string()),
  figures: lineArtFigures,
  /** The cleaned page's figures, when cleaning was tried. */
  cleaned_figures: lineArtFigures.nullable(),
  /** Whether this image was asked for with the corrective prompt. */
  corrective: z.boolean(),
});
export type LineArtAttempt = z.infer<typeof lineArtAttempt>;

export const lineArtCheckRecord = z.object({
  /** passed as drawn, cleaned into a page, or refused (the job failed and was refunded). */
  outcome: z.enum(lineArtOutcomes),
  attempts: z.array(lineArtAttempt).min(1).max(2),
});
export type LineArtCheckRecord = z.infer<typeof lineArtCheckRecord>;

/** GET /admin/pages/{id}/line-art-check (admins only). */
export const adminLineArtCheck = z.object({
  page_id: z.number().int(),
  source: z.enum(['ai', 'upload', 'offline']),
  /** Null for pages not drawn by a provider, and for pages made before the check existed. */
  check: lineArtCheckRecord.nullable(),
  /** What an image may hold and still pass as it is. */
  limits: lineArtFigures.extend({ max_ink_share: z.number() }),
});
export type AdminLineArtCheck = z.infer<typeof adminLineArtCheck>;
