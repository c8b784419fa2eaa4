import type { ConfirmedPayment } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import type { Fulfilment } from './fulfilment';
import type { PaymentSettings } from './payment-settings';
import {
  findPlanByName,
  findPlanByStripePrice,
  findUser,
  insertPaymentIfNew,
  liveSubscriptions,
  type PlanRow,
  recordWebhookEvent,
  type SubscriptionRow,
  setStripeIdIfMissing,
} from './payments.repo';
import { callStripe, idOf, type Stripe, stripeClient, subscriptionPeriod } from './stripe-client';

export const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/** Stripe's side of the payments module (DESIGN §6): Checkout, subscriptions, the portal. */
export function createStripePayments(deps: {
  db: Db;
  config: Config;
  fulfilment: Fulfilment;
  log: FastifyBaseLogger;
}) {
  const { db, config, fulfilment, log } = deps;
  const client = (settings: PaymentSettings) => {
    if (!settings.stripeKey) throw new AppError('UNAVAILABLE', 'Card payments are not set up yet.');
    return stripeClient(settings.stripeKey, config);
  };

  /**
   * One Stripe customer per user, created once even when two checkouts start together: both
   * send the same idempotency key, so Stripe answers both with one customer, and the first
   * write of `stripe_id` wins.
   */
  async function ensureCustomer(stripe: Stripe, userId: number): Promise<string> {
    const user = await findUser(db, userId);
    if (!user) throw notFound('user not found');
    if (user.stripeId) return user.stripeId;
    const customer = await callStripe(() =>
      stripe.customers.create(
        { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
        { idempotencyKey: `colorbook-customer-${user.id}` },
      ),
    );
    return setStripeIdIfMissing(db, user.id, customer.id);
  }

  /** The plan a Stripe subscription is for: its price, or the metadata we wrote when it started. */
  async function planOf(sub: Stripe.Subscription): Promise<PlanRow | undefined> {
    const priceId = idOf(sub.items?.data?.[0]?.price);
    const byPrice = priceId ? await findPlanByStripePrice(db, priceId) : undefined;
    return byPrice ?? (sub.metadata?.plan ? await findPlanByName(db, sub.metadata.plan) : undefined);
  }

  /**
   * A transaction that, for a webhook delivery, first records the event id: a concurrent or
   * repeated delivery finds it recorded and changes nothing, and a failure rolls the record back
   * with the grant, so Stripe's retry fulfils it.
   */
  async function transact<T>(event: WebhookEventRef | undefined, work: (tx: Db) => Promise<T>) {
    return db.transaction(async (tx) => {
      if (event && !(await recordWebhookEvent(tx, 'stripe', event.id, event.type))) return undefined;
      return work(tx);
    });
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
    const replaced = await transact(event, async (tx) => {
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

  /** Re-reads a Checkout session and fulfils it; `userId` (a confirm) must be its owner. */
  async function fulfilSession(
    stripe: Stripe,
    sessionId: string,
    userId?: number,
    event?: WebhookEventRef,
  ): Promise<ConfirmedPayment> {
    const session = await callStripe(() =>
      stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
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
      await transact(event, (tx) =>
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
        const synced = await syncSubscription(
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
  }

  return {
    ensureCustomer,
    syncSubscription,
    fulfilSession,

    async checkoutPages(settings: PaymentSettings, userId: number, pages: number, urls: CheckoutUrls) {
      const stripe = client(settings);
      const customer = await ensureCustomer(stripe, userId);
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
                unit_amount: settings.pagePriceCents,
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
    async checkoutPlan(settings: PaymentSettings, userId: number, plan: PlanRow, urls: CheckoutUrls) {
      if (!plan.stripePriceId) {
        throw badRequest(`plan ${plan.name} cannot be bought by card yet: it has no Stripe price.`);
      }
      const stripe = client(settings);
      const [current] = (await liveSubscriptions(db, userId)).filter((s) => s.provider === 'stripe');
      if (current) {
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
        return urls.confirm(updated.id);
      }
      const customer = await ensureCustomer(stripe, userId);
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

    /** The user's return: a Checkout session id, or a subscription id after a plan swap. */
    confirm(settings: PaymentSettings, userId: number, id: string): Promise<ConfirmedPayment> {
      return id.startsWith('sub_')
        ? this.confirmSubscription(settings, userId, id)
        : fulfilSession(client(settings), id, userId);
    },

    /** The user's return with a subscription id (a plan change): re-read and report it. */
    async confirmSubscription(
      settings: PaymentSettings,
      userId: number,
      subId: string,
    ): Promise<ConfirmedPayment> {
      const stripe = client(settings);
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

    async cancelAtPeriodEnd(settings: PaymentSettings, sub: SubscriptionRow) {
      const stripe = client(settings);
      const updated = await callStripe(() =>
        stripe.subscriptions.update(sub.providerSubscriptionId, { cancel_at_period_end: true }),
      );
      await syncSubscription(stripe, updated);
    },

    async portal(settings: PaymentSettings, userId: number, returnUrl: string) {
      const stripe = client(settings);
      const user = await findUser(db, userId);
      if (!user?.stripeId)
        throw notFound('You have no billing account yet: it is created with your first card payment.');
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer: user.stripeId as string, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

/** A payment that comes with a subscription change (its Checkout session, a renewal invoice). */
export interface PlanPayment {
  ref: string;
  amountCents: number;
  currency: string;
}

/** A webhook delivery being handled: its id is recorded in the transaction that grants. */
export interface WebhookEventRef {
  id: string;
  type: string;
}

export interface CheckoutUrls {
  success: string;
  cancel: string;
  /** /payment for a change that needs no hosted page (a plan swap). */
  confirm(subscriptionId: string): string;
}

export type StripePayments = ReturnType<typeof createStripePayments>;
