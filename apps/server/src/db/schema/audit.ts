import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Who changed what in the admin area, and when, so every change can be traced to the admin who
 * made it: user block, unblock, edit, creation and role changes, plan edits, setting changes.
 * `detail` never holds a secret setting's value. Users are never deleted (blocked instead), so
 * the actor stays readable.
 */
export const adminAudit = pgTable('admin_audit', {
  /** The list reads the newest first by id, the primary key's own index. */
  id: serial('id').primaryKey(),
  actorId: integer('actor_id')
    .notNull()
    .references(() => users.id),
  action: text('action').notNull(),
  target: text('target').notNull(),
  detail: text('detail').notNull().default(''),
  createdAt: createdAt(),
});
