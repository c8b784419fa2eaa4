import type { ConfirmedPayment } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findPlanByName } from '../plans/plans.repo';
import type { Fulfilment } from './fulfilment';
import { PAYMENT_NOT_FOUND } from './payment-messages';
import {
  findPlanByStripePrice,
  insertPaymentIfNew,
  type PlanRow,
  type SubscriptionRow,
} from './payments.repo';
import { callStripe, idOf, type Stripe, subscriptionPeriod } from './stripe-client';
import { inEventTransaction, type WebhookEventRef } from './stripe-event-transaction';

/** A payment that comes with a subscription change (its Checkout session, a renewal invoice). */
export interface PlanPayment {
  ref: string;
  amountCents: number;
  currency: string;
}

/**
 * Plans paid at Stripe: every change (checkout, renewal, plan swap, cancel, a webhook) re-reads
 * the subscription from Stripe and converges our record on it through the fulfilment.
 */
export function createStripeSubscriptions(deps: { db: Db; fulfilment: Fulfilment; log: FastifyBaseLogger }) {
  const { db, fulfilment, log } = deps;

  /** The plan a Stripe subscription is for: its price, or the metadata we wrote when it started. */
  async function planOf(sub: Stripe.Subscription): Promise<PlanRow | undefined> {
    const priceId = idOf(sub.items?.data?.[0]?.price);
    const byPrice = priceId ? await findPlanByStripePrice(db, priceId) : undefined;
    return byPrice ?? (sub.metadata?.plan ? await findPlanByName(db, sub.metadata.plan) : undefined);
  }

  /** Re-reads a subscription and converges our record; ends replaced ones at Stripe. */
  async function syncSubscription(
    stripe: Stripe,
    subscription: string | Stripe.Subscription,
    event?: WebhookEventRef,
    payment?: PlanPayment,
  ) {
    const sub =
      typeof subscription === 'string'
        ? await callStripe(() => stripe.subscriptions.retrieve(subscription))
        : subscription;
    const userId = Number(sub.metadata?.user_id);
    const plan = await planOf(sub);
    if (!Number.isInteger(userId) || userId <= 0 || !plan) {
      log.warn({ subscription: sub.id }, 'stripe subscription without a known user or plan; ignored');
      return null;
    }
    const period = subscriptionPeriod(sub);
    const replaced = await inEventTransaction(db, event, async (tx) => {
      const others = await fulfilment.syncSubscription(tx, {
        provider: 'stripe',
        providerSubscriptionId: sub.id,
        userId,
        planId: plan.id,
        status: sub.status,
        priceCents: sub.items?.data?.[0]?.price?.unit_amount ?? plan.priceCents,
        periodStart: period.start,
        periodEnd: period.end,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        canceledAt: sub.canceled_at ? new Date(sub.canceled_at * 1000) : null,
      });
      // What the plan earned (the first checkout, each renewal), for the revenue figures.
      if (payment) {
        await insertPaymentIfNew(tx, {
          userId,
          provider: 'stripe',
          providerRef: payment.ref,
          kind: 'plan',
          planId: plan.id,
          providerSubscriptionId: sub.id,
          amountCents: payment.amountCents,
          currency: payment.currency,
          status: 'paid',
        });
      }
      return others;
    });
    await endReplaced(stripe, replaced ?? []);
    return { sub, plan };
  }

  /** One active subscription per user: the old one ends now (Stripe prorates), never stacks. */
  async function endReplaced(stripe: Stripe, replaced: SubscriptionRow[]) {
    for (const old of replaced) {
      if (old.provider !== 'stripe') continue;
      await callStripe(() =>
        stripe.subscriptions.cancel(old.providerSubscriptionId, { prorate: true }),
      ).catch((err: unknown) =>
        log.error({ err, subscription: old.providerSubscriptionId }, 'could not end a replaced subscription'),
      );
    }
  }

  return {
    syncSubscription,

    /**
     * The user already pays for a plan at Stripe: its price is swapped in place (Stripe
     * prorates), so plans are replaced, never stacked. Returns the subscription's id.
     */
    async swapPlan(stripe: Stripe, current: SubscriptionRow, userId: number, plan: PlanRow): Promise<string> {
      const sub = await callStripe(() => stripe.subscriptions.retrieve(current.providerSubscriptionId));
      const item = sub.items.data[0];
      const updated = await callStripe(() =>
        stripe.subscriptions.update(sub.id, {
          items: [{ ...(item && { id: item.id }), price: plan.stripePriceId as string }],
          cancel_at_period_end: false,
          proration_behavior: 'create_prorations',
          metadata: { user_id: String(userId), plan: plan.name },
        }),
      );
      await syncSubscription(stripe, updated);
      return updated.id;
    },

    /** The user's return with a subscription id (a plan change): re-read and report it. */
    async confirmSubscription(stripe: Stripe, userId: number, subId: string): Promise<ConfirmedPayment> {
      const sub = await callStripe(() => stripe.subscriptions.retrieve(subId)).catch(() => {
        throw notFound(PAYMENT_NOT_FOUND);
      });
      if (Number(sub.metadata?.user_id) !== userId) throw notFound(PAYMENT_NOT_FOUND);
      const synced = await syncSubscription(stripe, sub);
      const live = ['active', 'trialing', 'past_due'].includes(sub.status);
      return {
        status: live ? 'paid' : 'pending',
        kind: 'plan',
        pages: null,
        plan: synced?.plan.title ?? null,
      };
    },

    async cancelAtPeriodEnd(stripe: Stripe, sub: SubscriptionRow): Promise<void> {
      const updated = await callStripe(() =>
        stripe.subscriptions.update(sub.providerSubscriptionId, { cancel_at_period_end: true }),
      );
      await syncSubscription(stripe, updated);
    },
  };
}

export type StripeSubscriptions = ReturnType<typeof createStripeSubscriptions>;
