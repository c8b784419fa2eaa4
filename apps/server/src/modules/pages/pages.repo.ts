import type { PageScope, PageSort } from '@colorbook/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { colorings, favorites, pages, users } from '../../db/schema';

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;

/** Favourites + colourings in this window rank `trending` (DESIGN §7). */
export const TRENDING_DAYS = 7;
/** `trending` on a page is true for the top of that ranking. */
export const TRENDING_TOP = 20;

export interface Viewer {
  id: number;
  admin: boolean;
}

const viewerFavorite = alias(favorites, 'viewer_favorite');
const viewerColoring = alias(colorings, 'viewer_coloring');

const recentSince = () => sql`now() - make_interval(days => ${TRENDING_DAYS})`;

/** Favourites and colourings of the last week per page, as a derived table. */
const recentActivity = (db: Db) => {
  const since = recentSince();
  const events = db
    .select({ pageId: favorites.pageId })
    .from(favorites)
    .where(sql`${favorites.createdAt} > ${since}`)
    .unionAll(
      db.select({ pageId: colorings.pageId }).from(colorings).where(sql`${colorings.createdAt} > ${since}`),
    )
    .as('events');
  return db
    .select({ pageId: events.pageId, score: sql<number>`count(*)::int`.as('score') })
    .from(events)
    .groupBy(events.pageId)
    .as('recent');
};

export interface PageListRow {
  page: PageRow;
  ownerName: string;
  ownerPhoto: string | null;
  ownerEmail: string;
  ownerStripeId: string | null;
  favorited: boolean;
  coloredPhoto: string | null;
  coloredPreview: string | null;
}

function selectPages(db: Db, viewer: Viewer) {
  return db
    .select({
      page: pages,
      ownerName: users.name,
      ownerPhoto: users.photo,
      ownerEmail: users.email,
      ownerStripeId: users.stripeId,
      favorited: sql<boolean>`${viewerFavorite.userId} is not null`,
      coloredPhoto: viewerColoring.photo,
      coloredPreview: viewerColoring.preview,
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .leftJoin(viewerFavorite, and(eq(viewerFavorite.pageId, pages.id), eq(viewerFavorite.userId, viewer.id)))
    .leftJoin(viewerColoring, and(eq(viewerColoring.pageId, pages.id), eq(viewerColoring.userId, viewer.id)));
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(viewer: Viewer, scope: PageScope, search: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Blocked pages leave every user list; admins see them so they can unblock.
  if (!viewer.admin || scope !== 'public') conditions.push(eq(pages.blocked, false));
  if (scope === 'owned') conditions.push(eq(pages.userId, viewer.id));
  if (scope === 'favorited') conditions.push(sql`${viewerFavorite.userId} is not null`);
  if (scope === 'colored') conditions.push(sql`${viewerColoring.userId} is not null`);
  if (search) {
    const pattern = escapeLike(search);
    conditions.push(or(ilike(pages.prompt, pattern), ilike(pages.title, pattern)));
  }
  return and(...conditions);
}

export interface ListOptions {
  scope: PageScope;
  sort: PageSort;
  search: string;
  limit: number;
  offset: number;
}

/**
 * Ids of one page of a list, in order, plus whether more follow. Only the columns of the
 * sort's (partial) index are read, so a deep page walks an index instead of the table; the
 * rows themselves are fetched afterwards for these few ids. `limit + 1` rows tell whether a
 * next page exists without counting the whole list (see docs/decisions/0004).
 */
function pageIdsQuery(db: Db, viewer: Viewer, options: Omit<ListOptions, 'sort'>) {
  let query = db.select({ id: pages.id }).from(pages).$dynamic();
  if (options.scope === 'favorited') {
    query = query.innerJoin(
      viewerFavorite,
      and(eq(viewerFavorite.pageId, pages.id), eq(viewerFavorite.userId, viewer.id)),
    );
  }
  if (options.scope === 'colored') {
    query = query.innerJoin(
      viewerColoring,
      and(eq(viewerColoring.pageId, pages.id), eq(viewerColoring.userId, viewer.id)),
    );
  }
  return query.where(listFilter(viewer, options.scope, options.search));
}

const orderOf = (sort: Exclude<PageSort, 'trending'>) => {
  switch (sort) {
    case 'oldest':
      return [asc(pages.createdAt), asc(pages.id)];
    case 'popularity':
      return [desc(pages.popularity), desc(pages.id)];
    case 'mostFavorited':
      return [desc(pages.favoritedCount), desc(pages.id)];
    case 'mostColored':
      return [desc(pages.coloredCount), desc(pages.id)];
    default:
      return [desc(pages.createdAt), desc(pages.id)];
  }
};

/**
 * Trending in two parts: pages with favourites or colourings this week, by that count, then
 * every other page, newest first. Sorting a million pages by a computed score would scan
 * them all; this way the first part is as large as the week's activity (and, for the plain
 * public list, comes from the cached `ranking`) and the second part walks the newest-first
 * index, skipping pages the first part listed.
 */
async function trendingIds(
  db: Db,
  viewer: Viewer,
  options: ListOptions,
  ranking: readonly number[] | null,
): Promise<number[]> {
  const recent = recentActivity(db);
  let head: number[];
  let rankedCount: number;
  if (ranking) {
    head = ranking.slice(options.offset, options.offset + options.limit + 1);
    rankedCount = ranking.length;
  } else {
    const ranked = pageIdsQuery(db, viewer, options)
      .innerJoin(recent, eq(recent.pageId, pages.id))
      .orderBy(desc(recent.score), desc(pages.id));
    head = (await ranked.limit(options.limit + 1).offset(options.offset)).map((row) => row.id);
    if (head.length > options.limit) return head;
    const [counted] = await db
      .select({ n: count() })
      .from(pageIdsQuery(db, viewer, options).innerJoin(recent, eq(recent.pageId, pages.id)).as('ranked'));
    rankedCount = counted?.n ?? 0;
  }
  if (head.length > options.limit) return head;

  const skip = Math.max(0, options.offset - rankedCount);
  const since = recentSince();
  // With the cached ranking in hand, "not ranked" is one hashed array test per index entry
  // (the walk stays index-only); otherwise each page is checked for this week's events.
  const notRanked = ranking
    ? ranking.length > 0
      ? sql`not (${pages.id} = any(${sql.param(ranking)}::int[]))`
      : undefined
    : and(
        sql`not exists (select 1 from ${favorites} f where f.page_id = ${pages.id} and f.created_at > ${since})`,
        sql`not exists (select 1 from ${colorings} c where c.page_id = ${pages.id} and c.created_at > ${since})`,
      );
  const rest = await pageIdsQuery(db, viewer, options)
    .where(and(listFilter(viewer, options.scope, options.search), notRanked))
    .orderBy(desc(pages.createdAt), desc(pages.id))
    .limit(options.limit + 1 - head.length)
    .offset(skip);
  return [...head, ...rest.map((row) => row.id)];
}

/**
 * One page of a list. `ranking` is the week's trending ranking of unblocked pages (see
 * trending-ranking.ts), used for the plain public trending list.
 */
export async function listPages(
  db: Db,
  viewer: Viewer,
  options: ListOptions,
  ranking?: readonly number[],
): Promise<{ rows: PageListRow[]; hasMore: boolean }> {
  const useRanking = ranking && options.scope === 'public' && !options.search && !viewer.admin;
  const ids =
    options.sort === 'trending'
      ? await trendingIds(db, viewer, options, useRanking ? ranking : null)
      : (
          await pageIdsQuery(db, viewer, options)
            .orderBy(...orderOf(options.sort))
            .limit(options.limit + 1)
            .offset(options.offset)
        ).map((row) => row.id);
  const hasMore = ids.length > options.limit;
  const pageIds = ids.slice(0, options.limit);
  if (pageIds.length === 0) return { rows: [], hasMore: false };
  // A cached ranking may still name a page blocked since: it is left out, never shown.
  const found = await selectPages(db, viewer).where(
    and(inArray(pages.id, pageIds), viewer.admin ? undefined : eq(pages.blocked, false)),
  );
  const byId = new Map(found.map((row) => [row.page.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), hasMore };
}

/** Unblocked pages with favourites or colourings this week, most active first. */
export async function rankRecentPages(db: Db): Promise<number[]> {
  const recent = recentActivity(db);
  const rows = await db
    .select({ id: recent.pageId })
    .from(recent)
    .innerJoin(pages, and(eq(pages.id, recent.pageId), eq(pages.blocked, false)))
    .orderBy(desc(recent.score), desc(recent.pageId));
  return rows.map((row) => row.id);
}

export async function findPageForViewer(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<PageListRow | undefined> {
  const [row] = await selectPages(db, viewer).where(eq(pages.id, id));
  return row;
}

/** Pages by id as `viewer` sees them, in no particular order (blocked ones included). */
export async function findPagesForViewer(db: Db, viewer: Viewer, ids: number[]): Promise<PageListRow[]> {
  if (ids.length === 0) return [];
  return selectPages(db, viewer).where(inArray(pages.id, ids));
}

export async function findPage(db: Db, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

/**
 * The page, its row locked until the transaction ends. Favourite toggles take this lock first
 * (they update the counter on this row anyway), so two toggles of one page run one after the
 * other and the second sees the first's favourite row instead of colliding with it.
 */
export async function findPageForUpdate(
  tx: Db,
  id: number,
): Promise<Pick<PageRow, 'id' | 'blocked'> | undefined> {
  const [row] = await tx
    .select({ id: pages.id, blocked: pages.blocked })
    .from(pages)
    .where(eq(pages.id, id))
    .for('update');
  return row;
}

export async function insertPage(db: Db, values: NewPageRow): Promise<PageRow> {
  const [row] = await db.insert(pages).values(values).returning();
  if (!row) throw new Error('page insert returned no row');
  return row;
}

/**
 * Toggles the viewer's favourite and moves the counter by exactly one, in one transaction.
 * Call it after `findPageForUpdate` in the same transaction: concurrent toggles then queue on
 * the page row, so each one flips the state its predecessor left (none is lost), and the
 * counter always equals the number of favourite rows.
 */
export async function toggleFavorite(tx: Db, userId: number, pageId: number): Promise<boolean> {
  const inserted = await tx
    .insert(favorites)
    .values({ userId, pageId })
    .onConflictDoNothing()
    .returning({ pageId: favorites.pageId });
  if (inserted.length > 0) {
    await tx
      .update(pages)
      .set({ favoritedCount: sql`${pages.favoritedCount} + 1` })
      .where(eq(pages.id, pageId));
    return true;
  }
  const deleted = await tx
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.pageId, pageId)))
    .returning({ pageId: favorites.pageId });
  if (deleted.length > 0) {
    await tx
      .update(pages)
      .set({ favoritedCount: sql`greatest(${pages.favoritedCount} - 1, 0)` })
      .where(eq(pages.id, pageId));
  }
  return false;
}

export async function setPageBlocked(db: Db, id: number, blocked: boolean): Promise<void> {
  await db.update(pages).set({ blocked }).where(eq(pages.id, id));
}
