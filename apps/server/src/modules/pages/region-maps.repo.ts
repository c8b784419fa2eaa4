import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageRegionMaps } from '../../db/schema';

/** Stores a page's region map unless it has one (the first written wins, as colour keys do). */
export async function insertRegionMap(db: Db, pageId: number, gzipped: Buffer): Promise<void> {
  await db
    .insert(pageRegionMaps)
    .values({ pageId, gzipped })
    .onConflictDoNothing({ target: pageRegionMaps.pageId });
}

export async function findRegionMap(db: Db, pageId: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ gzipped: pageRegionMaps.gzipped })
    .from(pageRegionMaps)
    .where(eq(pageRegionMaps.pageId, pageId));
  return row?.gzipped;
}
