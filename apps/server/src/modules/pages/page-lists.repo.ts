import type { PageAgeBand, PageDifficulty, PageScope, PageSort, PageTheme } from '@colorbook/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableQueries } from '../../db/prepared';
import { colorings, favorites, pages, trendingRanking } from '../../db/schema';
import { ANCHORED_FROM, findAnchor, sortValue } from './list-anchors.repo';
import {
  notBlocked,
  ownRow,
  type PageListRow,
  pagesByIds,
  TRENDING_DAYS,
  type Viewer,
  viewerColoring,
  viewerFavorite,
  viewerId,
  viewerProfileKey,
  viewerValues,
} from './pages.repo';

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

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The shape of a list query; its values (viewer, search pattern, limit, offset) are placeholders. */
interface ListShape {
  scope: PageScope;
  /** Admins see blocked pages in the public list, so they can unblock them. */
  withBlocked: boolean;
  search: boolean;
  /** Gallery filters given (issue 24); their values are placeholders too. */
  theme: boolean;
  age: boolean;
  difficulty: boolean;
  /**
   * A child profile is active (issue 24): only pages its family made and kid-safe ones. Such a
   * list never uses the stored ranking or anchors, which count every page.
   */
  kid: boolean;
}

const shapeOf = (viewer: Viewer, options: ListOptions): ListShape => ({
  scope: options.scope,
  withBlocked: viewer.admin && options.scope === 'public',
  search: options.search !== '',
  theme: options.theme !== undefined,
  age: options.age !== undefined,
  difficulty: options.difficulty !== undefined,
  kid: viewer.profileId != null,
});

const filtered = (shape: ListShape) => shape.theme || shape.age || shape.difficulty;

/** The values of a list query's placeholders. */
const valuesOf = (viewer: Viewer, options: ListOptions) => ({
  ...viewerValues(viewer),
  pattern: escapeLike(options.search),
  theme: options.theme ?? null,
  age: options.age ?? null,
  difficulty: options.difficulty ?? null,
});

function listFilter(shape: ListShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Blocked pages leave every user list; admins see them so they can unblock.
  if (!shape.withBlocked) conditions.push(notBlocked);
  // A child's own pages; the adult's "owned" is the whole family's (issue 35).
  if (shape.scope === 'owned')
    conditions.push(
      shape.kid
        ? and(eq(pages.userId, viewerId), eq(pages.profileId, viewerProfileKey))
        : eq(pages.userId, viewerId),
    );
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(pages.prompt, pattern), ilike(pages.title, pattern)));
  }
  // Tested on each entry of the sort's index, which carries the three (docs/decisions/0030).
  if (shape.theme) conditions.push(eq(pages.theme, sql.placeholder('theme')));
  if (shape.age) conditions.push(eq(pages.ageBand, sql.placeholder('age')));
  if (shape.difficulty) conditions.push(eq(pages.difficulty, sql.placeholder('difficulty')));
  // Either arm has its index (pages_user_created_idx, pages_kid_safe_idx): a bitmap OR.
  if (shape.kid) conditions.push(or(eq(pages.userId, viewerId), eq(pages.kidSafe, true)));
  return and(...conditions);
}

export interface ListOptions {
  scope: PageScope;
  sort: PageSort;
  search: string;
  limit: number;
  offset: number;
  theme?: PageTheme;
  age?: PageAgeBand;
  difficulty?: PageDifficulty;
}

/**
 * Ids of one page of a list, in order, plus whether more follow. Only the columns of the
 * sort's (partial) index are read, so a deep page walks an index instead of the table; the
 * rows themselves are fetched afterwards for these few ids. `limit + 1` rows tell whether a
 * next page exists without counting the whole list (see docs/decisions/0004).
 */
function pageIdsQuery(db: Db, shape: ListShape, extra?: SQL) {
  let query = db.select({ id: pages.id }).from(pages).$dynamic();
  if (shape.scope === 'favorited') {
    query = query.innerJoin(
      viewerFavorite,
      and(eq(viewerFavorite.pageId, pages.id), ownRow(viewerFavorite, viewerId, viewerProfileKey)),
    );
  }
  if (shape.scope === 'colored') {
    query = query.innerJoin(
      viewerColoring,
      and(eq(viewerColoring.pageId, pages.id), ownRow(viewerColoring, viewerId, viewerProfileKey)),
    );
  }
  return query.where(and(listFilter(shape), extra));
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

const keyOf = (shape: ListShape) =>
  `${shape.scope}|${shape.withBlocked}|${shape.search}|${shape.theme}|${shape.age}|${shape.difficulty}|${shape.kid}`;

/**
 * The list queries, built once per shape and database handle (see db/prepared.ts): unnamed,
 * because LIMIT/OFFSET and the search pattern are placeholders that PostgreSQL should plan
 * for their values.
 */
const sortedIds = reusableQueries((db, { shape, sort }: { shape: ListShape; sort: PageSort }) =>
  pageIdsQuery(db, shape)
    .orderBy(...orderOf(sort === 'trending' ? 'latest' : sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/** A page the trending ranking lists (passed as an array: one hashed test per index entry). */
const ranked = sql`${pages.id} = any(${sql.placeholder('ranked')}::int[])`;

/** The rest of the plain public trending list: newest first, without the ranked pages. */
const unrankedIds = reusableQueries((db, shape: ListShape) =>
  pageIdsQuery(db, shape, sql`not (${ranked})`)
    .orderBy(desc(pages.createdAt), desc(pages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** Pages from a stored anchor on, in the list's order (see list-anchors.repo.ts). */
function fromAnchor(sort: PageSort): SQL {
  const value = sortValue(sort);
  const id = sql`${sql.placeholder('anchorId')}::int`;
  if (value) return sql`(${value}, ${pages.id}) <= (${sql.placeholder('value')}::int, ${id})`;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  return sort === 'oldest'
    ? sql`(${pages.createdAt}, ${pages.id}) >= (${at}, ${id})`
    : sql`(${pages.createdAt}, ${pages.id}) <= (${at}, ${id})`;
}

/** Plain public lists (no search, blocked pages left out): the only ones with anchors. */
const PUBLIC: ListShape = {
  scope: 'public',
  withBlocked: false,
  search: false,
  theme: false,
  age: false,
  difficulty: false,
  kid: false,
};
const anchored = (shape: ListShape) =>
  shape.scope === 'public' && !shape.withBlocked && !shape.search && !filtered(shape) && !shape.kid;

/**
 * Deep in trending, the stored ranking is the one to leave out (the anchors were counted
 * against it): an index probe for each of the few pages walked, where the ranking as an array
 * parameter would be sent and hashed whole, however long, on every request. The planner picks
 * that nested-loop anti-join only with the ranking's statistics at hand, hence the ANALYZE after
 * each refresh (trending.repo.ts); without them PGlite hash-joined the whole ranking and sorted
 * every page after the anchor. (A scalar subquery instead of NOT EXISTS is worse on PostgreSQL:
 * its cost estimate switches JIT compilation on, ~140 ms a query.)
 */
const notInStoredRanking = sql`not exists (select 1 from ${trendingRanking} r where r.page_id = ${pages.id})`;

/** A deep page walked from the anchor at or before it: fewer than ANCHOR_EVERY index entries. */
const anchoredIds = reusableQueries((db, sort: PageSort) =>
  pageIdsQuery(db, PUBLIC, sort === 'trending' ? and(fromAnchor(sort), notInStoredRanking) : fromAnchor(sort))
    .orderBy(...orderOf(sort === 'trending' ? 'latest' : sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/**
 * Ids from `position` on in a plain public list (for trending, its part after the ranked
 * pages), starting at a stored anchor when the page's place in the whole list, `offset`, is
 * deep enough and anchors are stored; null otherwise (the caller walks the whole way).
 */
async function idsFromAnchor(
  db: Db,
  sort: PageSort,
  offset: number,
  position: number,
  values: Record<string, unknown>,
): Promise<number[] | null> {
  if (offset < ANCHORED_FROM) return null;
  const anchor = await findAnchor(db, sort, position);
  if (!anchor) return null;
  const rows = await anchoredIds(db, sort, sort, {
    ...values,
    at: anchor.at,
    value: anchor.value,
    anchorId: anchor.pageId,
    offset: position - anchor.position,
  });
  return idsOf(rows);
}

/**
 * Trending in two parts: pages with favourites or colourings this week, by that count, then
 * every other page, newest first. Sorting a million pages by a computed score would scan
 * them all; this way the first part is as large as the week's activity (and, for the plain
 * public list, comes from the stored `ranking`) and the second part walks the newest-first
 * index, skipping pages the first part listed.
 */
async function trendingIds(
  db: Db,
  viewer: Viewer,
  options: ListOptions,
  ranking: readonly number[] | null,
): Promise<number[]> {
  const shape = shapeOf(viewer, options);
  const values = valuesOf(viewer, options);
  if (ranking) {
    const head = ranking.slice(options.offset, options.offset + options.limit + 1);
    if (head.length > options.limit) return head;
    // With the ranking in hand, "not ranked" is one hashed array test per index entry (the
    // walk stays index-only).
    const rest = { ...values, ranked: ranking, limit: options.limit + 1 - head.length };
    const skip = Math.max(0, options.offset - ranking.length);
    const deep = await idsFromAnchor(db, 'trending', options.offset, skip, rest);
    return [
      ...head,
      ...(deep ?? idsOf(await unrankedIds(db, shape, keyOf(shape), { ...rest, offset: skip }))),
    ];
  }
  // Scoped, searched or admin lists rank their own subset here, each page checked for this
  // week's events.
  const recent = recentActivity(db);
  const ranked = pageIdsQuery(db, shape)
    .innerJoin(recent, eq(recent.pageId, pages.id))
    .orderBy(desc(recent.score), desc(pages.id));
  const head = idsOf(
    await ranked
      .limit(options.limit + 1)
      .offset(options.offset)
      .execute(values),
  );
  if (head.length > options.limit) return head;
  const [counted] = await db
    .select({ n: count() })
    .from(pageIdsQuery(db, shape).innerJoin(recent, eq(recent.pageId, pages.id)).as('ranked'))
    .execute(values);
  const since = recentSince();
  const notRecent = and(
    sql`not exists (select 1 from ${favorites} f where f.page_id = ${pages.id} and f.created_at > ${since})`,
    sql`not exists (select 1 from ${colorings} c where c.page_id = ${pages.id} and c.created_at > ${since})`,
  );
  const rest = await pageIdsQuery(db, shape, notRecent)
    .orderBy(desc(pages.createdAt), desc(pages.id))
    .limit(options.limit + 1 - head.length)
    .offset(Math.max(0, options.offset - (counted?.n ?? 0)))
    .execute(values);
  return [...head, ...idsOf(rest)];
}

/**
 * A filtered plain public trending list (issue 24): the stored ranking's pages that match, in
 * its order (its position index walked, each page probed by primary key, until a page is full),
 * then the other matching pages newest first. Ranking each theme's week of activity per request
 * would cost as much as the whole week's ranking (docs/decisions/0030).
 */
async function filteredTrendingIds(
  db: Db,
  shape: ListShape,
  options: ListOptions,
  values: Record<string, unknown>,
): Promise<number[]> {
  const rankedMatching = () =>
    db
      .select({ id: pages.id })
      .from(trendingRanking)
      .innerJoin(pages, eq(pages.id, trendingRanking.pageId))
      .where(listFilter(shape))
      .$dynamic();
  const head = idsOf(
    await rankedMatching()
      .orderBy(asc(trendingRanking.position))
      .limit(options.limit + 1)
      .offset(options.offset)
      .execute(values),
  );
  if (head.length > options.limit) return head;
  // Past the ranked part only: how many ranked pages match, to place the rest.
  const [counted] = await db.select({ n: count() }).from(rankedMatching().as('ranked')).execute(values);
  const rest = await pageIdsQuery(db, shape, notInStoredRanking)
    .orderBy(desc(pages.createdAt), desc(pages.id))
    .limit(options.limit + 1 - head.length)
    .offset(Math.max(0, options.offset - (counted?.n ?? 0)))
    .execute(values);
  return [...head, ...idsOf(rest)];
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
  const shape = shapeOf(viewer, options);
  // Filtered lists are subsets: they rank their own pages, like searched ones.
  const useRanking =
    ranking &&
    options.scope === 'public' &&
    !options.search &&
    !viewer.admin &&
    !filtered(shape) &&
    !shape.kid;
  const values = { ...valuesOf(viewer, options), limit: options.limit + 1 };
  const deep =
    options.sort !== 'trending' && anchored(shape)
      ? await idsFromAnchor(db, options.sort, options.offset, options.offset, values)
      : null;
  const storedRankingFilters =
    ranking &&
    options.scope === 'public' &&
    !shape.search &&
    !shape.withBlocked &&
    !shape.kid &&
    filtered(shape);
  const ids =
    options.sort === 'trending'
      ? storedRankingFilters
        ? await filteredTrendingIds(db, shape, options, values)
        : await trendingIds(db, viewer, options, useRanking ? ranking : null)
      : (deep ??
        idsOf(
          await sortedIds(db, { shape, sort: options.sort }, `${keyOf(shape)}|${options.sort}`, {
            ...values,
            offset: options.offset,
          }),
        ));
  const hasMore = ids.length > options.limit;
  const pageIds = ids.slice(0, options.limit);
  if (pageIds.length === 0) return { rows: [], hasMore: false };
  // A stored ranking may still name a page blocked since: it is left out, never shown.
  const found = await pagesByIds(db, viewer.admin, String(viewer.admin), {
    ...viewerValues(viewer),
    ids: pageIds,
  });
  const byId = new Map(found.map((row) => [row.page.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), hasMore };
}

/** Unblocked pages with favourites or colourings this week, most active first. */
export async function rankRecentPages(db: Db): Promise<number[]> {
  const recent = recentActivity(db);
  const rows = await db
    .select({ id: recent.pageId })
    .from(recent)
    .innerJoin(pages, and(eq(pages.id, recent.pageId), notBlocked))
    .orderBy(desc(recent.score), desc(recent.pageId));
  return rows.map((row) => row.id);
}
