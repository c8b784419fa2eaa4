import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A real round trip, so "ok" means the database answers queries, not just that a pool exists. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
