import { credit } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireUser } from '../../lib/route-guards';
import type { CreditsService } from './credits.service';

export const creditsRoutes: FastifyPluginAsyncZod<{ service: CreditsService }> = async (app, { service }) => {
  app.get(
    '/credits/read',
    {
      config: openToChildren,
      onRequest: requireUser,
      schema: { tags: ['credits'], summary: "The signed-in user's credits", response: { 200: credit } },
    },
    (request) => service.read(authenticatedUser(request).id),
  );
};
