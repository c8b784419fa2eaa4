import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Every ANCHOR_EVERY-th page of each public list, with its sort key, as of the last refresh
 * (docs/decisions/0010). A deep page seeks to the anchor at or before its offset and walks
 * the rest, instead of walking the whole offset. Derived data: refreshed by one process at a
 * time, read by all; no foreign key, readers tolerate pages blocked or gone since.
 */
export const listAnchors = pgTable(
  'list_anchors',
  {
    /** The list: a page sort (`trending` = the part after the ranked pages). */
    sort: text('sort').notNull(),
    /** Rows before this one in the list when it was stored. */
    position: integer('position').notNull(),
    createdAt: tstz('created_at').notNull(),
    /** The counter the list sorts by (popularity, favourites, colourings); 0 for time sorts. */
    value: integer('value').notNull(),
    pageId: integer('page_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sort, table.position] })],
);

/** One row: when the anchors were last stored. Claiming it (row lock) elects the refresher. */
export const listAnchorsState = pgTable(
  'list_anchors_state',
  {
    id: integer('id').primaryKey().default(1),
    refreshedAt: tstz('refreshed_at').notNull(),
  },
  () => [check('list_anchors_state_single_row', sql`id = 1`)],
);
