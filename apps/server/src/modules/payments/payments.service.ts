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
import { createFulfilment } from './fulfilment';
import { cardProvider, readPaymentSettings } from './payment-settings';
import {
  findPlanById,
  findPlanByName,
  findUser,
  liveSubscriptions,
  pageSubscriptions,
  setCancelAtPeriodEnd,
} from './payments.repo';
import { createStripePayments } from './stripe-payments';
import { createStripeWebhook } from './stripe-webhook';
import { createTestPayments, TEST_PAYMENTS_OFF } from './test-payments';
import { createVirtpayPayments } from './virtpay-payments';

export const PAYMENTS_OFF_MESSAGE = 'Card payments are not set up yet. Please try again later.';
export const PAID_PLAN_MESSAGE = 'plan must be one of the paid plans (starter or advanced).';

/**
 * The payments module's entry points (DESIGN §6): checkout for page packs and plans by card
 * (Stripe, or test payments outside production) and by tokens (VirtPay), the user's return to
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
  const test = createTestPayments({ db, config, fulfilment });
  const settings = () => readPaymentSettings(db, config);
  const url = (path: string) => `${config.PUBLIC_URL}${path}`;

  return {
    handleStripeWebhook: createStripeWebhook({ db, config, stripePayments: stripe, log }),
    testPayments: test,

    async options(): Promise<PaymentOptions> {
      const s = await settings();
      return {
        card: cardProvider(s, config),
        virtpay: s.virtpay !== null,
        page_price: s.pagePriceCents / 100,
        token_price_eur: s.virtpay && s.tokenPriceCents ? s.tokenPriceCents / 100 : null,
      };
    },

    async cardCheckout(userId: number, body: StripeCheckoutBody): Promise<{ url: string }> {
      const s = await settings();
      const provider = cardProvider(s, config);
      if (!provider) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
      if (body.plan !== undefined) {
        const plan = await findPlanByName(db, body.plan);
        if (!plan?.paid) throw badRequest(PAID_PLAN_MESSAGE);
        const [current] = await liveSubscriptions(db, userId);
        if (current?.planId === plan.id && !current.cancelAtPeriodEnd) {
          throw badRequest(`plan: you are already on ${plan.title}.`);
        }
        const cancel = url(`/checkout?canceled=1&plan=${encodeURIComponent(plan.name)}`);
        if (provider === 'test') return { url: await test.checkout(userId, { plan }, s.pagePriceCents) };
        return {
          url: await stripe.checkoutPlan(s, userId, plan, {
            success: url('/payment?provider=stripe&id={CHECKOUT_SESSION_ID}'),
            cancel,
            confirm: (id) => url(`/payment?provider=stripe&id=${id}`),
          }),
        };
      }
      const pages = body.amount as number;
      if (provider === 'test') return { url: await test.checkout(userId, { pages }, s.pagePriceCents) };
      return {
        url: await stripe.checkoutPages(s, userId, pages, {
          success: url('/payment?provider=stripe&id={CHECKOUT_SESSION_ID}'),
          cancel: url('/checkout?canceled=1'),
          confirm: (id) => url(`/payment?provider=stripe&id=${id}`),
        }),
      };
    },

    async virtpayCheckout(userId: number, pages: number): Promise<{ url: string }> {
      return {
        url: await virtpay.checkout(await settings(), userId, pages, {
          returnUrl: (reference) => url(`/payment?provider=virtpay&id=${reference}`),
          callbackUrl: url('/api/virtpay/callback'),
        }),
      };
    },

    /** VirtPay's notice: nothing is believed until the payment is re-read from VirtPay. */
    async virtpayCallback(id: string) {
      await virtpay.confirm(await settings(), id);
      return { received: true as const };
    },

    async confirm(userId: number, { provider, id }: ConfirmPaymentBody): Promise<ConfirmedPayment> {
      const s = await settings();
      if (provider === 'test') {
        if (config.NODE_ENV === 'production') throw badRequest(TEST_PAYMENTS_OFF);
        return test.confirm(id, userId);
      }
      if (provider === 'virtpay') return virtpay.confirm(s, id, userId);
      if (!s.stripeKey) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
      return stripe.confirm(s, userId, id);
    },

    /** Cancel at period end: the plan stays until then (spec §4: canceled when canceled_at is set). */
    async cancel(userId: number): Promise<{ canceled: true }> {
      const current = (await liveSubscriptions(db, userId)).find((sub) => !sub.cancelAtPeriodEnd);
      if (!current) throw notFound(NO_SUBSCRIPTION_MESSAGE);
      if (current.provider === 'stripe') await stripe.cancelAtPeriodEnd(await settings(), current);
      else await db.transaction((tx) => setCancelAtPeriodEnd(tx, current.id, new Date()));
      return { canceled: true };
    },

    async portal(userId: number): Promise<{ url: string }> {
      return { url: await stripe.portal(await settings(), userId, url('/account')) };
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
        portal: user.stripeId !== null && (await settings()).stripeKey !== null,
      };
    },

    async paginate(query: { page: number; search: string }): Promise<SubscriptionsPage> {
      const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
      // One row past the page says whether another follows, without counting (decision 0004).
      const rows = await pageSubscriptions(db, query.search, ADMIN_PAGE_SIZE + 1, offset);
      return {
        data: rows.slice(0, ADMIN_PAGE_SIZE).map(({ subscription: s, user, plan }) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          canceled_at: s.canceledAt?.toISOString() ?? null,
          price: s.priceCents / 100,
          status: s.status,
          provider: s.provider,
          provider_subscription_id: s.providerSubscriptionId,
          current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: s.cancelAtPeriodEnd,
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
