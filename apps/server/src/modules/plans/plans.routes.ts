import { idParam, plan, planList, updated, updatePlanBody } from '@colorbook/contract';
import { localeOfAcceptLanguage } from '@colorbook/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireAdmin } from '../../lib/route-guards';
import type { PlansService } from './plans.service';

/** The reader's language for plan titles and descriptions (issue 23). */
const localeOf = (request: FastifyRequest) => localeOfAcceptLanguage(request.headers['accept-language']);

/** Plans are public: the landing's pricing and the checkout read them before sign-in. */
export const plansRoutes: FastifyPluginAsyncZod<{ service: PlansService }> = async (app, { service }) => {
  app.get(
    '/plans/list',
    { schema: { tags: ['plans'], summary: 'Every plan, cheapest first', response: { 200: planList } } },
    (request) => service.list(localeOf(request)),
  );
  app.get(
    '/plans/paid/list',
    { schema: { tags: ['plans'], summary: 'The paid plans', response: { 200: planList } } },
    (request) => service.listPaid(localeOf(request)),
  );
  app.get(
    '/plans/:id/read',
    {
      schema: {
        tags: ['plans'],
        summary: 'One plan as stored: the default language, with its translations (the admin editor)',
        params: idParam,
        response: { 200: plan },
      },
    },
    // Not localised: the editor must load the English it saves back, whatever the browser speaks.
    (request) => service.read(request.params.id),
  );
  app.post(
    '/plans/:id/update',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['plans'],
        security: [{ bearerAuth: [] }],
        summary:
          "Admin: edit a plan (price in dollars; stripePriceId only on paid plans); limits apply from each user's next period",
        params: idParam,
        body: updatePlanBody,
        response: { 200: updated },
      },
    },
    (request) => service.update(authenticatedUser(request), request.params.id, request.body),
  );
};
