import {
  type AccountBilling,
  ADMIN_PAGE_SIZE,
  type ConfirmedPayment,
  type ConfirmPaymentBody,
  NO_SUBSCRIPTION_MESSAGE,
  type PaymentOptions,
  type StripeCheckoutBody,
  type SubscriptionsPage,
} from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import type { CreditsService } from '../credits/credits.service';
import { findPlanByName } from '../plans/plans.repo';
import { createDemoPayments, DEMO_PAYMENTS_OFF } from './demo-payments';
import { createFulfilment } from './fulfilment';
import { cardProvider, readPaymentSettings } from './payment-settings';
import {
  findPlanById,
  findUser,
  liveSubscriptions,
  pageSubscriptions,
  setCancelAtPeriodEnd,
} from './payments.repo';
import { createReconcileRunner } from './reconcile-runner';
import { createStripePayments } from './stripe-payments';
import { createStripeWebhook } from './stripe-webhook';
import { createVirtpayPayments } from './virtpay-payments';

export const PAYMENTS_OFF_MESSAGE = 'Card payments are not set up yet. Please try again later.';
export const PAID_PLAN_MESSAGE = 'plan must be one of the paid plans (starter or advanced).';

/** What a card checkout uses (createPaymentsService builds them once). */
type CheckoutParts = {
  db: Db;
  demo: ReturnType<typeof createDemoPayments>;
  stripe: ReturnType<typeof createStripePayments>;
  url: (path: string) => string;
};
type PaymentSettings = Awaited<ReturnType<typeof readPaymentSettings>>;

/** A card checkout for a paid plan → the payment page's URL (a plan already held is refused). */
async function planCheckout(
  { db, demo, stripe, url }: CheckoutParts,
  settings: PaymentSettings,
  provider: NonNullable<ReturnType<typeof cardProvider>>,
  userId: number,
  planName: string,
): Promise<string> {
  const plan = await findPlanByName(db, planName);
  if (!plan?.paid) throw badRequest(PAID_PLAN_MESSAGE);
  const [current] = await liveSubscriptions(db, userId);
  if (current?.planId === plan.id && !current.cancelAtPeriodEnd) {
    throw badRequest(`plan: you are already on ${plan.title}.`);
  }
  if (provider === 'test') return demo.checkout(userId, { plan }, settings.pagePriceCents);
  return stripe.checkoutPlan(settings, userId, plan, {
    success: url('/payment?provider=stripe&id={CHECKOUT_SESSION_ID}'),
    cancel: url(`/checkout?canceled=1&plan=${encodeURIComponent(plan.name)}`),
    confirm: (id) => url(`/payment?provider=stripe&id=${id}`),
  });
}

/**
 * The payments module's entry points (DESIGN §6): checkout for page packs and plans by card
 * (Stripe, or demo payments where DEMO_PAYMENTS is on) and by tokens (VirtPay), the user's return to
 * /payment, cancel, the billing portal and the admin's subscription list. Every provider's
 * grant goes through the one fulfilment.
 */
export function createPaymentsService(deps: {
  db: Db;
  config: Config;
  credits: CreditsService;
  log: FastifyBaseLogger;
}) {
  const { db, config, log } = deps;
  const fulfilment = createFulfilment(deps.credits);
  const stripe = createStripePayments({ db, config, fulfilment, log });
  const virtpay = createVirtpayPayments({ db, fulfilment, log });
  const demo = createDemoPayments({ db, config, fulfilment });
  // Read per call, so an admin's new key or price applies at once (payment-settings.ts).
  const paymentSettings = () => readPaymentSettings(db, config);
  const url = (path: string) => `${config.PUBLIC_URL}${path}`;

  return {
    handleStripeWebhook: createStripeWebhook({ db, config, stripePayments: stripe, log }),
    demoPayments: demo,
    /** The daily Stripe reconcile; app.ts starts and stops it. */
    reconciler: createReconcileRunner({
      db,
      log,
      run: async (heartbeat) => stripe.reconcile(await paymentSettings(), heartbeat),
    }),

    async options(): Promise<PaymentOptions> {
      const settings = await paymentSettings();
      return {
        card: cardProvider(settings, config),
        virtpay: settings.virtpay !== null,
        page_price: settings.pagePriceCents / 100,
        token_price_eur: settings.virtpay && settings.tokenPriceCents ? settings.tokenPriceCents / 100 : null,
      };
    },

    async cardCheckout(userId: number, body: StripeCheckoutBody): Promise<{ url: string }> {
      const settings = await paymentSettings();
      const provider = cardProvider(settings, config);
      if (!provider) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
      if (body.plan !== undefined) {
        return { url: await planCheckout({ db, demo, stripe, url }, settings, provider, userId, body.plan) };
      }
      const pages = body.amount as number;
      if (provider === 'test')
        return { url: await demo.checkout(userId, { pages }, settings.pagePriceCents) };
      return {
        url: await stripe.checkoutPages(settings, userId, pages, {
          success: url('/payment?provider=stripe&id={CHECKOUT_SESSION_ID}'),
          cancel: url('/checkout?canceled=1'),
          confirm: (id) => url(`/payment?provider=stripe&id=${id}`),
        }),
      };
    },

    async virtpayCheckout(userId: number, pages: number): Promise<{ url: string }> {
      return {
        url: await virtpay.checkout(await paymentSettings(), userId, pages, {
          returnUrl: (reference) => url(`/payment?provider=virtpay&id=${reference}`),
          callbackUrl: url('/api/virtpay/callback'),
        }),
      };
    },

    /** VirtPay's notice: nothing is believed until the payment is re-read from VirtPay. */
    async virtpayCallback(id: string) {
      await virtpay.confirm(await paymentSettings(), id);
      return { received: true as const };
    },

    async confirm(userId: number, { provider, id }: ConfirmPaymentBody): Promise<ConfirmedPayment> {
      const settings = await paymentSettings();
      if (provider === 'test') {
        if (!config.DEMO_PAYMENTS) throw badRequest(DEMO_PAYMENTS_OFF);
        return demo.confirm(id, userId);
      }
      if (provider === 'virtpay') return virtpay.confirm(settings, id, userId);
      if (!settings.stripeKey) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
      return stripe.confirm(settings, userId, id);
    },

    /** Cancel at period end: the plan stays until then (spec §4: canceled when canceled_at is set). */
    async cancel(userId: number): Promise<{ canceled: true }> {
      const current = (await liveSubscriptions(db, userId)).find((sub) => !sub.cancelAtPeriodEnd);
      if (!current) throw notFound(NO_SUBSCRIPTION_MESSAGE);
      if (current.provider === 'stripe') await stripe.cancelAtPeriodEnd(await paymentSettings(), current);
      else await db.transaction((tx) => setCancelAtPeriodEnd(tx, current.id, new Date()));
      return { canceled: true };
    },

    async portal(userId: number): Promise<{ url: string }> {
      return { url: await stripe.portal(await paymentSettings(), userId, url('/account')) };
    },

    async billing(userId: number): Promise<AccountBilling> {
      const user = await findUser(db, userId);
      if (!user) throw notFound('user not found');
      const plan = user.planId ? await findPlanById(db, user.planId) : await findPlanByName(db, 'free');
      const [sub] = await liveSubscriptions(db, userId);
      return {
        plan: { name: plan?.name ?? 'free', title: plan?.title ?? 'Free', paid: plan?.paid ?? false },
        subscription: sub
          ? {
              status: sub.status,
              current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
              cancel_at_period_end: sub.cancelAtPeriodEnd,
              canceled_at: sub.canceledAt?.toISOString() ?? null,
            }
          : null,
        portal: user.stripeId !== null && (await paymentSettings()).stripeKey !== null,
      };
    },

    async paginate(query: { page: number; search: string }): Promise<SubscriptionsPage> {
      const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
      // One row past the page says whether another follows, without counting (decision 0004).
      const rows = await pageSubscriptions(db, query.search, ADMIN_PAGE_SIZE + 1, offset);
      return {
        data: rows.slice(0, ADMIN_PAGE_SIZE).map(({ subscription, user, plan }) => ({
          id: subscription.id,
          created_at: subscription.createdAt.toISOString(),
          canceled_at: subscription.canceledAt?.toISOString() ?? null,
          price: subscription.priceCents / 100,
          status: subscription.status,
          provider: subscription.provider,
          provider_subscription_id: subscription.providerSubscriptionId,
          current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
          user: { id: user.id, email: user.email, name: user.name, stripe_id: user.stripeId },
          plan: { name: plan.name, title: plan.title },
        })),
        current_page: query.page,
        last_page: rows.length > ADMIN_PAGE_SIZE ? query.page + 1 : query.page,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
