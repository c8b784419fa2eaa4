import { coloredsPage, coloredsQuery, coloredUpsertBody, coloredUpsertResponse } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { requireUserOnEveryRoute } from '../../lib/route-guards';
import { listRateLimit } from '../../lib/route-limits';
import { viewerOf } from '../../lib/viewer';
import type { ColoredsService } from './coloreds.service';

export const coloredsRoutes: FastifyPluginAsyncZod<{
  service: ColoredsService;
  /** Counted list reads (searched or deep, see listRateLimit) per user per minute; 0 = no limit. */
  listLimitPerMinute: number;
}> = async (app, { service, listLimitPerMinute }) => {
  requireUserOnEveryRoute(app);

  app.patch(
    '/coloreds/upsert',
    {
      config: openToChildren,
      schema: {
        tags: ['coloreds'],
        summary: 'Save the colouring of a page (photo from /storage/upload); the server makes the preview',
        body: coloredUpsertBody,
        response: { 200: coloredUpsertResponse },
      },
    },
    (request) => service.upsert(viewerOf(request), request.body),
  );

  app.get(
    '/coloreds/paginate',
    {
      config: { ...openToChildren, ...listRateLimit(listLimitPerMinute) },
      schema: {
        tags: ['coloreds'],
        summary: "The user's colourings (admins: everyone's)",
        querystring: coloredsQuery,
        response: { 200: coloredsPage },
      },
    },
    (request) => service.paginate(viewerOf(request), request.query),
  );
};
