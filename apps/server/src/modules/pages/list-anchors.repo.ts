import { type PageSort, pageSorts } from '@colorbook/contract';
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableQuery } from '../../db/prepared';
import { listAnchors, listAnchorsState, pages, trendingRanking } from '../../db/schema';
import { vacuumRewritten } from '../../db/vacuum';

/**
 * One anchor per this many pages of a list, from its first page on. A deep page then walks
 * fewer than this many index entries (trending's part after the ranked pages may start at
 * any place of its own once the whole list's offset is deep).
 */
export const ANCHOR_EVERY = 1000;
/** Offsets from here on start at an anchor; the pages before it are always exact and live. */
export const ANCHORED_FROM = 10_000;

/** A stored anchor: the list had `position` pages before this one, whose sort key follows. */
export interface ListAnchor {
  position: number;
  /** created_at as PostgreSQL prints it: a JS Date would lose its microseconds. */
  at: string;
  value: number;
  pageId: number;
}

/** The counter a list sorts by first, or null for the lists sorted by time. */
export const sortValue = (sort: PageSort) => {
  switch (sort) {
    case 'popularity':
      return pages.popularity;
    case 'mostFavorited':
      return pages.favoritedCount;
    case 'mostColored':
      return pages.coloredCount;
    default:
      return null;
  }
};

/** The list's order as SQL (the same order its partial index holds). */
const orderSql = (sort: PageSort): SQL => {
  const value = sortValue(sort);
  if (value) return sql`${value} desc, ${pages.id} desc`;
  return sort === 'oldest'
    ? sql`${pages.createdAt} asc, ${pages.id} asc`
    : sql`${pages.createdAt} desc, ${pages.id} desc`;
};

const anchorAt = reusableQuery(
  (db) =>
    db
      .select({
        position: listAnchors.position,
        at: sql<string>`${listAnchors.createdAt}::text`,
        value: listAnchors.value,
        pageId: listAnchors.pageId,
      })
      .from(listAnchors)
      .where(
        and(
          eq(listAnchors.sort, sql.placeholder('sort')),
          lte(listAnchors.position, sql.placeholder('offset')),
        ),
      )
      .orderBy(desc(listAnchors.position))
      .limit(1),
  // A primary-key range read: the generic plan is the right one.
  'list_anchor_at',
);

/** The last anchor at or before `offset` in the list, if the anchors are stored. */
export async function findAnchor(db: Db, sort: PageSort, offset: number): Promise<ListAnchor | undefined> {
  const [row] = await anchorAt(db, { sort, offset });
  return row;
}

/**
 * Stores every `every`-th page of each public list (unblocked pages; for trending, those not in
 * the stored ranking) when the anchors are older than `staleBefore`, in one process at a time:
 * the state row's lock elects the refresher and the others skip. True when it stored them.
 */
export async function refreshAnchorsIfStale(
  db: Db,
  staleBefore: Date,
  every: number = ANCHOR_EVERY,
): Promise<boolean> {
  const stored = await db.transaction(async (tx) => {
    await tx
      .insert(listAnchorsState)
      .values({ id: 1, refreshedAt: new Date(0) })
      .onConflictDoNothing();
    const [state] = await tx.select().from(listAnchorsState).for('update', { skipLocked: true });
    if (!state || state.refreshedAt > staleBefore) return false;
    await tx.update(listAnchorsState).set({ refreshedAt: sql`clock_timestamp()` });
    await tx.delete(listAnchors);
    for (const sort of pageSorts) {
      const value = sortValue(sort) ?? sql`0`;
      const unranked =
        sort === 'trending'
          ? sql`and not exists (select 1 from ${trendingRanking} r where r.page_id = ${pages.id})`
          : sql``;
      // One pass over the sort's index; only every `every`-th row is kept.
      await tx.execute(sql`
        insert into ${listAnchors} (sort, position, created_at, value, page_id)
        select ${sort}, position, created_at, value, id from (
          select ${pages.id} as id, ${pages.createdAt} as created_at, ${value} as value,
                 (row_number() over (order by ${orderSql(sort)}) - 1)::int as position
          from ${pages}
          where not ${pages.blocked} ${unranked}
        ) listed
        where position % ${every} = 0`);
    }
    return true;
  });
  if (stored) await vacuumRewritten(db, sql`${listAnchors}`);
  return stored;
}
