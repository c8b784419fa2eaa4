import { colorKeySchema, idParam } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { requireUserOnEveryRoute } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import { viewerOf } from '../../lib/viewer';
import type { ColorKeyService } from './color-key.service';

/**
 * Opening a colouring screen asks once; a page's first request may make its key (a fraction of
 * a second of CPU), so a script walking every page stops here.
 */
const KEYS_PER_10_MIN = 240;

export const colorKeyRoutes: FastifyPluginAsyncZod<{ service: ColorKeyService }> = async (
  app,
  { service },
) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/pages/:id/color-key',
    {
      config: { ...openToChildren, ...perUserRateLimit(KEYS_PER_10_MIN) },
      schema: {
        tags: ['pages'],
        summary: "The page's colour key: a palette and a point with a colour in each keyed region",
        params: idParam,
        response: { 200: colorKeySchema },
      },
    },
    (request) => service.read(viewerOf(request), request.params.id),
  );
};
