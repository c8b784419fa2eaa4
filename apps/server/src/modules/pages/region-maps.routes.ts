import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { idParam } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { requireUserOnEveryRoute } from '../../lib/route-guards';
import { perUserRateLimit } from '../../lib/route-limits';
import { viewerOf } from '../../lib/viewer';
import type { RegionMapService } from './region-maps.service';

const gunzipped = promisify(gunzip);

/** Opening a colouring screen asks once; an older page's first request makes its map. */
const MAPS_PER_10_MIN = 240;

export const regionMapRoutes: FastifyPluginAsyncZod<{ service: RegionMapService }> = async (
  app,
  { service },
) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/pages/:id/regions',
    {
      config: { ...openToChildren, ...perUserRateLimit(MAPS_PER_10_MIN) },
      schema: {
        tags: ['pages'],
        summary:
          "The page's region map (docs/decisions/0043): @colorbook/canvas stored-regions bytes, sent gzipped",
        params: idParam,
      },
    },
    async (request, reply) => {
      const map = await service.read(viewerOf(request), request.params.id);
      // Kept gzipped as stored; a client that cannot take gzip gets the bytes themselves.
      const gzipOk = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('content-type', 'application/octet-stream')
        .header('vary', 'accept-encoding')
        // The map follows the page's line art, which never changes; the read's rules may.
        .header('cache-control', 'private, max-age=3600');
      if (gzipOk) return reply.header('content-encoding', 'gzip').send(map);
      return reply.send(await gunzipped(map));
    },
  );
};
