import { errorBody, health } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/health',
    {
      config: openToChildren,
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: health, 503: errorBody },
      },
    },
    () => service.check(),
  );
};
