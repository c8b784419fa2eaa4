import { auditList } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/route-guards';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/admin/audit/list',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Admin: the latest 50 admin changes, newest first (who, what, when)',
        response: { 200: auditList },
      },
    },
    () => service.list(),
  );
};
