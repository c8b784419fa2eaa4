import { createHash } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** What both drivers' clients offer: PGlite's `query` and pg's `Pool#query`. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

type Applied = { hash: string; created_at: string | number };

/**
 * Drizzle records each applied migration as the sha256 of its SQL and the journal's `when`;
 * one hash over that list names the set, in order.
 */
const fingerprint = (migrations: Applied[]) =>
  createHash('sha256')
    .update(migrations.map((m) => `${m.created_at} ${m.hash}`).join('\n'))
    .digest('hex');

/**
 * The hash of the set of migrations in `folder`, as drizzle would record it once all are
 * applied. Read afresh each time: a few small files, and never stale.
 */
export function migrationsHash(folder: string): string {
  const files = readMigrationFiles({ migrationsFolder: folder });
  return fingerprint(files.map((file) => ({ hash: file.hash, created_at: file.folderMillis })));
}

/**
 * True when the database has exactly the folder's migrations applied, so drizzle's migrate
 * (schema and table DDL, a transaction, on PostgreSQL a dedicated connection under an advisory
 * lock) can be skipped. Read-only, so several processes may ask at once. Anything else — a new
 * database, a migration added to the folder, a database migrated by a newer release — answers
 * false, and drizzle's migrate decides what to run.
 */
export async function migrationsApplied(client: Queryable, folder: string): Promise<boolean> {
  const { rows } = await client.query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!(rows[0] as { present?: boolean } | undefined)?.present) return false;
  const applied = await client.query(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return fingerprint(applied.rows as Applied[]) === migrationsHash(folder);
}
