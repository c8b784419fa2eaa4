import {
  accountBilling,
  canceledSubscription,
  completeTestPaymentBody,
  confirmedPayment,
  confirmPaymentBody,
  paymentOptions,
  redirectUrl,
  stripeCheckoutBody,
  subscriptionsPage,
  subscriptionsQuery,
  testPayment,
  testPaymentParams,
  virtpayCheckoutBody,
} from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedUser, requireAdmin, requireUser } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import { bearerSecurity } from '../../lib/route-security';
import type { PaymentsService } from './payments.service';

/** Each checkout calls a provider; a person never needs more than a few, whatever the network they share. */
const checkoutRateLimit = perUserRateLimit(30);

type Options = { service: PaymentsService };

/** Paying: what /checkout offers, the checkouts, the providers' return and callback, test payments. */
const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/payments/options',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'What /checkout can offer: card provider, tokens, prices',
        response: { 200: paymentOptions },
      },
    },
    () => service.options(),
  );

  app.post(
    '/stripe/checkout',
    {
      onRequest: requireUser,
      config: checkoutRateLimit,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'Start a card checkout: {amount} pages, or {plan} (a paid plan) → the payment page URL',
        body: stripeCheckoutBody,
        response: { 200: redirectUrl },
      },
    },
    (request) => service.cardCheckout(authenticatedUser(request).id, request.body),
  );

  app.post(
    '/virtpay/checkout',
    {
      onRequest: requireUser,
      config: checkoutRateLimit,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'Start a token checkout for {amount} pages → the VirtPay payment page URL',
        body: virtpayCheckoutBody,
        response: { 200: redirectUrl },
      },
    },
    (request) => service.virtpayCheckout(authenticatedUser(request).id, request.body.amount),
  );

  app.post(
    '/virtpay/callback',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: "VirtPay's notice that a payment changed; the payment is re-read from VirtPay",
        body: z.object({ id: z.string().trim().min(1).max(255) }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    (request) => service.virtpayCallback(request.body.id),
  );

  app.post(
    '/payments/confirm',
    {
      onRequest: requireUser,
      // /payment polls while a payment is pending; each call may re-read the provider.
      config: perUserRateLimit(120),
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'The user is back from the provider: re-read the payment and fulfil it once',
        body: confirmPaymentBody,
        response: { 200: confirmedPayment },
      },
    },
    (request) => service.confirm(authenticatedUser(request).id, request.body),
  );

  app.get(
    '/payments/test/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'TEST PAYMENTS (only with DEMO_PAYMENTS): what a test checkout is for',
        params: testPaymentParams,
        response: { 200: testPayment },
      },
    },
    (request) => service.demoPayments.read(request.params.id, authenticatedUser(request).id),
  );

  app.post(
    '/payments/test/complete',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'TEST PAYMENTS (only with DEMO_PAYMENTS): pay or cancel a test checkout',
        body: completeTestPaymentBody,
        response: { 200: z.object({ status: confirmedPayment.shape.status }) },
      },
    },
    (request) =>
      service.demoPayments.complete(request.body.id, authenticatedUser(request).id, request.body.outcome),
  );
};

/** What has been paid for: the subscription, Stripe's portal, the billing summary, the admin's list. */
const billingRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/stripe/subscription/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'Cancel the active subscription at the end of its period',
        response: { 200: canceledSubscription },
      },
    },
    (request) => service.cancel(authenticatedUser(request).id),
  );

  app.post(
    '/stripe/portal',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: "Stripe's customer portal (card, invoices) for the signed-in user",
        response: { 200: redirectUrl },
      },
    },
    (request) => service.portal(authenticatedUser(request).id),
  );

  app.get(
    '/billing/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: "The signed-in user's plan and subscription",
        response: { 200: accountBilling },
      },
    },
    (request) => service.billing(authenticatedUser(request).id),
  );

  app.get(
    '/subscriptions/paginate',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['payments'],
        security: bearerSecurity,
        summary: 'Admin: subscriptions, newest first, 20 per page; search matches email or plan',
        querystring: subscriptionsQuery,
        response: { 200: subscriptionsPage },
      },
    },
    (request) => service.paginate(request.query),
  );
};

/** Thin routes over the payments service; the webhook lives in stripe-webhook.routes.ts (raw body). */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await checkoutRoutes(app, options);
  await billingRoutes(app, options);
};
