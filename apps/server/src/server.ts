import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type App, buildApp } from './app';
import { type Config, ConfigError, isLocalOnly, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { serveBackupRequests } from './lib/pglite-backup';
import { createLogger, type Logger } from './logger';
import { seedDatabase } from './seed/seed';

/**
 * Starts and stops the app; nothing else (DESIGN §11.2). Start-up failures print one plain
 * line to stderr (not a JSON log) because a person is reading them, then exit 1.
 */

/** In-flight requests get this long to finish after SIGTERM before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

let logger: Logger | undefined;
let lock: DataDirLock | undefined;
let database: Database | undefined;
let app: App | undefined;
let stopping = false;

// Whatever happens, the lock's socket file goes with the process (the kernel drops the lock anyway).
process.on('exit', () => lock?.release());

async function closeAll(): Promise<void> {
  await app?.close();
  // PGlite checkpoints on close, so the next start needs no recovery.
  await database?.close();
  lock?.release();
}

async function fail(message: string): Promise<never> {
  process.stderr.write(`colorbook: ${message}\n`);
  await closeAll().catch(() => undefined);
  process.exit(1);
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second Ctrl-C means "now".
    logger?.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  logger?.info(`${signal} received: finishing in-flight requests, then stopping`);
  setTimeout(() => {
    logger?.error('Requests did not finish in time; exiting anyway');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await closeAll();
    logger?.info('Stopped cleanly');
    process.exit(0);
  } catch (err) {
    logger?.error({ err }, 'Error while stopping');
    process.exit(1);
  }
}

const describeDatabase = (config: Config) => {
  if (!config.DATABASE_URL) return `embedded PGlite in ${path.join(config.DATA_DIR, 'db')}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
};

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  logger = await createLogger(config);
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // Only PGlite needs the lock: it is single-process and does not lock its folder. With
  // PostgreSQL several processes may share DATA_DIR on one host (mail files and uploads get
  // unique names), which is a legitimate way to scale, so the lock would only get in the way.
  // A lock left by a killed server is taken over here (lib/data-dir-lock.ts): nobody deletes it.
  try {
    lock = config.DATABASE_URL ? undefined : await acquireDataDirLock(config.DATA_DIR);
  } catch (err) {
    if (err instanceof DataDirLockedError) return fail(err.message);
    return fail(`Cannot use the data folder ${config.DATA_DIR}: ${(err as Error).message}`);
  }
  if (lock?.unlockedReason) {
    logger.warn(
      `The data folder ${config.DATA_DIR} is not locked (${lock.unlockedReason}): make sure no second server uses it.`,
    );
  }

  try {
    database = await openDatabase(
      {
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_SECONDS * 1000,
      },
      logger,
    );
    await seedDatabase(database.db);
    // `npm run backup` asks the running server for a consistent copy of the embedded database.
    if ('client' in database) serveBackupRequests(database.client as PGlite, config.DATA_DIR, logger);
  } catch (err) {
    logger.debug({ err }, 'database start-up failed');
    return fail(`Could not open the database (${describeDatabase(config)}): ${(err as Error).message}`);
  }

  app = buildApp({ config, db: database.db, logger, singleProcess: database.driver === 'pglite' });
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      return fail(
        `Port ${config.PORT} is already in use. Stop the other program or set PORT to another port.`,
      );
    }
    throw err;
  }
  // performance.now() counts from the process's start: what an operator waits for.
  const seconds = (performance.now() / 1000).toFixed(1);
  logger.info(
    `Colorbook is running at ${config.PUBLIC_URL} (database: ${describeDatabase(config)}; started in ${seconds} s)`,
  );
  if (config.DEMO_PAYMENTS) {
    // A warning, so an operator who meant a real server sees it at any LOG_LEVEL but error.
    logger.warn(
      `Test payments are on (no money moves)${isLocalOnly(config) ? ' and sign-in codes are printed in the log' : ''}: for local use only. Listening on ${config.HOST}.`,
    );
  }
}

main().catch(async (err: unknown) => {
  logger?.fatal({ err }, 'start-up failed');
  await fail(`Start-up failed: ${(err as Error)?.message ?? String(err)}`);
});
