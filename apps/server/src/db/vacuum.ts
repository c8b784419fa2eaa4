import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * VACUUM (ANALYZE) of a table a refresh has just rewritten whole: its statistics and visibility
 * map are then current at once, so the next plans are right and index-only scans need not visit
 * the table. PostgreSQL's autovacuum would get there eventually; PGlite has none. Failing (say,
 * inside a caller's transaction) only leaves that to autovacuum.
 */
export async function vacuumRewritten(db: Db, table: SQL): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${table}`).catch(() => undefined);
}
