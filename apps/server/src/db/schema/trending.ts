import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * The week's trending ranking, computed by one process at a time and read by all of them
 * (DESIGN §1: nothing shared lives in process memory). `position` 1 is the most active page.
 * No foreign key: a refresh rewrites the table in one statement, and readers drop pages that
 * are blocked or gone.
 */
export const trendingRanking = pgTable('trending_ranking', {
  position: integer('position').primaryKey(),
  pageId: integer('page_id').notNull().unique(),
});

/** One row: when the ranking was last computed. Claiming it (row lock) elects the refresher. */
export const trendingState = pgTable(
  'trending_state',
  {
    id: integer('id').primaryKey().default(1),
    refreshedAt: tstz('refreshed_at').notNull(),
  },
  () => [check('trending_state_single_row', sql`id = 1`)],
);
