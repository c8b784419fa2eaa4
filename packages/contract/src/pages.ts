import { z } from 'zod';
import { paginated } from './common';
import { pageAgeBands, pageThemes } from './gallery';
import { profileAnimals, profileColors } from './profiles';
import { coloredShare } from './shares';
import { singleLine } from './text';
import { publicUser } from './users';

/** Spec §9: sorts and scopes of GET /pages/paginate. */
export const pageSorts = [
  'trending',
  'popularity',
  'latest',
  'oldest',
  'mostFavorited',
  'mostColored',
] as const;
export type PageSort = (typeof pageSorts)[number];
export const pageScopes = ['favorited', 'colored', 'owned', 'public'] as const;
export type PageScope = (typeof pageScopes)[number];

export const pageStyles = ['cartoon', 'kawaii', 'realistic', 'mandala', 'pattern'] as const;
export type PageStyle = (typeof pageStyles)[number];
export const pageDifficulties = ['easy', 'medium', 'hard'] as const;
export type PageDifficulty = (typeof pageDifficulties)[number];
export const PROMPT_MAX_LENGTH = 300;

/**
 * The viewer's own colouring of the page, if any. `id` names it for /coloreds/{id}/share (the
 * server always sends it; a page saved by an older app version may lack it).
 */
export const pageColored = z.object({
  id: z.number().int().optional(),
  photo: z.string(),
  preview: z.string(),
  /** A time-lapse log was saved with it: the card offers Replay. */
  has_replay: z.boolean().optional(),
});

/**
 * A page as a user sees it (spec §3 Page). `user` is the owner: name and photo for everyone;
 * admins also get email and stripe_id.
 */
export const pageMaker = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarColor: z.enum(profileColors),
  avatarAnimal: z.enum(profileAnimals),
});
export type PageMaker = z.infer<typeof pageMaker>;

export const page = z.object({
  id: z.number().int(),
  prompt: z.string(),
  title: z.string(),
  style: z.string().nullable(),
  difficulty: z.string().nullable(),
  user: publicUser.extend({ email: z.string().optional(), stripe_id: z.string().nullable().optional() }),
  /**
   * The child profile that made the page (issue 35), or null for the grown-up: its name and
   * avatar show on the card instead of the adult's name, and the adult sees who made each.
   */
  maker: pageMaker.nullable().optional(),
  illustration: z.string(),
  preview: z.string(),
  colored: pageColored.nullable(),
  colored_count: z.number().int(),
  favorited_count: z.number().int(),
  is_colored: z.boolean(),
  is_favorited: z.boolean(),
  is_owner: z.boolean(),
  blocked: z.boolean(),
  trending: z.boolean(),
  created_at: z.string(),
  /**
   * On `GET /pages/{id}/read` (and the page an upload returns), not in lists: whether
   * `GET /pages/{id}/color-key` offers colour by number here. True when the page's key has at
   * least COLOR_KEY_MIN_REGIONS regions, or has not been made yet (the first request makes it).
   */
  has_color_key: z.boolean().optional(),
  /** Issue 24 (contract/gallery.ts): null until an older page is classified. */
  theme: z.enum(pageThemes).nullable().optional(),
  age_band: z.enum(pageAgeBands).nullable().optional(),
  kid_safe: z.boolean().optional(),
});
export type Page = z.infer<typeof page>;
export const pagesPage = paginated(page);
export type PagesPage = z.infer<typeof pagesPage>;

export const pagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(100).optional().default(''),
  sort: z.enum(pageSorts).optional().default('latest'),
  scope: z.enum(pageScopes).optional().default('public'),
  /** Gallery filters (issue 24); an unknown value is a 400. */
  theme: z.enum(pageThemes).optional(),
  age: z.enum(pageAgeBands).optional(),
  difficulty: z.enum(pageDifficulties).optional(),
});
export type PagesQuery = z.input<typeof pagesQuery>;

/**
 * GET /pages/of-the-day: one kid-safe page a day (UTC), the same for everyone; `page` is null
 * while no page is kid-safe.
 */
export const pageOfTheDay = z.object({ day: z.string(), page: page.nullable() });
export type PageOfTheDay = z.infer<typeof pageOfTheDay>;

export const createPageBody = z.strictObject({
  prompt: z.string().max(2000),
  style: z.enum(pageStyles).optional(),
  difficulty: z.enum(pageDifficulties).optional(),
});
export type CreatePageBody = z.infer<typeof createPageBody>;

/** POST /pages/upload: `photo` is a URL returned by POST /storage/upload. */
export const uploadPageBody = z.strictObject({
  photo: z.string().min(1).max(2048),
  title: singleLine(z.string().trim().max(PROMPT_MAX_LENGTH)).optional(),
});
export type UploadPageBody = z.infer<typeof uploadPageBody>;
/**
 * POST /pages/upload/preview: the line art an upload would give, before any credit is spent.
 * `preview` is the URL of the 1024×1024 PNG; a conversion with (almost) nothing to colour is
 * refused with a message instead.
 */
export const uploadPreviewBody = z.strictObject({ photo: z.string().min(1).max(2048) });
export type UploadPreviewBody = z.infer<typeof uploadPreviewBody>;
export const uploadPreview = z.object({ preview: z.string() });
export type UploadPreview = z.infer<typeof uploadPreview>;

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
/**
 * What a succeeded job tells its maker beside the page: `nothing-drawable` — the offline
 * generator found nothing it can draw in the prompt and made a pattern page instead.
 */
export const jobNotices = ['nothing-drawable'] as const;
export type JobNotice = (typeof jobNotices)[number];
/**
 * A generation the client follows (DESIGN §7): poll GET /pages/jobs/{id} until `status` is
 * succeeded (then `page_id` is set) or failed (then `error` says why; the credit was refunded).
 */
export const generationJob = z.object({
  id: z.string(),
  status: z.enum(jobStatuses),
  progress: z.number().int().min(0).max(100),
  page_id: z.number().int().nullable(),
  error: z.string().nullable(),
  prompt: z.string(),
  notice: z.enum(jobNotices).nullable(),
});
export type GenerationJob = z.infer<typeof generationJob>;
export const jobParams = z.object({ id: z.uuid() });

export const suggestedPrompt = z.object({ prompt: z.string() });

export const coloredUpsertBody = z.strictObject({
  pageId: z.coerce.number().int().positive(),
  photo: z.string().min(1).max(2048),
});
export const coloredUpsertResponse = z.object({ photo: z.string(), preview: z.string() });
/** A saved colouring; `page` is the whole page entity (spec §3: counts and flags, for the viewer). */
export const coloredRecord = z.object({
  id: z.number().int(),
  page,
  photo: z.string(),
  preview: z.string(),
  user: publicUser.extend({ email: z.string().optional() }),
  created_at: z.string(),
  /** A time-lapse log was saved with it (GET /coloreds/{id}/replay). */
  has_replay: z.boolean().optional(),
  /** Admins only: the colouring's live share link, or null. */
  share: coloredShare.nullable().optional(),
  /**
   * Which of the family coloured it (issue 24): a child profile's id, or null for the adult. The
   * adult's list holds the whole family's colourings; a child's only its own.
   */
  profileId: z.number().int().nullable().optional(),
});
export const coloredsPage = paginated(coloredRecord);
export const coloredsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(100).optional().default(''),
  /** Admins: only colourings with a live share link. */
  shared: z.stringbool().optional().default(false),
  /**
   * The adult's family view (issue 24): `family` (every colouring of the account, also for an
   * admin), `adult` (the adult's own) or a child profile's id. A child's list stays its own.
   */
  of: z.enum(['family', 'adult']).or(z.coerce.number().int().positive().max(2_147_483_647)).optional(),
});
