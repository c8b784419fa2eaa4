import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { coloredsRoutes } from '../coloreds/coloreds.routes';
import { createColoredsService } from '../coloreds/coloreds.service';
import { creditsRoutes } from '../credits/credits.routes';
import { createCreditsService } from '../credits/credits.service';
import { storageRoutes } from '../storage/storage.routes';
import { createStorageService } from '../storage/storage.service';
import { createObjectStorage } from '../storage/storage-factory';
import { createGenerationRunner } from './generation-runner';
import { createListAnchors } from './list-anchors';
import { createPageImageMaker } from './page-image-maker';
import type { PageImageMaker } from './page-images';
import { pagesRoutes } from './pages.routes';
import { createPagesService } from './pages.service';
import { createTrendingRanking } from './trending-ranking';

/**
 * Files, credits, pages and colourings (DESIGN §6–§8), registered under /api. They share one storage
 * and one credits service: a page spends credits and stores images in the same request.
 */
export const pagesModule: FastifyPluginAsyncZod<{ db: Db; config: Config; images?: PageImageMaker }> = async (
  app,
  { db, config, images = createPageImageMaker(db, config) },
) => {
  const storage = createStorageService(db, createObjectStorage(config));
  const credits = createCreditsService(db);
  const runner = createGenerationRunner({
    db,
    images,
    storage,
    credits,
    log: app.log,
    options: { leaseMs: config.JOB_LEASE_SECONDS * 1000 },
  });
  const trending = createTrendingRanking(db, config.TRENDING_REFRESH_SECONDS * 1000);
  const anchors = createListAnchors(db, config.LIST_ANCHORS_REFRESH_SECONDS * 1000, app.log);
  await app.register(storageRoutes, { service: storage });
  await app.register(creditsRoutes, { service: credits });
  await app.register(coloredsRoutes, {
    service: createColoredsService({ db, storage, credits, trending }),
  });
  await app.register(pagesRoutes, {
    service: createPagesService({ db, credits, storage, images, runner, trending, anchors }),
  });

  // Queued jobs, and jobs whose process died (lease run out), are claimed from here on.
  app.addHook('onReady', async () => {
    runner.start();
    // Every list shows the trending flag: read (or compute) the ranking before the first list
    // asks, so the first requests after a start or deploy do not all wait for it.
    trending.ranking().catch((err: unknown) => app.log.warn({ err }, 'trending ranking not read at start'));
  });
  // Within server.ts's 15 s shutdown limit: jobs still drawing after 10 s go back to the queue.
  app.addHook('onClose', async () => {
    await runner.close(10_000);
    await anchors.settled();
  });
};
