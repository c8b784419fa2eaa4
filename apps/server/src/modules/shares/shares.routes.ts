import { errorBody, idParam, share, shareBody, shareRevoked } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireUserOnEveryRoute } from '../../lib/route-guards';
import type { SharesService } from './shares.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The painter's share link of a colouring, `{id}` being the colouring's (page.colored.id). */
export const sharesRoutes: FastifyPluginAsyncZod<{ service: SharesService }> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.post(
    '/coloreds/:id/share',
    {
      schema: {
        tags: ['shares'],
        summary: 'The live share link of your colouring: made now, or the one it has (options change it)',
        params: idParam,
        // No body at all is fine: a link with the defaults (name shown, not listed).
        body: shareBody.nullish(),
        response: { 200: share, ...errors },
      },
    },
    (request) => service.create(authenticatedUser(request), request.params.id, request.body ?? {}),
  );

  app.patch(
    '/coloreds/:id/share',
    {
      schema: {
        tags: ['shares'],
        summary: 'Show or hide your name, or let search engines list the shared page',
        params: idParam,
        body: shareBody,
        response: { 200: share, ...errors },
      },
    },
    (request) => service.update(authenticatedUser(request), request.params.id, request.body),
  );

  app.delete(
    '/coloreds/:id/share',
    {
      schema: {
        tags: ['shares'],
        summary: 'Stop sharing: the link shows not found from now on (the painter, or an admin)',
        params: idParam,
        response: { 200: shareRevoked, ...errors },
      },
    },
    (request) => service.revoke(authenticatedUser(request), request.params.id),
  );
};
