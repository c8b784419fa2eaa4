import type Stripe from 'stripe';
import { newId, type StripeObject } from './stripe-stand-in-objects';

/**
 * The Stripe stand-in's money: card charges with their PaymentIntents, what paid each invoice,
 * refunds and disputes (stripe-stand-in-book.ts keeps the rest). Each change returns the events
 * Stripe would send for it.
 */
export function createStripeCharges(
  event: (type: string, object: StripeObject) => Stripe.Event,
  sessions: Map<string, StripeObject>,
) {
  const charges = new Map<string, StripeObject>();
  const invoicePayments = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const disputes = new Map<string, StripeObject>();

  return {
    charges,
    invoicePayments,
    refunds,
    disputes,

    /** A successful card payment: its PaymentIntent id and its charge. */
    charge(amount: number, customer: unknown): StripeObject {
      const created: StripeObject = {
        id: newId('ch'),
        object: 'charge',
        amount,
        amount_captured: amount,
        amount_refunded: 0,
        captured: true,
        paid: true,
        refunded: false,
        disputed: false,
        status: 'succeeded',
        currency: 'usd',
        customer,
        payment_intent: newId('pi'),
        refunds: { object: 'list', data: [] },
      };
      charges.set(created.id, created);
      return created;
    },

    /** Refunds `amount` cents of a charge (all that is left by default). */
    refund(chargeId: string, amount?: number): Stripe.Event[] {
      const paid = charges.get(chargeId);
      if (!paid) throw new Error(`unknown charge ${chargeId}`);
      const left = Number(paid.amount) - Number(paid.amount_refunded);
      const value = Math.min(amount ?? left, left);
      if (value <= 0) return [];
      const created: StripeObject = {
        id: newId('re'),
        object: 'refund',
        amount: value,
        charge: paid.id,
        payment_intent: paid.payment_intent,
        currency: 'usd',
        status: 'succeeded',
      };
      refunds.set(created.id, created);
      paid.amount_refunded = Number(paid.amount_refunded) + value;
      paid.refunded = paid.amount_refunded === paid.amount;
      (paid.refunds as { data: StripeObject[] }).data.unshift(created);
      return [event('charge.refunded', paid), event('refund.created', created)];
    },

    /** The card holder disputes a charge with their bank. */
    dispute(chargeId: string): Stripe.Event[] {
      const paid = charges.get(chargeId);
      if (!paid || paid.disputed) return [];
      paid.disputed = true;
      const created: StripeObject = {
        id: newId('du'),
        object: 'dispute',
        amount: Number(paid.amount) - Number(paid.amount_refunded),
        charge: paid.id,
        payment_intent: paid.payment_intent,
        currency: 'usd',
        reason: 'fraudulent',
        status: 'needs_response',
      };
      disputes.set(created.id, created);
      return [event('charge.dispute.created', created)];
    },

    /** The charge that paid a Checkout session or an invoice. */
    chargeOf(sessionOrInvoiceId: string): string | undefined {
      const session = sessions.get(sessionOrInvoiceId);
      const invoiceId = session ? session.invoice : sessionOrInvoiceId;
      const paidBy = [...invoicePayments.values()].find((p) => p.invoice === invoiceId);
      const intent =
        session?.payment_intent ??
        (paidBy?.payment as { payment_intent?: string } | undefined)?.payment_intent;
      return intent ? [...charges.values()].find((c) => c.payment_intent === intent)?.id : undefined;
    },
  };
}
