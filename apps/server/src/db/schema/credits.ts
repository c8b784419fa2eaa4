import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tstz, updatedAt } from './columns';
import { users } from './users';

/**
 * The current balance per user (DESIGN §6). The CHECKs are the last line of defence: a
 * concurrent double spend that slips past the service's conditional update fails here
 * instead of going negative.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCredits: integer('plan_credits').notNull().default(0),
    purchasedCredits: integer('purchased_credits').notNull().default(0),
    publicPageCredits: integer('public_page_credits').notNull().default(0),
    periodStart: tstz('period_start').notNull().defaultNow(),
    periodEnd: tstz('period_end').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_balances_plan_credits_check', sql`${t.planCredits} >= 0`),
    check('credit_balances_purchased_credits_check', sql`${t.purchasedCredits} >= 0`),
    check('credit_balances_public_page_credits_check', sql`${t.publicPageCredits} >= 0`),
  ],
);

export const creditBuckets = ['plan', 'purchased', 'public_page'] as const;
export type CreditBucket = (typeof creditBuckets)[number];

/**
 * Every balance change, written in the same transaction as the balance. `reference` is
 * unique across buckets on purpose: a spend picks its bucket at run time, so uniqueness per
 * (reference, bucket) would let a retried `page:<id>` charge twice. A grant that touches two
 * buckets therefore uses two references (e.g. `period:<user>:<yyyy-mm>` and
 * `period:<user>:<yyyy-mm>:public_page`).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: text('bucket').$type<CreditBucket>().notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_ledger_bucket_check', sql.raw(`bucket in (${sqlList(creditBuckets)})`)),
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    // The admin dashboard sums this month's page-pack purchases; page spends and period
    // resets (nearly every row) stay out of the index.
    index('credit_ledger_purchases_created_idx')
      .on(t.createdAt)
      .where(sql`${t.reason} = 'purchase' and ${t.bucket} = 'purchased'`),
  ],
);
