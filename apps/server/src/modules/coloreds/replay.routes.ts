import { errorBody, idParam, replayUploadBody, replayUploadResponse } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { openToChildren } from '../../lib/children';
import { requireUserOnEveryRoute } from '../../lib/route-guards';
import { viewerOf } from '../../lib/viewer';
import type { ReplaysService } from './replay.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Room above the gzip cap, so a log somewhat over it is answered 400 by the service, not 413. */
const UPLOAD_BODY_LIMIT = 2.5 * 1024 * 1024;

/** The time-lapse log of a colouring (decision 0028): stored after the upsert, read lazily. */
export const replayRoutes: FastifyPluginAsyncZod<{ service: ReplaysService }> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.post(
    '/coloreds/replay',
    {
      config: openToChildren,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['coloreds'],
        summary: 'Keep the time-lapse log of your saved colouring (send it after PATCH /coloreds/upsert)',
        body: replayUploadBody,
        response: { 200: replayUploadResponse, ...errors },
      },
    },
    (request) => service.store(viewerOf(request), request.body),
  );

  app.get(
    '/coloreds/:id/replay',
    {
      config: openToChildren,
      schema: {
        tags: ['coloreds'],
        summary: 'The time-lapse log (gzip) of your colouring (admins: any); 204 when it has none',
        params: idParam,
      },
    },
    async (request, reply) => {
      const bytes = await service.read(viewerOf(request), request.params.id);
      // No log yet: an answer, not a failure (the colouring screen asks on every open).
      if (!bytes) return reply.header('cache-control', 'private, no-store').code(204).send();
      return reply.header('cache-control', 'private, no-store').type('application/octet-stream').send(bytes);
    },
  );
};

const tokenParam = z.object({ token: z.string().max(64) });

/** /s/{token}/replay.bin: the log behind a live share link, for the share page's player. */
export const sharedReplayRoutes: FastifyPluginAsyncZod<{ service: ReplaysService }> = async (
  app,
  { service },
) => {
  app.get('/s/:token/replay.bin', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
    const bytes = await service.readShared(request.params.token);
    if (!bytes) throw notFound('Not found.');
    return reply.header('cache-control', 'public, no-cache').type('application/octet-stream').send(bytes);
  });
};
