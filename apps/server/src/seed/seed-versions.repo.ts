import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedVersions } from '../db/schema';

export async function hasSeedVersion(db: Db, version: string): Promise<boolean> {
  const rows = await db
    .select({ version: seedVersions.version })
    .from(seedVersions)
    .where(eq(seedVersions.version, version))
    .limit(1);
  return rows.length > 0;
}

/** Idempotent: processes seeding one database at the same time each record the same version. */
export async function recordSeedVersion(db: Db, version: string): Promise<void> {
  await db.insert(seedVersions).values({ version }).onConflictDoNothing();
}
