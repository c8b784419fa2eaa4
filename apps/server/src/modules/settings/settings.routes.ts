import { settingList, settingNameParam, updated, updateSettingBody } from '@colorbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireAdmin } from '../../lib/route-guards';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/settings/list',
    {
      config: openToChildren,
      schema: {
        tags: ['settings'],
        summary: 'Public settings for everyone; admins also get the secret ones, masked',
        response: { 200: settingList },
      },
    },
    (request) => service.list(request.user),
  );

  app.patch(
    '/settings/:name/update',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['settings'],
        security: [{ bearerAuth: [] }],
        summary:
          'Admin: save one setting, validated per name; an empty secret clears it. Values are never echoed or logged',
        params: settingNameParam,
        body: updateSettingBody,
        response: { 200: updated },
      },
    },
    (request) => service.update(authenticatedUser(request), request.params.name, request.body.value),
  );
};
