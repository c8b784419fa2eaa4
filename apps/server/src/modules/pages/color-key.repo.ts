import type { ColorKey } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageColorKeys } from '../../db/schema';

/**
 * Stores a page's key unless it has one: the first key written wins, so concurrent makers of
 * one page's key (two processes answering its first request) all end up with the same key.
 * True when this call stored it.
 */
export async function insertColorKey(db: Db, pageId: number, key: ColorKey): Promise<boolean> {
  const stored = await db
    .insert(pageColorKeys)
    .values({ pageId, key, regions: key.regions.length })
    .onConflictDoNothing({ target: pageColorKeys.pageId })
    .returning({ pageId: pageColorKeys.pageId });
  return stored.length > 0;
}

export async function findColorKey(db: Db, pageId: number): Promise<ColorKey | undefined> {
  const [row] = await db
    .select({ key: pageColorKeys.key })
    .from(pageColorKeys)
    .where(eq(pageColorKeys.pageId, pageId));
  return row?.key;
}

/** The number of keyed regions of the page's stored key, or null when it has none yet. */
export async function colorKeyRegions(db: Db, pageId: number): Promise<number | null> {
  const [row] = await db
    .select({ regions: pageColorKeys.regions })
    .from(pageColorKeys)
    .where(eq(pageColorKeys.pageId, pageId));
  return row?.regions ?? null;
}
