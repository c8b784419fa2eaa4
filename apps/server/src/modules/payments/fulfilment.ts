import type { Db } from '../../db/client';
import type { CreditBucket, PaymentProvider } from '../../db/schema';
import { addMonths, periodKey } from '../credits/billing-period';
import type { CreditsService } from '../credits/credits.service';
import { lockUser } from '../users/users.repo';
import {
  findPlanById,
  findSubscriptionByProviderId,
  insertPaymentIfNew,
  isLive,
  liveSubscriptions,
  type SubscriptionRow,
  setPaymentPaid,
  setUserPlan,
  upsertSubscription,
} from './payments.repo';

/** A page pack as the provider reports it, once paid. */
export interface PaidPages {
  userId: number;
  provider: PaymentProvider;
  providerRef: string;
  pages: number;
  amountCents: number;
  currency: string;
}

/** A subscription as the provider reports it now (always re-read, so order of notices does not matter). */
export interface SubscriptionState {
  provider: PaymentProvider;
  providerSubscriptionId: string;
  userId: number;
  planId: number;
  status: string;
  priceCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /**
   * Whether the subscription's latest invoice is paid (always true where the provider has no
   * invoices). A dearer plan and a new period are given only when it is.
   */
  invoicePaid: boolean;
}

/**
 * The one fulfilment every provider and trigger goes through (DESIGN §6). Each function runs in
 * the caller's transaction, locks the user's row first, and is keyed so that running it again,
 * late or out of order changes nothing: page grants by the ledger reference `<provider>:<ref>`,
 * subscriptions by converging our record to the provider's current state.
 */
export interface Fulfilment {
  /** Records the payment and grants its pages; false when it was granted before. */
  grantPages(tx: Db, paid: PaidPages): Promise<boolean>;
  /**
   * Brings our record to `state`: a new live subscription (or a plan change) sets the user's plan
   * and its limits now; a renewal starts the new period; an ended one returns the user to free.
   * Returns the user's other live subscriptions, which the caller must end at their provider
   * (one active subscription per user: a new plan replaces the old one).
   */
  syncSubscription(tx: Db, state: SubscriptionState): Promise<SubscriptionRow[]>;
  /**
   * Takes back what a refunded or disputed payment granted: up to `upTo` credits of `bucket`,
   * never below zero, once per `reference`, recorded in the ledger. Returns how many were taken.
   */
  takeBack(
    tx: Db,
    taken: { userId: number; bucket: CreditBucket; upTo: number; reference: string; reason: string },
  ): Promise<number>;
}

export function createFulfilment(credits: CreditsService, now: () => Date = () => new Date()): Fulfilment {
  return {
    async grantPages(tx, paid) {
      await lockUser(tx, paid.userId);
      await insertPaymentIfNew(tx, {
        userId: paid.userId,
        provider: paid.provider,
        providerRef: paid.providerRef,
        kind: 'pages',
        amountCents: paid.amountCents,
        currency: paid.currency,
        pages: paid.pages,
        status: 'paid',
      });
      // A row written `pending` when the checkout started (VirtPay, test payments) is paid now.
      await setPaymentPaid(tx, paid.provider, paid.providerRef);
      return credits.grantPurchased(tx, paid.userId, paid.pages, `${paid.provider}:${paid.providerRef}`);
    },

    async syncSubscription(tx, state) {
      const user = await lockUser(tx, state.userId);
      if (!user) return [];
      const before = await findSubscriptionByProviderId(tx, state.providerSubscriptionId);
      await upsertSubscription(tx, {
        userId: state.userId,
        planId: state.planId,
        provider: state.provider,
        providerSubscriptionId: state.providerSubscriptionId,
        status: state.status,
        priceCents: state.priceCents,
        currentPeriodEnd: state.periodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        canceledAt: state.canceledAt,
      });
      const start = state.periodStart ?? now();
      const period = { start, end: state.periodEnd ?? addMonths(start, 1) };

      if (isLive(state.status)) {
        const others = await liveSubscriptions(tx, state.userId, state.providerSubscriptionId);
        const wasLive = before !== undefined && isLive(before.status);
        if (!wasLive || before.planId !== state.planId || user.planId !== state.planId) {
          const previous = user.planId ? await findPlanById(tx, user.planId) : undefined;
          const next = await findPlanById(tx, state.planId);
          const dearer = (next?.priceCents ?? 0) >= (previous?.priceCents ?? 0);
          // An upgrade is billed first (stripe-subscriptions.ts): until its invoice is paid the
          // user keeps the plan and the credits they had.
          if (dearer && !state.invoicePaid) return others;
          await setUserPlan(tx, state.userId, state.planId, period.start);
          if (wasLive) {
            // The same subscription changed plan within its period: the new plan's allowance less
            // what was used, so an upgrade then a downgrade back keeps nothing of the upgrade.
            await credits.startPeriod(
              tx,
              state.userId,
              period,
              `change:${state.providerSubscriptionId}:${periodKey(period.start)}`,
              'change',
            );
          } else {
            // A new subscription starts a period; one replacing a dearer plan keeps what is left.
            await credits.startPeriod(
              tx,
              state.userId,
              period,
              `plan:${state.providerSubscriptionId}:${state.planId}:${periodKey(period.start)}`,
              dearer ? 'reset' : 'cap',
            );
          }
        } else if (state.status !== 'past_due' && state.invoicePaid && state.periodStart) {
          // A renewal, once its invoice is paid (a past_due one gives nothing until it is). Same
          // reference as the lazy reset of credits.current(), so a period starts once.
          const balance = await credits.current(tx, state.userId);
          if (state.periodStart > balance.periodStart) {
            await credits.startPeriod(tx, state.userId, period, `period:${state.userId}:${periodKey(start)}`);
          }
        }
        return others;
      }

      if (user.planId === state.planId) {
        const others = await liveSubscriptions(tx, state.userId, state.providerSubscriptionId);
        if (others.length === 0) {
          const at = now();
          await setUserPlan(tx, state.userId, null, at);
          await credits.startPeriod(
            tx,
            state.userId,
            { start: at, end: addMonths(at, 1) },
            `end:${state.providerSubscriptionId}`,
          );
        }
      }
      return [];
    },

    async takeBack(tx, { userId, bucket, upTo, reference, reason }) {
      await lockUser(tx, userId);
      return credits.takeBack(tx, userId, bucket, upTo, reference, reason);
    },
  };
}
