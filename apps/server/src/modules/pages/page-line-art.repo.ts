import type { LineArtCheckRecord } from '@colorbook/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationJobs, type PageSource, pages } from '../../db/schema';

/** The stored SVG's URL of a page, and whether the page is blocked; null for no such page. */
export async function findPageLineArtSvg(
  db: Db,
  pageId: number,
): Promise<{ url: string | null; blocked: boolean } | null> {
  const [row] = await db
    .select({ url: pages.lineArtSvgUrl, blocked: pages.blocked })
    .from(pages)
    .where(eq(pages.id, pageId));
  return row ?? null;
}

/** A page's source and the line-art check of the job that made it; null for no such page. */
export async function findPageLineArtCheck(
  db: Db,
  pageId: number,
): Promise<{ source: PageSource; check: LineArtCheckRecord | null } | null> {
  const [page] = await db.select({ source: pages.source }).from(pages).where(eq(pages.id, pageId));
  if (!page) return null;
  const [job] = await db
    .select({ check: generationJobs.lineArtCheck })
    .from(generationJobs)
    .where(and(eq(generationJobs.pageId, pageId), eq(generationJobs.status, 'succeeded')))
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  return { source: page.source, check: job?.check ?? null };
}
