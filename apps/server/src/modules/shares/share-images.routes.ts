import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { ShareImageKind, SharesService } from './shares.service';

const tokenParam = z.object({ token: z.string().max(64) });

/**
 * A link can be revoked at any moment: caches must ask again every time (a 304 while the link
 * lives). Other sites may show the card in their pages, so it is not kept same-origin.
 */
const REVALIDATE = 'public, no-cache';

/**
 * The pictures of a shared page (/s/{token}/picture.webp and its og:image /s/{token}/og.png),
 * beside the page itself and outside /api: served to anyone with the link, 404 as soon as the
 * link is not shown any more.
 */
export const shareImagesRoutes: FastifyPluginAsyncZod<{ service: SharesService }> = async (
  app,
  { service },
) => {
  const files: Array<{ path: string; kind: ShareImageKind; type: string }> = [
    { path: '/s/:token/picture.webp', kind: 'picture', type: 'image/webp' },
    { path: '/s/:token/og.png', kind: 'og', type: 'image/png' },
    { path: '/s/:token/line-art.png', kind: 'lines', type: 'image/png' },
  ];
  for (const { path, kind, type } of files) {
    app.get(path, { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
      const image = await service.image(request.params.token, kind);
      if (!image) throw notFound('Not found.');
      reply
        .header('cache-control', REVALIDATE)
        .header('etag', image.etag)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (!image.indexable) reply.header('x-robots-tag', 'noindex');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      const bytes = await image.render();
      if (!bytes) throw notFound('Not found.');
      return reply.type(type).send(bytes);
    });
  }
};
