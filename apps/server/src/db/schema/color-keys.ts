import type { ColorKey } from '@colorbook/contract';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pages } from './pages';

/**
 * A page's colour key (DESIGN §9a), in its own table rather than a column of `pages`: lists
 * select whole page rows, and a key (a few KB to tens of KB) must not ride along with every
 * card of a grid. A page without a row gets its key on the first request for it.
 */
export const pageColorKeys = pgTable('page_color_keys', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  key: jsonb('key').$type<ColorKey>().notNull(),
  /** Keyed regions, so a page read can say whether colour by number works without the key. */
  regions: integer('regions').notNull(),
  createdAt: createdAt(),
});
