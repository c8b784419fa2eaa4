import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { plans } from './plans';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lowercased (the CHECK makes a forgotten `toLowerCase()` fail loudly) so `unique` means one account per address. */
    email: text('email').notNull().unique(),
    photo: text('photo'),
    admin: boolean('admin').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    stripeId: text('stripe_id').unique(),
    /** null = the free plan, so a user never points at a plan row that an admin could not delete anyway. */
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** Start of the current billing period; free users' periods start at sign-up (DESIGN §6). */
    periodStart: tstz('period_start').notNull().defaultNow(),
    /** The language chosen in the account (issue 23); null = follow the request's Accept-Language. */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // Admin search matches name or email anywhere in the string.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
