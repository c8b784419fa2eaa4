import { type PageAgeBand, type PageTheme, pageAgeBands, pageThemes } from '@colorbook/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, updatedAt } from './columns';
import { profiles } from './profiles';
import { users } from './users';

export const pageSources = ['ai', 'upload', 'offline'] as const;
export type PageSource = (typeof pageSources)[number];

/**
 * A colouring page. Every unblocked page is public; the owner's "delete" sets `blocked` so
 * other people's colourings of it survive (DESIGN §7). The two counters are denormalised so
 * the popularity sorts can use an index instead of counting on every list request.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prompt: text('prompt').notNull().default(''),
    title: text('title').notNull().default(''),
    style: text('style'),
    difficulty: text('difficulty'),
    source: text('source').$type<PageSource>().notNull(),
    illustration: text('illustration').notNull(),
    preview: text('preview').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    /**
     * Blocked only because its owner's account is: unblocking the owner shows it again, while
     * pages the owner deleted or an admin blocked stay blocked. Lists keep reading `blocked`
     * alone, so their partial indexes stay as they are.
     */
    ownerBlocked: boolean('owner_blocked').notNull().default(false),
    favoritedCount: integer('favorited_count').notNull().default(0),
    coloredCount: integer('colored_count').notNull().default(0),
    /**
     * Stored, so its index can answer the popularity sort from the index alone (an index on
     * the expression cannot serve an index-only scan in PostgreSQL).
     */
    popularity: integer('popularity').notNull().generatedAlwaysAs(sql`favorited_count + colored_count`),
    /**
     * The gallery's facets (issue 24, docs/decisions/0030): inferred when the page is made,
     * corrected by admins; null only on a page the start-up backfill has not reached yet.
     */
    theme: text('theme').$type<PageTheme>(),
    ageBand: text('age_band').$type<PageAgeBand>(),
    /** Set by an admin only: what kid mode and the page of the day may show. */
    kidSafe: boolean('kid_safe').notNull().default(false),
    /**
     * The offline generator's composed SVG, stored beside the PNG so books print at any
     * resolution (docs/decisions/0027); null for provider pages, uploads and older pages.
     */
    lineArtSvgUrl: text('line_art_svg_url'),
    /**
     * The child profile that made the page (issue 35, docs/decisions/0040); null = the adult.
     * A child owns (lists, deletes) only its own; removing the profile leaves the page the adult's.
     */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('pages_source_check', sql.raw(`source in (${sqlList(pageSources)})`)),
    check('pages_counts_check', sql`${t.favoritedCount} >= 0 and ${t.coloredCount} >= 0`),
    check('pages_theme_check', sql.raw(`theme in (${sqlList(pageThemes)})`)),
    check('pages_age_band_check', sql.raw(`age_band in (${sqlList(pageAgeBands)})`)),
    // Users only ever list unblocked pages, so each sort has a partial index in its own
    // order (`id` breaks ties so pagination is stable); deep pages then read ids from the
    // index alone. The full created_at index serves admins, who also see blocked pages.
    index('pages_created_at_idx').on(t.createdAt, t.id),
    // A child's own pages (scope=owned), and the set-null when a profile goes.
    index('pages_profile_id_idx').on(t.profileId, t.createdAt),
    // The gallery's facets trail each sort's key, so a filtered list is still walked from the
    // index alone, the filter tested on each entry (docs/decisions/0030).
    index('pages_unblocked_created_at_idx')
      .on(t.createdAt, t.id, t.theme, t.ageBand, t.difficulty)
      .where(sql`not ${t.blocked}`),
    index('pages_favorited_count_idx')
      .on(t.favoritedCount, t.id, t.theme, t.ageBand, t.difficulty)
      .where(sql`not ${t.blocked}`),
    index('pages_colored_count_idx')
      .on(t.coloredCount, t.id, t.theme, t.ageBand, t.difficulty)
      .where(sql`not ${t.blocked}`),
    index('pages_popularity_idx')
      .on(t.popularity, t.id, t.theme, t.ageBand, t.difficulty)
      .where(sql`not ${t.blocked}`),
    // A theme chip with the default sort reads only that theme's entries, however deep.
    index('pages_theme_created_at_idx')
      .on(t.theme, t.createdAt, t.id, t.ageBand, t.difficulty)
      .where(sql`not ${t.blocked}`),
    // The page of the day chooses among these.
    index('pages_kid_safe_idx').on(t.id).where(sql`${t.kidSafe} and not ${t.blocked}`),
    index('pages_user_created_idx').on(t.userId, t.createdAt),
    // Case-insensitive substring search must stay fast on a million pages (DESIGN §7).
    index('pages_prompt_trgm_idx').using('gin', t.prompt.op('gin_trgm_ops')),
    index('pages_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // File URL -> page, for serving a file (blocked page: 404) and for the storage sweep (is it
    // used?). Hash: equality is all either asks, at a fraction of a b-tree's size for long text.
    index('pages_illustration_idx').using('hash', t.illustration),
    index('pages_preview_idx').using('hash', t.preview),
    index('pages_line_art_svg_url_idx').using('hash', t.lineArtSvgUrl),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The child profile that favourited it (docs/decisions/0031); null = the adult. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One favourite per (account, profile, page). An expression, not NULLS NOT DISTINCT, so it
    // holds on PostgreSQL 14 too; lookups name the same expression (pages.repo.ts ownRow).
    uniqueIndex('favorites_user_page_profile_unique').on(
      t.userId,
      t.pageId,
      sql`coalesce(${t.profileId}, 0)`,
    ),
    index('favorites_profile_id_idx').on(t.profileId),
    // `trending` ranks by favourites in the last 7 days: the first finds a week's events,
    // the second answers "has this page any recent event?" from the index alone.
    index('favorites_created_at_idx').on(t.createdAt),
    index('favorites_page_created_idx').on(t.pageId, t.createdAt),
  ],
);

/** A user's colouring of a page: one per (user, profile, page); later saves overwrite it. */
export const colorings = pgTable(
  'colorings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The child profile that coloured it (docs/decisions/0031); null = the adult. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    photo: text('photo').notNull(),
    preview: text('preview').notNull(),
    /** The time-lapse action log (gzip), stored beside the preview; null when none was saved. */
    replayUrl: text('replay_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('colorings_user_page_profile_unique').on(
      t.userId,
      t.pageId,
      sql`coalesce(${t.profileId}, 0)`,
    ),
    index('colorings_profile_id_idx').on(t.profileId),
    index('colorings_page_created_idx').on(t.pageId, t.createdAt),
    index('colorings_created_at_idx').on(t.createdAt),
    // For the storage sweep: is this file still a colouring's? (see pages_illustration_idx)
    index('colorings_photo_idx').using('hash', t.photo),
    index('colorings_preview_idx').using('hash', t.preview),
    index('colorings_replay_url_idx').using('hash', t.replayUrl),
  ],
);
