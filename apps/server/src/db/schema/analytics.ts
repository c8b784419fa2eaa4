import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz, updatedAt } from './columns';

/**
 * The admin dashboard's counts per calendar month (UTC), for months that are over: rows are
 * never created with a past `created_at`, so a finished month's count never changes and is
 * counted once instead of on every request (a million pages take ~0.3 s to group by month).
 * `metric` is users, pages, coloreds or subscriptions; `month` is 'YYYY-MM'.
 */
export const analyticsMonthly = pgTable(
  'analytics_monthly',
  {
    metric: text('metric').notNull(),
    month: text('month').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.month] })],
);

/** Per metric: every month before `closed_before` is in analytics_monthly; later rows are counted live. */
export const analyticsRollups = pgTable('analytics_rollups', {
  metric: text('metric').primaryKey(),
  closedBefore: tstz('closed_before').notNull(),
  updatedAt: updatedAt(),
});
