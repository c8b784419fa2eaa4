import type { ConfirmedPayment } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import type { Fulfilment } from './fulfilment';
import type { PaymentSettings } from './payment-settings';
import type { PlanRow, SubscriptionRow } from './payments.repo';
import { type CheckoutUrls, createStripeCheckout } from './stripe-checkout';
import { stripeClient } from './stripe-client';
import { createStripeCustomers } from './stripe-customers';
import { createStripeReconcile } from './stripe-reconcile';
import { createStripeRefunds } from './stripe-refunds';
import { createStripeSubscriptions } from './stripe-subscriptions';

/**
 * Stripe's side of the payments module (DESIGN §6): Checkout (stripe-checkout.ts), subscriptions
 * (stripe-subscriptions.ts), the customer and its portal (stripe-customers.ts), refunds and
 * disputes (stripe-refunds.ts), the daily reconcile (stripe-reconcile.ts). The service's
 * calls bring the payment settings, read per request, and get a client for their key here; the
 * webhook (stripe-webhook.ts) brings the client it checked the signature with.
 */
export function createStripePayments(deps: {
  db: Db;
  config: Config;
  fulfilment: Fulfilment;
  log: FastifyBaseLogger;
}) {
  const { db, config, fulfilment, log } = deps;
  const customers = createStripeCustomers(db);
  const subscriptions = createStripeSubscriptions({ db, fulfilment, log });
  const checkout = createStripeCheckout({ db, fulfilment, customers, subscriptions });
  const refunds = createStripeRefunds({ db, fulfilment, subscriptions, log });
  const reconcile = createStripeReconcile({ db, subscriptions, log });
  const client = (paymentSettings: PaymentSettings) => {
    if (!paymentSettings.stripeKey) throw new AppError('UNAVAILABLE', 'Card payments are not set up yet.');
    return stripeClient(paymentSettings.stripeKey, config);
  };

  return {
    syncSubscription: subscriptions.syncSubscription,
    fulfilSession: checkout.fulfilSession,
    chargeRefunded: refunds.chargeRefunded,
    disputeCreated: refunds.disputeCreated,

    /** Compares our live subscriptions with Stripe and repairs drift (stripe-reconcile.ts). */
    async reconcile(paymentSettings: PaymentSettings, heartbeat?: () => Promise<void>) {
      return paymentSettings.stripeKey ? reconcile.run(await client(paymentSettings), heartbeat) : null;
    },

    async checkoutPages(paymentSettings: PaymentSettings, userId: number, pages: number, urls: CheckoutUrls) {
      const stripe = await client(paymentSettings);
      return checkout.checkoutPages(stripe, userId, pages, paymentSettings.pagePriceCents, urls);
    },

    async checkoutPlan(paymentSettings: PaymentSettings, userId: number, plan: PlanRow, urls: CheckoutUrls) {
      if (!plan.stripePriceId) {
        throw badRequest(`plan ${plan.name} cannot be bought by card yet: it has no Stripe price.`);
      }
      return checkout.checkoutPlan(await client(paymentSettings), userId, plan, urls);
    },

    /** The user's return: a Checkout session id, or a subscription id after a plan swap. */
    async confirm(paymentSettings: PaymentSettings, userId: number, id: string): Promise<ConfirmedPayment> {
      const stripe = await client(paymentSettings);
      return id.startsWith('sub_')
        ? subscriptions.confirmSubscription(stripe, userId, id)
        : checkout.fulfilSession(stripe, id, userId);
    },

    async cancelAtPeriodEnd(paymentSettings: PaymentSettings, sub: SubscriptionRow) {
      return subscriptions.cancelAtPeriodEnd(await client(paymentSettings), sub);
    },

    async portal(paymentSettings: PaymentSettings, userId: number, returnUrl: string) {
      return customers.portal(await client(paymentSettings), userId, returnUrl);
    },
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;
