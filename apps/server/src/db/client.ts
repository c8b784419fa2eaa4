import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import { migrationsApplied } from './migrations-check';
import { beginPgliteCreation } from './pglite-creation';
import { withDriverParsers } from './pglite-parsers';
import { readPgliteTemplate } from './pglite-template';
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
  /**
   * Applies pending migrations from src/db/migrations; safe to call on every start, and cheap
   * when there is nothing to apply (migrations-check.ts).
   */
  migrate(): Promise<void>;
  /** PGlite checkpoints on close, so the next start needs no crash recovery. */
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Any constant works; it only has to be the same in every process migrating one database. */
export const MIGRATION_LOCK_ID = 7_316_022;

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
  // Each driver is loaded by the process that uses it only (a PostgreSQL deployment never loads
  // PGlite, and the embedded default never loads pg).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  // pg_trgm is loaded so the same migrations (CREATE EXTENSION pg_trgm) run on both drivers.
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client: withDriverParsers(client), schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: async () => {
      if (!(await migrationsApplied(client, migrationsFolder))) await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

export interface PgOptions {
  /**
   * The longest one statement may run before PostgreSQL cancels it (error 57014), so a slow
   * query cannot hold a pooled connection; 0 or unset = no limit. Migrations run without it.
   */
  statementTimeoutMs?: number;
}

export async function openPg(url: string, logger?: Logger, options: PgOptions = {}): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const statementTimeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Sent when each connection starts, so every pooled connection has it.
    ...(statementTimeout > 0 && { statement_timeout: statementTimeout }),
  });
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
      if (await migrationsApplied(pool, migrationsFolder)) return;
      // Several API processes may start at once against one database; an advisory lock
      // makes them migrate one after the other instead of racing on CREATE TABLE.
      const client = await pool.connect();
      try {
        // Waiting for another process's migration, or building an index on a big table, may
        // rightly take longer than a request's statement.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db; migrated and ready. */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string; statementTimeoutMs?: number },
  logger?: Logger,
): Promise<Database> {
  const pgliteDir = path.join(options.dataDir, 'db');
  // A new embedded database (or one whose creation a crash cut short) is created whole.
  const creation = options.databaseUrl ? undefined : beginPgliteCreation(pgliteDir, logger);
  const template = creation ? readPgliteTemplate(migrationsFolder) : undefined;
  if (template) logger?.info("New embedded database: made from the build's migrated template");
  const database = options.databaseUrl
    ? await openPg(options.databaseUrl, logger, { statementTimeoutMs: options.statementTimeoutMs })
    : await openPglite(pgliteDir, { loadDataDir: template });
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  creation?.finish();
  return database;
}
