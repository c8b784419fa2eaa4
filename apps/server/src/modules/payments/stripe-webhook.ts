import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import { readPaymentSettings } from './payment-settings';
import { webhookEventSeen } from './payments.repo';
import { invoiceSubscriptionId, type Stripe, stripeClient } from './stripe-client';
import type { StripePayments } from './stripe-payments';

export const BAD_SIGNATURE_MESSAGE = 'The Stripe signature of this request is missing or invalid.';

/**
 * POST /api/stripe/webhook (DESIGN §6). The signature is checked on the raw body; every event
 * is fulfilled by re-reading the object it names from Stripe, so duplicates, late and
 * out-of-order deliveries all converge on Stripe's current state. Types we do not use are
 * answered 2xx so Stripe stops sending them.
 */
export function createStripeWebhook(deps: {
  db: Db;
  config: Config;
  stripePayments: StripePayments;
  log: FastifyBaseLogger;
}) {
  const { db, config, stripePayments, log } = deps;

  return async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
    // Stripe always signs: an unsigned request is not a delivery to retry, whatever the set-up.
    if (!signature) throw badRequest(BAD_SIGNATURE_MESSAGE);
    const settings = await readPaymentSettings(db, config);
    if (!settings.stripeKey || !settings.stripeWebhookSecret) {
      // 503 so Stripe keeps retrying until an admin finishes the set-up.
      throw new AppError('UNAVAILABLE', 'Stripe webhooks are not set up on this server yet.');
    }
    const stripe = await stripeClient(settings.stripeKey, config);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.stripeWebhookSecret);
    } catch {
      throw badRequest(BAD_SIGNATURE_MESSAGE);
    }
    if (await webhookEventSeen(db, 'stripe', event.id)) return { received: true as const };

    const ref = { id: event.id, type: event.type };
    const object = event.data.object as { id?: string };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await stripePayments.fulfilSession(stripe, object.id as string, undefined, ref);
        break;
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subId = invoiceSubscriptionId(invoice);
        // The first invoice is the Checkout session's payment, recorded with the session; one
        // that a credit paid in full (a downgrade's proration) earned nothing.
        const renewal = invoice.billing_reason !== 'subscription_create' && invoice.amount_paid > 0;
        const payment = renewal
          ? {
              ref: invoice.id as string,
              amountCents: invoice.amount_paid,
              currency: invoice.currency ?? 'usd',
            }
          : undefined;
        if (subId) await stripePayments.syncSubscription(stripe, subId, ref, payment);
        break;
      }
      case 'charge.refunded':
        await stripePayments.chargeRefunded(stripe, object.id as string, ref);
        break;
      case 'charge.dispute.created':
        await stripePayments.disputeCreated(stripe, object.id as string, ref);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await stripePayments.syncSubscription(stripe, object.id as string, ref);
        break;
      default:
        log.debug({ type: event.type }, 'stripe event ignored');
    }
    return { received: true as const };
  };
}
