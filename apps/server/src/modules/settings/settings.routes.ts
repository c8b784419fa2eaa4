import { settingList } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/settings/list',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings for everyone; admins also get the secret ones, masked',
        response: { 200: settingList },
      },
    },
    (request) => service.list(request.user),
  );
};
