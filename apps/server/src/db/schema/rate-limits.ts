import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Fixed-window request counters. They live in the database (not process memory) so limits
 * hold across N API processes behind a load balancer (DESIGN §1).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tstz('reset_at').notNull(),
});
