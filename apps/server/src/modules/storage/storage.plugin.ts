import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storageRoutes } from './storage.routes';
import { createStorageService } from './storage.service';
import { createObjectStorage } from './storage-factory';

/** What app.ts registers under /api: the routes, on the storage the configuration selects. */
export const storagePlugin: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  await app.register(storageRoutes, { service: createStorageService(db, createObjectStorage(config)) });
};
