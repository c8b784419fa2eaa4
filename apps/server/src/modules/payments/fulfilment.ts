import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../db/schema';
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
        const planChanged = !before || !isLive(before.status) || before.planId !== state.planId;
        if (planChanged || user.planId !== state.planId) {
          const previous = user.planId ? await findPlanById(tx, user.planId) : undefined;
          const next = await findPlanById(tx, state.planId);
          await setUserPlan(tx, state.userId, state.planId, period.start);
          // An upgrade gives the new plan's limits at once; a downgrade keeps what is left.
          const mode = (next?.priceCents ?? 0) >= (previous?.priceCents ?? 0) ? 'reset' : 'cap';
          await credits.startPeriod(
            tx,
            state.userId,
            period,
            `plan:${state.providerSubscriptionId}:${state.planId}:${periodKey(period.start)}`,
            mode,
          );
        } else if (before?.currentPeriodEnd && state.periodEnd && state.periodEnd > before.currentPeriodEnd) {
          // A renewal. Same reference as the lazy reset of credits.current(), so whichever of the
          // two comes first starts the period and the other changes nothing.
          await credits.startPeriod(tx, state.userId, period, `period:${state.userId}:${periodKey(start)}`);
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
  };
}
