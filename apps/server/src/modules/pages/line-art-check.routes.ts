import { adminLineArtCheck, idParam } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/route-guards';
import type { LineArtChecks } from './line-art-check.service';

/**
 * Admins only: the line-art check of the provider image a page was made from
 * (docs/decisions/0027). Its figures say how the model drew, which users have no need of.
 */
export const lineArtCheckRoutes: FastifyPluginAsyncZod<{ service: LineArtChecks }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/pages/:id/line-art-check',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['pages'],
        security: [{ bearerAuth: [] }],
        summary: "Admin: the line-art check of a page's provider image",
        params: idParam,
        response: { 200: adminLineArtCheck },
      },
    },
    (request) => service.forPage(request.params.id),
  );
};
