import { analyticsBusiness, analyticsCharts, analyticsCounters } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/route-guards';
import type { AnalyticsService } from './analytics.service';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/analytics/counters',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admin: users, pages, colourings and subscriptions created in the last 7 days and in total',
        response: { 200: analyticsCounters },
      },
    },
    () => service.counters(),
  );

  app.get(
    '/analytics/charts',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Admin: the same four counts per calendar month (UTC), the last 12 months, oldest first, e.g. 'Jan 2026'",
        response: { 200: analyticsCharts },
      },
    },
    () => service.charts(),
  );

  app.get(
    '/analytics/business',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Admin: revenue in dollars (this month, all time; USD payments), running subscriptions (renewing, cancelling), pages created and page credits bought this month',
        response: { 200: analyticsBusiness },
      },
    },
    () => service.business(),
  );
};
