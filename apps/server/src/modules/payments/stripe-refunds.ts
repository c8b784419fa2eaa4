import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { lockUser } from '../users/users.repo';
import type { Fulfilment } from './fulfilment';
import {
  findFirstPlanPayment,
  findPayment,
  findSubscriptionByProviderId,
  isLive,
  lockPayment,
  type PaymentRow,
  setPaymentRefund,
} from './payments.repo';
import { callStripe, idOf, invoiceSubscriptionId, type Stripe } from './stripe-client';
import { inEventTransaction, type WebhookEventRef } from './stripe-event-transaction';
import type { StripeSubscriptions } from './stripe-subscriptions';

/** What a charge paid for: a page pack (our payment row), or a plan's invoice (its subscription). */
type Paid = { kind: 'pages'; row: PaymentRow } | { kind: 'plan'; subscriptionId: string; row?: PaymentRow };

/** Why a grant is taken back: the ledger's reason and the reference that makes it happen once. */
interface Cause {
  reason: 'refunded' | 'disputed';
  reference: string;
  /** The payment row's status and refunded cents afterwards. */
  status: (row: PaymentRow) => string;
  refundedCents: (row: PaymentRow) => number;
}

/** The Checkout session (pack) or the invoice (plan) the charge's PaymentIntent paid. */
async function paidBy(db: Db, stripe: Stripe, charge: Stripe.Charge): Promise<Paid | null> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return null;
  const sessions = await callStripe(() =>
    stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 }),
  );
  const session = sessions.data[0];
  if (session?.mode === 'payment') {
    const row = await findPayment(db, 'stripe', session.id);
    return row ? { kind: 'pages', row } : null;
  }
  const paid = await callStripe(() =>
    stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intent },
      limit: 1,
      expand: ['data.invoice'],
    }),
  );
  const invoice = paid.data[0]?.invoice;
  if (!invoice || typeof invoice === 'string' || invoice.deleted) return null;
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return null;
  const row =
    (await findPayment(db, 'stripe', invoice.id as string)) ??
    (invoice.billing_reason === 'subscription_create'
      ? await findFirstPlanPayment(db, subscriptionId)
      : undefined);
  return { kind: 'plan', subscriptionId, row };
}

/** Pages of a pack that `cents` of its charge paid for, rounded up. */
const pagesFor = (row: PaymentRow, charged: number, cents: number) =>
  cents >= charged ? (row.pages ?? 0) : Math.ceil(((row.pages ?? 0) * cents) / charged);

/**
 * Refunds and disputes at Stripe (docs/decisions/0021): what the payment granted is taken back —
 * a pack's pages not yet spent (never below zero), or, for a plan, the subscription itself, which
 * ends at Stripe and here. As everywhere, the charge and dispute are re-read from Stripe, and the
 * take-back is keyed so a repeated or late event changes nothing; the ledger records it.
 */
export function createStripeRefunds(deps: {
  db: Db;
  fulfilment: Fulfilment;
  subscriptions: StripeSubscriptions;
  log: FastifyBaseLogger;
}) {
  const { db, fulfilment, subscriptions, log } = deps;

  /** Takes back up to `pages(row)` purchased pages of a pack, with its row locked. */
  async function takeBackPages(
    event: WebhookEventRef,
    paid: PaymentRow,
    cause: Cause,
    pages: (row: PaymentRow) => number,
  ) {
    await inEventTransaction(db, event, async (tx) => {
      await lockUser(tx, paid.userId);
      const row = await lockPayment(tx, 'stripe', paid.providerRef);
      if (!row) return;
      const taken = await fulfilment.takeBack(tx, {
        userId: row.userId,
        bucket: 'purchased',
        upTo: Math.max(0, pages(row)),
        reference: cause.reference,
        reason: cause.reason,
      });
      await setPaymentRefund(tx, row.id, cause.refundedCents(row), cause.status(row));
      log.info(
        { payment: row.providerRef, user: row.userId, taken },
        `stripe payment ${cause.reason}: pages taken back`,
      );
    });
  }

  /**
   * A plan's payment refunded in full or disputed: the subscription ends at Stripe first (if
   * that fails the delivery fails, and Stripe sends it again), then here, with the plan's
   * credits left taken back and the user on the free plan.
   */
  async function endPlan(
    stripe: Stripe,
    event: WebhookEventRef,
    paid: Paid & { kind: 'plan' },
    cause: Cause,
  ) {
    let sub = await subscriptions.retrieveSubscription(stripe, paid.subscriptionId);
    if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
      sub = await callStripe(() =>
        stripe.subscriptions.cancel(sub.id, { prorate: false, expand: ['latest_invoice'] }),
      );
    }
    await subscriptions.syncSubscription(stripe, sub, event, undefined, async (tx, userId) => {
      const user = await lockUser(tx, userId);
      const ours = await findSubscriptionByProviderId(tx, sub.id);
      // Only while the user's plan still comes from it (a late event finds it ended already).
      const onIt = ours !== undefined && isLive(ours.status) && user?.planId === ours.planId;
      let taken = 0;
      for (const bucket of ['plan', 'public_page'] as const) {
        taken += await fulfilment.takeBack(tx, {
          userId,
          bucket,
          upTo: onIt ? Number.MAX_SAFE_INTEGER : 0,
          reference: `${cause.reference}:${bucket}`,
          reason: cause.reason,
        });
      }
      const row = paid.row && (await lockPayment(tx, 'stripe', paid.row.providerRef));
      if (row) await setPaymentRefund(tx, row.id, cause.refundedCents(row), cause.status(row));
      log.info(
        { subscription: sub.id, user: userId, taken },
        `stripe plan payment ${cause.reason}: subscription ended`,
      );
    });
  }

  return {
    /** `charge.refunded`: takes back what the refunded part paid for; a plan refunded in full ends. */
    async chargeRefunded(stripe: Stripe, chargeId: string, event: WebhookEventRef) {
      const charge = await callStripe(() => stripe.charges.retrieve(chargeId));
      const paid = charge.amount_refunded > 0 ? await paidBy(db, stripe, charge) : null;
      if (!paid) {
        log.warn({ charge: charge.id }, 'stripe refund of a charge that granted nothing here; ignored');
        return;
      }
      const refunded = charge.amount_refunded;
      const cause: Cause = {
        reason: 'refunded',
        // Keyed by the amount refunded so far: each further partial refund takes its own share.
        reference: `reclaim:refund:${charge.id}:${refunded}`,
        status: (row) => (charge.refunded ? 'refunded' : row.status),
        refundedCents: (row) => Math.max(row.refundedCents, refunded),
      };
      if (paid.kind === 'pages') {
        return takeBackPages(event, paid.row, cause, (row) =>
          refunded <= row.refundedCents
            ? 0
            : pagesFor(row, charge.amount, refunded) - pagesFor(row, charge.amount, row.refundedCents),
        );
      }
      // A partial refund of a plan is a goodwill gesture: recorded, the plan stays.
      if (!charge.refunded) {
        if (paid.row)
          return takeBackPages(event, paid.row, { ...cause, status: (row) => row.status }, () => 0);
        return;
      }
      await endPlan(stripe, event, paid, { ...cause, reference: `reclaim:refund:${charge.id}` });
    },

    /** `charge.dispute.created`: the card holder's bank takes the money back, so do we. */
    async disputeCreated(stripe: Stripe, disputeId: string, event: WebhookEventRef) {
      const dispute = await callStripe(() => stripe.disputes.retrieve(disputeId));
      const chargeId = idOf(dispute.charge);
      const charge = chargeId ? await callStripe(() => stripe.charges.retrieve(chargeId)) : null;
      const paid = charge ? await paidBy(db, stripe, charge) : null;
      if (!charge || !paid) {
        log.warn({ dispute: dispute.id }, 'stripe dispute of a charge that granted nothing here; ignored');
        return;
      }
      const cause: Cause = {
        reason: 'disputed',
        reference: `reclaim:dispute:${dispute.id}`,
        status: () => 'disputed',
        refundedCents: (row) => row.refundedCents,
      };
      if (paid.kind === 'plan') return endPlan(stripe, event, paid, cause);
      await takeBackPages(event, paid.row, cause, (row) =>
        Math.min(
          pagesFor(row, charge.amount, dispute.amount),
          (row.pages ?? 0) - pagesFor(row, charge.amount, row.refundedCents),
        ),
      );
    },
  };
}

export type StripeRefunds = ReturnType<typeof createStripeRefunds>;
