import { appStatus } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { requireAdmin } from '../../lib/route-guards';
import type { AppStatusService } from './app-status.service';

export const appStatusRoutes: FastifyPluginAsyncZod<{ service: AppStatusService }> = async (
  app,
  { service },
) => {
  app.get(
    '/app/status',
    {
      config: openToChildren,
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Admin: which integrations are configured (OpenAI key, Stripe key, Stripe webhook secret, a Stripe price on every paid plan)',
        response: { 200: appStatus },
      },
    },
    () => service.read(),
  );
};
