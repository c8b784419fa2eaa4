import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from '../logger';
import { withDriverParsers } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The one database type repos accept. Both drivers' Drizzle instances (and their
 * transactions) extend PgDatabase, so a repo written against it runs unchanged on PGlite
 * and PostgreSQL. Inside `db.transaction(async (tx) => ...)` pass `tx` to repos, never `db`:
 * PGlite has one connection and queues other queries behind the open transaction, so a query
 * on `db` there would wait for itself forever.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies pending migrations from src/db/migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** PGlite checkpoints on close, so the next start needs no crash recovery. */
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Any constant works; it only has to be the same in every process migrating one database. */
const MIGRATION_LOCK_ID = 7_316_022;

export interface PgliteDatabase extends Database {
  client: PGlite;
}

/**
 * Embedded PostgreSQL in `dataDir`, or in memory when `dataDir` is undefined (tests).
 * `loadDataDir` starts from a dump (`client.dumpDataDir()`), skipping initdb.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  // pg_trgm is loaded so the same migrations (CREATE EXTENSION pg_trgm) run on both drivers.
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client: withDriverParsers(client), schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPg(url: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (err) => logger?.error({ err }, 'PostgreSQL connection error'));
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    migrate: async () => {
      // Several API processes may start at once against one database; an advisory lock
      // makes them migrate one after the other instead of racing on CREATE TABLE.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db; migrated and ready. */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  logger?: Logger,
): Promise<Database> {
  const database = options.databaseUrl
    ? await openPg(options.databaseUrl, logger)
    : await openPglite(path.join(options.dataDir, 'db'));
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}
