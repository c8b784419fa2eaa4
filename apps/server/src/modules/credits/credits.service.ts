import { type Credit, NO_CREDITS_MESSAGE } from '@colorbook/contract';
import type { Db } from '../../db/client';
import type { CreditBucket } from '../../db/schema';
import { AppError } from '../../errors';
import { periodContaining, periodKey } from './billing-period';
import {
  addToBucket,
  type BalanceRow,
  countPlanEntries,
  endLapsedSubscriptions,
  findBalance,
  findLedgerEntry,
  findPeriodAnchor,
  findPlanLimits,
  hasLiveSubscription,
  insertBalanceIfMissing,
  insertLedgerEntry,
  lockBalance,
  setPeriod,
  usedSince,
} from './credits.repo';

export const noCredits = () => new AppError('NO_CREDITS', NO_CREDITS_MESSAGE);

/**
 * Balances and the ledger (DESIGN §6). Every method that changes money takes the caller's
 * transaction, locks the user's balance row first (so concurrent requests of one user queue
 * instead of racing) and writes the ledger entry before the balance: the entry's unique
 * reference makes each grant, spend and refund happen at most once, however often it is retried.
 */
export interface CreditsService {
  read(userId: number): Promise<Credit>;
  /** Spends one page credit, plan credits first. Throws NO_CREDITS when both buckets are empty. */
  spendPage(tx: Db, userId: number, reference: string): Promise<void>;
  /** Gives back what the spend `reference` took, once. */
  refund(tx: Db, userId: number, spendReference: string): Promise<void>;
  /** Spends one public-page credit unless `reference` was spent before; false when already spent. */
  spendPublicPage(tx: Db, userId: number, reference: string): Promise<boolean>;
  /** Purchased pages (never expire); false when `reference` was granted before. */
  grantPurchased(tx: Db, userId: number, amount: number, reference: string): Promise<boolean>;
  /** Locks the balance and brings it to the current period; call inside a transaction. */
  current(tx: Db, userId: number): Promise<BalanceRow>;
  /**
   * Starts `period` on the user's current plan, once per `reference`: plan credits and public
   * pages become the plan's limits ('reset': a new period), keep what is left up to them ('cap':
   * a cheaper plan replacing another must not hand out a fresh allowance), or become the plan's
   * limits less what was used since the period began ('change': a plan changed within a period,
   * so going up and back down, however often, never gives more than the dearest plan's allowance
   * once; `reference` is then a prefix, numbered per change). Purchased credits stay.
   */
  startPeriod(
    tx: Db,
    userId: number,
    period: { start: Date; end: Date },
    reference: string,
    mode?: 'reset' | 'cap' | 'change',
  ): Promise<boolean>;
  /**
   * Takes back up to `upTo` credits of one bucket, never below zero, once per `reference` (a
   * refund or a dispute); the ledger records what was taken. Returns how many were taken.
   */
  takeBack(
    tx: Db,
    userId: number,
    bucket: CreditBucket,
    upTo: number,
    reference: string,
    reason: string,
  ): Promise<number>;
}

/**
 * The user's balance row, locked for the transaction: created on first use, and reset lazily to
 * the plan's limits once its period has ended.
 */
function lockedBalance(now: () => Date) {
  return async function current(tx: Db, userId: number): Promise<BalanceRow> {
    let balance = await lockBalance(tx, userId);
    if (!balance) {
      const anchor = await findPeriodAnchor(tx, userId);
      if (!anchor) throw new AppError('NOT_FOUND', 'user not found');
      // Created already expired, so the reset below grants the first period's limits.
      const first = periodContaining(anchor, now());
      await insertBalanceIfMissing(tx, userId, { start: first.start, end: first.start });
      balance = await lockBalance(tx, userId);
      if (!balance) throw new Error('credit balance row vanished');
    }
    if (now() < balance.periodEnd) return balance;

    // Lazily, on first use after the period ended: plan credits return to the plan's limits
    // (unused ones do not roll over); purchased credits stay. A subscription cancelled at period
    // end whose end has passed gives its plan no longer (in case the provider's notice was lost).
    await endLapsedSubscriptions(tx, userId, now());
    // A plan paid at Stripe starts its next period when Stripe says the renewal invoice is paid
    // (fulfilment.ts), never on the calendar alone: a renewal that fails (past_due) gives nothing.
    if (await hasLiveSubscription(tx, userId, 'stripe')) return balance;
    const period = periodContaining(balance.periodStart, now());
    const limits = await findPlanLimits(tx, userId);
    const key = `period:${userId}:${periodKey(period.start)}`;
    await insertLedgerEntry(tx, {
      userId,
      bucket: 'plan',
      delta: limits.pageCreationLimit - balance.planCredits,
      reason: 'period',
      reference: key,
    });
    await insertLedgerEntry(tx, {
      userId,
      bucket: 'public_page',
      delta: limits.publicPageLimit - balance.publicPageCredits,
      reason: 'period',
      reference: `${key}:public_page`,
    });
    const next = {
      planCredits: limits.pageCreationLimit,
      publicPageCredits: limits.publicPageLimit,
      periodStart: period.start,
      periodEnd: period.end,
    };
    await setPeriod(tx, userId, next);
    return { ...balance, ...next };
  };
}

export function createCreditsService(db: Db, now: () => Date = () => new Date()): CreditsService {
  const current = lockedBalance(now);

  return {
    current,

    async read(userId) {
      // A plain read takes no lock: the committed row is the answer while its period runs.
      // Only a missing row or an ended period needs the locked path (the lazy reset writes).
      const committed = await findBalance(db, userId);
      const balance =
        committed && now() < committed.periodEnd
          ? committed
          : await db.transaction((tx) => current(tx, userId));
      return {
        credits: balance.planCredits + balance.purchasedCredits,
        public_page: balance.publicPageCredits,
      };
    },

    async spendPage(tx, userId, reference) {
      const balance = await current(tx, userId);
      const bucket: CreditBucket | null =
        balance.planCredits > 0 ? 'plan' : balance.purchasedCredits > 0 ? 'purchased' : null;
      if (!bucket) throw noCredits();
      if (!(await insertLedgerEntry(tx, { userId, bucket, delta: -1, reason: 'page', reference }))) {
        return; // this very spend happened before
      }
      if (!(await addToBucket(tx, userId, bucket, -1))) throw noCredits();
    },

    async refund(tx, userId, spendReference) {
      await current(tx, userId);
      const spend = await findLedgerEntry(tx, spendReference);
      if (!spend || spend.delta >= 0) return;
      const refunded = await insertLedgerEntry(tx, {
        userId,
        bucket: spend.bucket,
        delta: -spend.delta,
        reason: 'refund',
        reference: `refund:${spendReference}`,
      });
      if (refunded) await addToBucket(tx, userId, spend.bucket, -spend.delta);
    },

    async spendPublicPage(tx, userId, reference) {
      const balance = await current(tx, userId);
      if (await findLedgerEntry(tx, reference)) return false;
      if (balance.publicPageCredits <= 0) throw noCredits();
      await insertLedgerEntry(tx, { userId, bucket: 'public_page', delta: -1, reason: 'color', reference });
      if (!(await addToBucket(tx, userId, 'public_page', -1))) throw noCredits();
      return true;
    },

    async startPeriod(tx, userId, period, reference, mode = 'reset') {
      const balance = await current(tx, userId);
      const limits = await findPlanLimits(tx, userId);
      const used = mode === 'change' ? await usedSince(tx, userId, balance.periodStart) : null;
      const target = (left: number, limit: number, spent = 0) =>
        mode === 'cap' ? Math.min(left, limit) : mode === 'change' ? Math.max(0, limit - spent) : limit;
      const planCredits = target(balance.planCredits, limits.pageCreationLimit, used?.plan);
      const publicPageCredits = target(balance.publicPageCredits, limits.publicPageLimit, used?.publicPage);
      const key =
        mode === 'change' ? `${reference}:${await countPlanEntries(tx, userId, `${reference}:`)}` : reference;
      const started = await insertLedgerEntry(tx, {
        userId,
        bucket: 'plan',
        delta: planCredits - balance.planCredits,
        reason: mode === 'change' ? 'plan_change' : 'period',
        reference: key,
      });
      if (!started) return false;
      await insertLedgerEntry(tx, {
        userId,
        bucket: 'public_page',
        delta: publicPageCredits - balance.publicPageCredits,
        reason: mode === 'change' ? 'plan_change' : 'period',
        reference: `${key}:public_page`,
      });
      await setPeriod(tx, userId, {
        planCredits,
        publicPageCredits,
        periodStart: period.start,
        periodEnd: period.end,
      });
      return true;
    },

    async takeBack(tx, userId, bucket, upTo, reference, reason) {
      const balance = await current(tx, userId);
      if (await findLedgerEntry(tx, reference)) return 0;
      const held =
        bucket === 'plan'
          ? balance.planCredits
          : bucket === 'purchased'
            ? balance.purchasedCredits
            : balance.publicPageCredits;
      const taken = Math.max(0, Math.min(upTo, held));
      await insertLedgerEntry(tx, { userId, bucket, delta: -taken, reason, reference });
      if (taken > 0 && !(await addToBucket(tx, userId, bucket, -taken))) {
        throw new Error('credit balance changed under its lock');
      }
      return taken;
    },

    async grantPurchased(tx, userId, amount, reference) {
      await current(tx, userId);
      const granted = await insertLedgerEntry(tx, {
        userId,
        bucket: 'purchased',
        delta: amount,
        reason: 'purchase',
        reference,
      });
      if (granted) await addToBucket(tx, userId, 'purchased', amount);
      return granted;
    },
  };
}
