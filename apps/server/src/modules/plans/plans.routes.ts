import { idParam, plan, planList, updated, updatePlanBody } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireAdmin } from '../auth/auth.guards';
import type { PlansService } from './plans.service';

/** Plans are public: the landing's pricing and the checkout read them before sign-in. */
export const plansRoutes: FastifyPluginAsyncZod<{ service: PlansService }> = async (app, { service }) => {
  app.get(
    '/plans/list',
    { schema: { tags: ['plans'], summary: 'Every plan, cheapest first', response: { 200: planList } } },
    () => service.list(),
  );
  app.get(
    '/plans/paid/list',
    { schema: { tags: ['plans'], summary: 'The paid plans', response: { 200: planList } } },
    () => service.listPaid(),
  );
  app.get(
    '/plans/:id/read',
    { schema: { tags: ['plans'], summary: 'One plan', params: idParam, response: { 200: plan } } },
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
