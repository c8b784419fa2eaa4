import type { PageAgeBand, PageDifficulty, PageTheme } from '@colorbook/contract';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageColorKeys, pageOfTheDay, pages } from '../../db/schema';
import type { PageRow } from './pages.repo';

/** What an admin may correct (issue 24); undefined fields stay as they are. */
export interface GalleryChanges {
  theme?: PageTheme;
  ageBand?: PageAgeBand;
  difficulty?: PageDifficulty;
  kidSafe?: boolean;
}

/** The page's row, locked until the transaction ends (the audit entry describes old → new). */
export async function findPageForGalleryUpdate(tx: Db, id: number): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
  return row;
}

export async function updatePageGallery(tx: Db, id: number, changes: GalleryChanges): Promise<void> {
  await tx.update(pages).set(changes).where(eq(pages.id, id));
}

/** Written out, not a parameter: the plan must see it to use pages_kid_safe_idx. */
const kidSafeShown = sql`${pages.kidSafe} and not ${pages.blocked}`;

/** Whether `id` may still be the page of the day (kid-safe, not blocked). */
export async function isKidSafeShown(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, id), kidSafeShown));
  return row !== undefined;
}

/**
 * The `index`-th (modulo their number) kid-safe page in id order, or null when there is none.
 * Both reads walk pages_kid_safe_idx only: the admin-marked pages, not the whole table.
 */
export async function nthKidSafePage(db: Db, index: number): Promise<number | null> {
  const [counted] = await db.select({ n: count() }).from(pages).where(kidSafeShown);
  const n = counted?.n ?? 0;
  if (n === 0) return null;
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(kidSafeShown)
    .orderBy(asc(pages.id))
    .offset(index % n)
    .limit(1);
  return row?.id ?? null;
}

export async function findPageOfTheDay(db: Db, day: string): Promise<number | null> {
  const [row] = await db
    .select({ pageId: pageOfTheDay.pageId })
    .from(pageOfTheDay)
    .where(eq(pageOfTheDay.day, day));
  return row?.pageId ?? null;
}

/**
 * Stores `pageId` as the day's page unless another process stored one first, or replaces
 * `stale` (a page no longer kid-safe); answers the page stored now.
 */
export async function storePageOfTheDay(
  db: Db,
  day: string,
  pageId: number,
  stale: number | null,
): Promise<number> {
  if (stale === null) {
    await db.insert(pageOfTheDay).values({ day, pageId }).onConflictDoNothing();
  } else {
    await db
      .update(pageOfTheDay)
      .set({ pageId })
      .where(and(eq(pageOfTheDay.day, day), eq(pageOfTheDay.pageId, stale)));
  }
  return (await findPageOfTheDay(db, day)) ?? pageId;
}

export async function forgetPageOfTheDay(db: Db, day: string): Promise<void> {
  await db.delete(pageOfTheDay).where(eq(pageOfTheDay.day, day));
}

/** A page the backfill classifies: what inference reads. */
export interface UnclassifiedPage {
  id: number;
  prompt: string;
  title: string;
  style: string | null;
  difficulty: string | null;
  regions: number | null;
}

/**
 * Up to `limit` pages after `afterId` not yet classified, locked for this transaction; pages
 * another process is classifying are skipped (SKIP LOCKED), so several processes share the work.
 * Walks the primary key from `afterId`, so a batch costs the same at the end as at the start.
 */
export async function lockUnclassifiedPages(
  tx: Db,
  afterId: number,
  limit: number,
): Promise<UnclassifiedPage[]> {
  return tx
    .select({
      id: pages.id,
      prompt: pages.prompt,
      title: pages.title,
      style: pages.style,
      difficulty: pages.difficulty,
      regions: pageColorKeys.regions,
    })
    .from(pages)
    .leftJoin(pageColorKeys, eq(pageColorKeys.pageId, pages.id))
    .where(and(gt(pages.id, afterId), isNull(pages.theme)))
    .orderBy(asc(pages.id))
    .limit(limit)
    .for('update', { of: pages, skipLocked: true });
}

export interface ClassifiedPage {
  id: number;
  theme: PageTheme;
  ageBand: PageAgeBand;
  difficulty: PageDifficulty;
}

/** One UPDATE for the batch, from a VALUES list; a difficulty already set stays. */
export async function storeClassifiedPages(tx: Db, rows: ClassifiedPage[]): Promise<void> {
  if (rows.length === 0) return;
  const list = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.theme}, ${row.ageBand}, ${row.difficulty})`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${pages} set
      theme = v.theme,
      age_band = v.age_band,
      difficulty = coalesce(${pages.difficulty}, v.difficulty)
    from (values ${list}) as v(id, theme, age_band, difficulty)
    where ${pages.id} = v.id and ${pages.theme} is null`);
}
