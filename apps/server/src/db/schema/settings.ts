import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Key/value settings (spec §3). `name` is plain text rather than an enum so a later release
 * can add a setting without a type migration; the contract decides which names exist.
 */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
