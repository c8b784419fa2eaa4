import { date, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pages } from './pages';

/**
 * The page of the day (issue 24, docs/decisions/0030), one row per UTC day: the first request
 * of a day stores the choice, so every process and every user sees the same page all day even
 * while pages are marked kid-safe or added. A page blocked or unmarked since is chosen again.
 */
export const pageOfTheDay = pgTable('page_of_the_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  pageId: integer('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
