import { z } from 'zod';

/**
 * Issue 24, "a gallery you can browse": every page carries a theme, an age band and a
 * difficulty (pages.ts `pageDifficulties`), and admins mark pages kid-safe. The values are the
 * query values of GET /pages/paginate and the stored values; the labels are what screens show.
 */
export const pageThemes = [
  'animals',
  'dinosaurs',
  'vehicles',
  'space',
  'ocean',
  'fantasy',
  'nature',
  'food',
  'people',
  'holidays',
  'sports',
  'buildings',
  'patterns',
] as const;
export type PageTheme = (typeof pageThemes)[number];

export const themeLabels: Record<PageTheme, string> = {
  animals: 'Animals',
  dinosaurs: 'Dinosaurs',
  vehicles: 'Vehicles',
  space: 'Space',
  ocean: 'Ocean',
  fantasy: 'Fantasy',
  nature: 'Nature',
  food: 'Food',
  people: 'People',
  holidays: 'Holidays',
  sports: 'Sports',
  buildings: 'Buildings',
  patterns: 'Patterns & mandalas',
};

/** Spec of issue 24: the three age bands (also a child profile's). */
export const pageAgeBands = ['3-5', '6-8', '9-12'] as const;
export type PageAgeBand = (typeof pageAgeBands)[number];

export const ageBandLabels: Record<PageAgeBand, string> = {
  '3-5': 'Ages 3–5',
  '6-8': 'Ages 6–8',
  '9-12': 'Ages 9–12',
};

export const difficultyLabels = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

/**
 * PATCH /pages/{id}/gallery (admins): correct what was inferred, mark a page kid-safe. At least
 * one field; the answer is the page as the admin sees it.
 */
export const updatePageGalleryBody = z
  .strictObject({
    theme: z.enum(pageThemes).optional(),
    age_band: z.enum(pageAgeBands).optional(),
    difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
    kid_safe: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of theme, age_band, difficulty, kid_safe',
  });
export type UpdatePageGalleryBody = z.infer<typeof updatePageGalleryBody>;
