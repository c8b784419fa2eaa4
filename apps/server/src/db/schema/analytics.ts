import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz, updatedAt } from './columns';

/**
 * The admin dashboard's counts per UTC day, for days that are over: rows are never created
 * with a past `created_at`, so a finished day's count never changes and is counted once
 * instead of on every request (grouping a million pages takes about a second). Live counting
 * is then left with today's rows alone. `metric` is users, pages, coloreds or subscriptions;
 * `day` is 'YYYY-MM-DD'.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    metric: text('metric').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day] })],
);

/** Per metric: every day before `closed_before` is in analytics_daily; later rows are counted live. */
export const analyticsRollups = pgTable('analytics_rollups', {
  metric: text('metric').primaryKey(),
  closedBefore: tstz('closed_before').notNull(),
  updatedAt: updatedAt(),
});
