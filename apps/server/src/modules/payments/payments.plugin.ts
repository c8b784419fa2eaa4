import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsService } from './payments.service';

/**
 * No rate limit: Stripe delivers bursts (retries after an outage) and a forged request costs one
 * HMAC check. The webhook lives in its own encapsulated context: Stripe signs the exact bytes it sent, so this
 * route (and only this one) keeps JSON bodies as a raw Buffer instead of parsing them.
 */
const stripeWebhookRoute: FastifyPluginAsync<{ service: PaymentsService }> = async (app, { service }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (signed); fulfils checkouts, renewals, plan changes and cancellations, takes back refunds and disputes',
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      return service.handleStripeWebhook(body, Array.isArray(signature) ? signature[0] : signature);
    },
  );
};

/** Payments' routes (DESIGN §6), registered under /api; app.ts builds the service. */
export const paymentsModule: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  await app.register(paymentsRoutes, { service });
  await app.register(stripeWebhookRoute, { service });
};
