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
  isLive,
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

const retrieveSubscription = (stripe: Stripe, id: string) =>
  callStripe(() => stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }));

/** The subscription's latest invoice, read when it came as an id. */
async function latestInvoice(stripe: Stripe, sub: Stripe.Subscription): Promise<Stripe.Invoice | null> {
  const ref = sub.latest_invoice;
  if (!ref) return null;
  return typeof ref === 'string' ? callStripe(() => stripe.invoices.retrieve(ref)) : ref;
}

/** The plan a Stripe subscription is for: its price, or the metadata we wrote when it started. */
async function planOf(db: Db, sub: Stripe.Subscription): Promise<PlanRow | undefined> {
  const priceId = idOf(sub.items?.data?.[0]?.price);
  const byPrice = priceId ? await findPlanByStripePrice(db, priceId) : undefined;
  return byPrice ?? (sub.metadata?.plan ? await findPlanByName(db, sub.metadata.plan) : undefined);
}

/**
 * Plans paid at Stripe: every change (checkout, renewal, plan swap, cancel, a webhook) re-reads
 * the subscription from Stripe and converges our record on it through the fulfilment.
 */
export function createStripeSubscriptions(deps: { db: Db; fulfilment: Fulfilment; log: FastifyBaseLogger }) {
  const { db, fulfilment, log } = deps;

  /**
   * Re-reads a subscription and converges our record; ends replaced ones at Stripe. `first` runs
   * in the same transaction before it (a refund's take-back, recorded with the event).
   */
  async function syncSubscription(
    stripe: Stripe,
    subscription: string | Stripe.Subscription,
    event?: WebhookEventRef,
    payment?: PlanPayment,
    first?: (tx: Db, userId: number) => Promise<void>,
  ) {
    const sub =
      typeof subscription === 'string' ? await retrieveSubscription(stripe, subscription) : subscription;
    const userId = Number(sub.metadata?.user_id);
    const plan = await planOf(db, sub);
    if (!Number.isInteger(userId) || userId <= 0 || !plan) {
      log.warn({ subscription: sub.id }, 'stripe subscription without a known user or plan; ignored');
      return null;
    }
    const period = subscriptionPeriod(sub);
    const invoice = await latestInvoice(stripe, sub);
    const replaced = await inEventTransaction(db, event, async (tx) => {
      await first?.(tx, userId);
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
        // No invoice yet (nothing to pay) counts as paid.
        invoicePaid: !invoice || invoice.status === 'paid',
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
    planOf: (sub: Stripe.Subscription) => planOf(db, sub),
    syncSubscription,
    retrieveSubscription,
    latestInvoice,

    /**
     * The user already pays for a plan at Stripe: its price is swapped in place, so plans are
     * replaced, never stacked. The difference is invoiced and charged now, and Stripe applies the
     * change only once that invoice is paid (a pending update until then): an unpaid upgrade
     * leaves the old plan. Returns the subscription's id.
     */
    async swapPlan(stripe: Stripe, current: SubscriptionRow, userId: number, plan: PlanRow): Promise<string> {
      const sub = await retrieveSubscription(stripe, current.providerSubscriptionId);
      const item = sub.items.data[0];
      let updated = await callStripe(() =>
        stripe.subscriptions.update(sub.id, {
          items: [{ ...(item && { id: item.id }), price: plan.stripePriceId as string }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice'],
        }),
      );
      // A pending update takes only the price; the rest follows once the change applied.
      if (!updated.pending_update && (updated.cancel_at_period_end || updated.metadata?.plan !== plan.name)) {
        updated = await callStripe(() =>
          stripe.subscriptions.update(sub.id, {
            cancel_at_period_end: false,
            metadata: { user_id: String(userId), plan: plan.name },
            expand: ['latest_invoice'],
          }),
        );
      }
      await syncSubscription(stripe, updated);
      return updated.id;
    },

    /** The user's return with a subscription id (a plan change): re-read and report it. */
    async confirmSubscription(stripe: Stripe, userId: number, subId: string): Promise<ConfirmedPayment> {
      const sub = await retrieveSubscription(stripe, subId).catch(() => {
        throw notFound(PAYMENT_NOT_FOUND);
      });
      if (Number(sub.metadata?.user_id) !== userId) throw notFound(PAYMENT_NOT_FOUND);
      const synced = await syncSubscription(stripe, sub);
      const wanted = sub.pending_update?.subscription_items?.[0]?.price;
      const target = wanted ? await findPlanByStripePrice(db, wanted.id) : undefined;
      const invoice = await latestInvoice(stripe, sub);
      // A change waiting on its payment: failed once Stripe tried the card, pending before.
      const status = wanted
        ? invoice?.attempted && invoice.status !== 'paid'
          ? 'failed'
          : 'pending'
        : isLive(sub.status)
          ? 'paid'
          : 'pending';
      return { status, kind: 'plan', pages: null, plan: target?.title ?? synced?.plan.title ?? null };
    },

    async cancelAtPeriodEnd(stripe: Stripe, sub: SubscriptionRow): Promise<void> {
      const updated = await callStripe(() =>
        stripe.subscriptions.update(sub.providerSubscriptionId, {
          cancel_at_period_end: true,
          expand: ['latest_invoice'],
        }),
      );
      await syncSubscription(stripe, updated);
    },
  };
}

export type StripeSubscriptions = ReturnType<typeof createStripeSubscriptions>;
