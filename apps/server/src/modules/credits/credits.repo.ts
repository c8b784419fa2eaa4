import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableQuery } from '../../db/prepared';
import {
  type CreditBucket,
  creditBalances,
  creditLedger,
  plans,
  subscriptions,
  users,
} from '../../db/schema';

export type BalanceRow = typeof creditBalances.$inferSelect;

/** The user's plan limits; a user without a plan is on `free` (users.plan_id null). */
export async function findPlanLimits(
  tx: Db,
  userId: number,
): Promise<{ pageCreationLimit: number; publicPageLimit: number }> {
  const [row] = await tx
    .select({ pageCreationLimit: plans.pageCreationLimit, publicPageLimit: plans.publicPageLimit })
    .from(users)
    .innerJoin(
      plans,
      sql`${plans.id} = coalesce(${users.planId}, (select id from plans where name = 'free'))`,
    )
    .where(eq(users.id, userId));
  return row ?? { pageCreationLimit: 0, publicPageLimit: 0 };
}

/** When the user's billing periods start counting from (users.period_start); undefined: no such user. */
export async function findPeriodAnchor(tx: Db, userId: number): Promise<Date | undefined> {
  const [row] = await tx.select({ anchor: users.periodStart }).from(users).where(eq(users.id, userId));
  return row?.anchor;
}

/** The balance as last committed, without a lock: for reads that change nothing. */
export async function findBalance(db: Db, userId: number): Promise<BalanceRow | undefined> {
  const [row] = await balanceByUser(db, { userId });
  return row;
}

const balanceByUser = reusableQuery(
  (db) =>
    db
      .select()
      .from(creditBalances)
      .where(eq(creditBalances.userId, sql.placeholder('userId'))),
  'balance_by_user',
);

/** Locks the balance row for the rest of the transaction, so concurrent spends queue here. */
export async function lockBalance(tx: Db, userId: number): Promise<BalanceRow | undefined> {
  const [row] = await tx.select().from(creditBalances).where(eq(creditBalances.userId, userId)).for('update');
  return row;
}

/** First use: an empty balance row; false when another request created it first. */
export async function insertBalanceIfMissing(
  tx: Db,
  userId: number,
  period: { start: Date; end: Date },
): Promise<void> {
  await tx
    .insert(creditBalances)
    .values({ userId, periodStart: period.start, periodEnd: period.end })
    .onConflictDoNothing({ target: creditBalances.userId });
}

/**
 * Records a ledger entry unless its reference exists; true when it was recorded. Every balance
 * change goes through here first, so a retried grant or spend changes nothing the second time.
 */
export async function insertLedgerEntry(
  tx: Db,
  entry: { userId: number; bucket: CreditBucket; delta: number; reason: string; reference: string },
): Promise<boolean> {
  const rows = await tx
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  return rows.length > 0;
}

export async function findLedgerEntry(tx: Db, reference: string) {
  const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.reference, reference));
  return row;
}

const column = {
  plan: creditBalances.planCredits,
  purchased: creditBalances.purchasedCredits,
  public_page: creditBalances.publicPageCredits,
} as const;

/**
 * Adds `delta` to one bucket. A negative delta only applies while the bucket stays ≥ 0 (the
 * conditional update is the guard; the table's CHECK is the last line of defence).
 */
export async function addToBucket(
  tx: Db,
  userId: number,
  bucket: CreditBucket,
  delta: number,
): Promise<boolean> {
  const target = column[bucket];
  const rows = await tx
    .update(creditBalances)
    .set({ [keyOf(bucket)]: sql`${target} + ${delta}` })
    .where(
      delta < 0
        ? and(eq(creditBalances.userId, userId), gt(target, -delta - 1))
        : eq(creditBalances.userId, userId),
    )
    .returning({ userId: creditBalances.userId });
  return rows.length > 0;
}

const keyOf = (bucket: CreditBucket) =>
  bucket === 'plan' ? 'planCredits' : bucket === 'purchased' ? 'purchasedCredits' : 'publicPageCredits';

export async function setPeriod(
  tx: Db,
  userId: number,
  values: { planCredits: number; publicPageCredits: number; periodStart: Date; periodEnd: Date },
): Promise<void> {
  await tx.update(creditBalances).set(values).where(eq(creditBalances.userId, userId));
}

const givingPlan = ['active', 'trialing', 'past_due'];

/**
 * Subscriptions cancelled at period end whose end has passed are over; when none is left that
 * gives a plan, the user is back on free. Normally the provider says so (Stripe's
 * customer.subscription.deleted); this covers demo payments and a lost notice.
 */
export async function endLapsedSubscriptions(tx: Db, userId: number, now: Date): Promise<void> {
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, givingPlan),
        eq(subscriptions.cancelAtPeriodEnd, true),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id });
  if (ended.length === 0) return;
  const [live] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, givingPlan)))
    .limit(1);
  await tx
    .update(users)
    .set({ planId: live?.planId ?? null })
    .where(eq(users.id, userId));
}
