import { idParam, page, pageOfTheDay, updatePageGalleryBody } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireAdmin, requireUserOnEveryRoute } from '../../lib/route-guards';
import { viewerOf } from '../../lib/viewer';
import type { GalleryService } from './gallery.service';

/** The gallery's own routes (issue 24); its filters are GET /pages/paginate's. */
export const galleryRoutes: FastifyPluginAsyncZod<{ service: GalleryService }> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/pages/of-the-day',
    {
      config: openToChildren,
      schema: {
        tags: ['pages'],
        summary: 'The page of the day: one kid-safe page, the same for everyone, changing at UTC midnight',
        response: { 200: pageOfTheDay },
      },
    },
    (request) => service.pageOfTheDay(viewerOf(request)),
  );

  app.patch(
    '/pages/:id/gallery',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['pages'],
        summary: "Admins correct a page's theme, age band and difficulty, and mark it kid-safe",
        params: idParam,
        body: updatePageGalleryBody,
        response: { 200: page },
      },
    },
    (request) => {
      const user = authenticatedUser(request);
      return service.update({ id: user.id, admin: user.admin }, request.params.id, request.body);
    },
  );
};
