import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coloredsRoutes } from '../coloreds/coloreds.routes';
import type { ColoredsService } from '../coloreds/coloreds.service';
import { creditsRoutes } from '../credits/credits.routes';
import type { CreditsService } from '../credits/credits.service';
import { storageRoutes } from '../storage/storage.routes';
import type { StorageService } from '../storage/storage.service';
import { colorKeyRoutes } from './color-key.routes';
import type { ColorKeyService } from './color-key.service';
import { pagesRoutes } from './pages.routes';
import type { PagesService } from './pages.service';

/**
 * The routes of files, credits, pages and colourings (DESIGN §6–§8), registered under /api.
 * app.ts builds their services on one storage and one credits service: a page spends credits
 * and stores images in the same request.
 */
export const pagesModule: FastifyPluginAsyncZod<{
  storage: StorageService;
  credits: CreditsService;
  pages: PagesService;
  coloreds: ColoredsService;
  colorKeys: ColorKeyService;
  /** LIST_RATE_LIMIT_PER_MINUTE (plugins/rate-limit.ts listRateLimit). */
  listLimitPerMinute: number;
}> = async (app, services) => {
  await app.register(storageRoutes, { service: services.storage });
  await app.register(creditsRoutes, { service: services.credits });
  await app.register(coloredsRoutes, {
    service: services.coloreds,
    listLimitPerMinute: services.listLimitPerMinute,
  });
  await app.register(pagesRoutes, {
    service: services.pages,
    listLimitPerMinute: services.listLimitPerMinute,
  });
  await app.register(colorKeyRoutes, { service: services.colorKeys });
};
