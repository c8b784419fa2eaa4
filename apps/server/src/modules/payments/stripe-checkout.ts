import type { ConfirmedPayment } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { findPlanByName } from '../plans/plans.repo';
import type { Fulfilment } from './fulfilment';
import { orderCents, STRIPE_MAX_CENTS } from './payment-amounts';
import { PAYMENT_NOT_FOUND } from './payment-messages';
import { liveSubscriptions, type PlanRow } from './payments.repo';
import { callStripe, type Stripe } from './stripe-client';
import type { StripeCustomers } from './stripe-customers';
import { inEventTransaction, type WebhookEventRef } from './stripe-event-transaction';
import type { StripeSubscriptions } from './stripe-subscriptions';

export interface CheckoutUrls {
  success: string;
  cancel: string;
  /** /payment for a change that needs no hosted page (a plan swap). */
  confirm(subscriptionId: string): string;
}

/**
 * Stripe Checkout (DESIGN §6): page packs (`mode=payment`) and plans (`mode=subscription`) on
 * Stripe's hosted page, and fulfilling a session once it is paid, whoever reports it.
 */
export function createStripeCheckout(deps: {
  db: Db;
  fulfilment: Fulfilment;
  customers: StripeCustomers;
  subscriptions: StripeSubscriptions;
}) {
  const { db, fulfilment, customers, subscriptions } = deps;

  return {
    async checkoutPages(
      stripe: Stripe,
      userId: number,
      pages: number,
      pagePriceCents: number,
      urls: CheckoutUrls,
    ): Promise<string> {
      orderCents(pages, pagePriceCents, STRIPE_MAX_CENTS);
      const customer = await customers.ensureCustomer(stripe, userId);
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          customer,
          client_reference_id: String(userId),
          line_items: [
            {
              quantity: pages,
              price_data: {
                currency: 'usd',
                unit_amount: pagePriceCents,
                product_data: { name: 'Colouring pages' },
              },
            },
          ],
          metadata: { user_id: String(userId), kind: 'pages', pages: String(pages) },
          payment_intent_data: { metadata: { user_id: String(userId), pages: String(pages) } },
          success_url: urls.success,
          cancel_url: urls.cancel,
        }),
      );
      if (!session.url) throw new AppError('UPSTREAM_FAILED', 'The card payment page could not be opened.');
      return session.url;
    },

    /**
     * A plan: a new Checkout subscription, or, when the user already pays for one at Stripe,
     * its price swapped in place (Stripe prorates), so plans are replaced, never stacked.
     */
    async checkoutPlan(stripe: Stripe, userId: number, plan: PlanRow, urls: CheckoutUrls): Promise<string> {
      const [current] = (await liveSubscriptions(db, userId)).filter((sub) => sub.provider === 'stripe');
      if (current) return urls.confirm(await subscriptions.swapPlan(stripe, current, userId, plan));
      const customer = await customers.ensureCustomer(stripe, userId);
      const metadata = { user_id: String(userId), kind: 'plan', plan: plan.name };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: String(userId),
          line_items: [{ price: plan.stripePriceId as string, quantity: 1 }],
          metadata,
          subscription_data: { metadata: { user_id: String(userId), plan: plan.name } },
          success_url: urls.success,
          cancel_url: urls.cancel,
        }),
      );
      if (!session.url) throw new AppError('UPSTREAM_FAILED', 'The card payment page could not be opened.');
      return session.url;
    },

    /** Re-reads a Checkout session and fulfils it; `userId` (a confirm) must be its owner. */
    async fulfilSession(
      stripe: Stripe,
      sessionId: string,
      userId?: number,
      event?: WebhookEventRef,
    ): Promise<ConfirmedPayment> {
      const session = await callStripe(() =>
        stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['subscription', 'subscription.latest_invoice'],
        }),
      ).catch((err: unknown) => {
        if ((err as AppError).cause && (err as { cause: { statusCode?: number } }).cause.statusCode === 404) {
          throw notFound(PAYMENT_NOT_FOUND);
        }
        throw err;
      });
      const owner = Number(session.metadata?.user_id ?? session.client_reference_id);
      if (userId !== undefined && owner !== userId) throw notFound(PAYMENT_NOT_FOUND);
      const kind = session.mode === 'subscription' ? 'plan' : 'pages';
      const pages = kind === 'pages' ? Number(session.metadata?.pages) || null : null;
      const paid =
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      const status = paid ? 'paid' : session.status === 'expired' ? 'canceled' : 'pending';
      let planTitle: string | null = null;

      if (paid && kind === 'pages' && pages) {
        await inEventTransaction(db, event, (tx) =>
          fulfilment.grantPages(tx, {
            userId: owner,
            provider: 'stripe',
            providerRef: session.id,
            pages,
            amountCents: session.amount_total ?? 0,
            currency: session.currency ?? 'usd',
          }),
        );
      }
      if (kind === 'plan') {
        const plan = session.metadata?.plan ? await findPlanByName(db, session.metadata.plan) : undefined;
        planTitle = plan?.title ?? null;
        if (paid && session.subscription) {
          const synced = await subscriptions.syncSubscription(
            stripe,
            session.subscription as string | Stripe.Subscription,
            event,
            {
              ref: session.id,
              amountCents: session.amount_total ?? 0,
              currency: session.currency ?? 'usd',
            },
          );
          planTitle = synced?.plan.title ?? planTitle;
        }
      }
      return { status, kind, pages, plan: planTitle };
    },
  };
}
