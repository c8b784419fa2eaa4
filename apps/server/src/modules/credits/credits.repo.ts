import { and, count, eq, gt, gte, inArray, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableQuery } from '../../db/prepared';
import {
  type CreditBucket,
  creditBalances,
  creditLedger,
  type PaymentProvider,
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
 * Plan credits and public pages used since `since`: page and colouring spends less the spends
 * given back, from the ledger (period resets, purchases and reclaims are not use).
 */
export async function usedSince(
  tx: Db,
  userId: number,
  since: Date,
): Promise<{ plan: number; publicPage: number }> {
  const used = (bucket: CreditBucket) =>
    sql<string>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.bucket} = ${bucket}), 0)`;
  const [row] = await tx
    .select({ plan: used('plan'), publicPage: used('public_page') })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        gte(creditLedger.createdAt, since),
        inArray(creditLedger.reason, ['page', 'color', 'refund']),
      ),
    );
  return { plan: Math.max(0, Number(row?.plan ?? 0)), publicPage: Math.max(0, Number(row?.publicPage ?? 0)) };
}

/** How many plan-bucket entries of the user have a reference starting with `prefix`. */
export async function countPlanEntries(tx: Db, userId: number, prefix: string): Promise<number> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await tx
    .select({ n: count() })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.bucket, 'plan'),
        like(creditLedger.reference, pattern),
      ),
    );
  return Number(row?.n ?? 0);
}

/** True while the user has a subscription at `provider` that gives a plan. */
export async function hasLiveSubscription(
  tx: Db,
  userId: number,
  provider: PaymentProvider,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, givingPlan),
      ),
    )
    .limit(1);
  return row !== undefined;
}

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
