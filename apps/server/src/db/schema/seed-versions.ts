import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Which versions of the seed (seed/seed.ts) have run on this database. A start whose seed
 * version is listed has nothing to add and skips the seed; several processes may write the
 * same version (the insert ignores a duplicate).
 */
export const seedVersions = pgTable('seed_versions', {
  version: text('version').primaryKey(),
  createdAt: createdAt(),
});
