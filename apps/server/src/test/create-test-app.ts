import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { seedDatabase } from '../seed/seed';
import { createTestDatabase } from './test-database';

export interface TestApp {
  /**
   * Not yet ready: a test may add routes before the first `inject`. Add them inside
   * `app.register(plugin)` so they load after the app's plugins and get their onRoute hooks.
   */
  app: App;
  db: Db;
  config: Config;
  /** Closes the app and the database (dropping a PostgreSQL test database) and removes DATA_DIR. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig, e.g. { WEB_DIST: dir }. */
  env?: Record<string, string>;
  /** Seed plans and settings as a real start does (default true). */
  seed?: boolean;
  /** e.g. a pino logger writing to a stream, for a test that reads what the server logs. */
  logger?: Logger;
  /** Build it as server.ts does on the embedded database (session cache on). */
  singleProcess?: boolean;
  /** The app's clock (page of the day); the real time by default. */
  clock?: () => Date;
}

/**
 * The app on a fresh, migrated database, built like server.ts builds it. Use one per test
 * file (beforeAll/afterAll); see test-database.ts for the PGlite/PostgreSQL choice.
 * WEB_DIST defaults to a folder that does not exist, so results do not depend on whether
 * the web app happens to be built. Set TEST_LOG_LEVEL to see the app's logs.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = await createTestDatabase();
  try {
    if (options.seed !== false) await seedDatabase(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const app = buildApp({
    config,
    db: database.db,
    logger: options.logger,
    singleProcess: options.singleProcess,
    clock: options.clock,
  });
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
