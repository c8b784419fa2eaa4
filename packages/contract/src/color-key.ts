import { z } from 'zod';

/** Every page is 1024×1024 (DESIGN §7): a key point names one of its pixels. */
export const COLOR_KEY_PAGE_SIZE = 1024;
/** Colour-by-number swatches: more than this is too many for a child to tell apart. */
export const COLOR_KEY_MAX_COLORS = 24;
/**
 * Far more keyed regions than any page has (a busy page has a few hundred), so a key stays a
 * small payload and a hostile one cannot make the client lay out millions of numbers.
 */
export const COLOR_KEY_MAX_REGIONS = 4096;
/** Fewer keyed regions than this and the page offers no colour by number. */
export const COLOR_KEY_MIN_REGIONS = 3;

/** Longest colour name ("Light periwinkle blue" fits). */
export const COLOR_NAME_MAX = 40;

/** `#rrggbb`, the one form palette colours take (no shorthand, no alpha, no names). */
export const keyColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'palette colours look like #1a2b3c');

/**
 * A page's colour key (DESIGN §9a): a palette and, for each keyed region, one point inside it
 * with the palette index of its colour. Points rather than region ids, so the client's region
 * labeller decides where a region ends.
 */
export const colorKeySchemaFor = (size: number) => {
  const coordinate = z
    .number()
    .int()
    .min(0)
    .max(size - 1, `points lie on the ${size}×${size} page`);
  return z
    .object({
      palette: z.array(keyColor).min(1).max(COLOR_KEY_MAX_COLORS),
      /** A name per palette colour ("Sky blue"), for swatch labels and screen readers. */
      names: z.array(z.string().trim().min(1).max(COLOR_NAME_MAX)).max(COLOR_KEY_MAX_COLORS).optional(),
      regions: z
        .array(z.object({ x: coordinate, y: coordinate, c: z.number().int().min(0) }))
        .max(COLOR_KEY_MAX_REGIONS),
    })
    .superRefine((key, ctx) => {
      if (key.names && key.names.length !== key.palette.length)
        ctx.addIssue({ code: 'custom', path: ['names'], message: 'one name per palette colour' });
      key.regions.forEach((region, i) => {
        if (region.c < key.palette.length) return;
        ctx.addIssue({
          code: 'custom',
          path: ['regions', i, 'c'],
          message: `palette has no colour ${region.c}`,
        });
      });
    });
};

export const colorKeySchema = colorKeySchemaFor(COLOR_KEY_PAGE_SIZE);
export type ColorKey = z.infer<typeof colorKeySchema>;
