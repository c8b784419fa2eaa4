import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reusableQueries, reusableQuery } from '../../db/prepared';
import { colorings, favorites, pages, profiles, users } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';
import { inferFacets } from './page-facets';

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;

/** Favourites + colourings in this window rank `trending` (DESIGN §7). */
export const TRENDING_DAYS = 7;
/** `trending` on a page is true for the top of that ranking. */
export const TRENDING_TOP = 20;

export type { Viewer } from '../../lib/viewer';

/** The favourites' and colourings' profile key: their unique indexes use coalesce(profile_id, 0). */
export const profileKeyOf = (viewer: Pick<Viewer, 'profileId'>): number => viewer.profileId ?? 0;

/** Kid mode's gallery: a child sees pages its family made and pages an admin marked kid-safe. */
/**
 * Whether `viewer` made the page (issue 35, docs/decisions/0040): a child only its own pages; the
 * adult every page of the family (the account's), so the grown-up can tidy a child's pages.
 */
export const viewerMade = (viewer: Viewer, page: Pick<PageRow, 'userId' | 'profileId'>): boolean =>
  page.userId === viewer.id && (viewer.profileId == null || page.profileId === viewer.profileId);

export const kidMaySee = (viewer: Viewer, page: Pick<PageRow, 'userId' | 'kidSafe'>): boolean =>
  viewer.profileId == null || page.userId === viewer.id || page.kidSafe;

/** A page read's rule (blocked pages are gone for users, owners included, not for admins; a child sees kid mode's pages). */
export const viewerMayRead = (
  viewer: Viewer,
  page: Pick<PageRow, 'userId' | 'kidSafe' | 'blocked'>,
): boolean => (!page.blocked || viewer.admin) && kidMaySee(viewer, page);

export const viewerFavorite = alias(favorites, 'viewer_favorite');
export const viewerColoring = alias(colorings, 'viewer_coloring');

export interface PageListRow {
  page: PageRow;
  ownerName: string;
  ownerPhoto: string | null;
  /** The child profile that made it (issue 35), or nulls for the adult. */
  makerId: number | null;
  makerName: string | null;
  makerColor: string | null;
  makerAnimal: string | null;
  ownerEmail: string;
  ownerStripeId: string | null;
  favorited: boolean;
  coloredId: number | null;
  coloredPhoto: string | null;
  coloredPreview: string | null;
  /** The viewer's colouring has a time-lapse log. */
  coloredHasReplay: boolean;
}

/** The viewer in queries built once and run for any viewer (see db/prepared.ts). */
export const viewerId = sql.placeholder('viewerId');
/** The viewer's profile key (profileKeyOf), beside `viewerId`. */
export const viewerProfileKey = sql.placeholder('viewerProfileKey');

/** The row of `table` that is this account's and this profile's (the unique index's expression). */
export const ownRow = (
  table: typeof viewerFavorite | typeof viewerColoring | typeof favorites | typeof colorings,
  userId: number | Placeholder,
  profileKey: number | Placeholder,
) => and(eq(table.userId, userId), sql`coalesce(${table.profileId}, 0) = ${profileKey}`);

/** For queries built once and run for any viewer: `viewerId` and `viewerProfileKey` are placeholders. */
function selectPages(db: Db) {
  return db
    .select({
      page: pages,
      ownerName: users.name,
      ownerPhoto: users.photo,
      makerId: profiles.id,
      makerName: profiles.name,
      makerColor: profiles.avatarColor,
      makerAnimal: profiles.avatarAnimal,
      ownerEmail: users.email,
      ownerStripeId: users.stripeId,
      favorited: sql<boolean>`${viewerFavorite.userId} is not null`,
      coloredId: viewerColoring.id,
      coloredPhoto: viewerColoring.photo,
      coloredPreview: viewerColoring.preview,
      coloredHasReplay: sql<boolean>`${viewerColoring.replayUrl} is not null`,
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .leftJoin(profiles, eq(profiles.id, pages.profileId))
    .leftJoin(
      viewerFavorite,
      and(eq(viewerFavorite.pageId, pages.id), ownRow(viewerFavorite, viewerId, viewerProfileKey)),
    )
    .leftJoin(
      viewerColoring,
      and(eq(viewerColoring.pageId, pages.id), ownRow(viewerColoring, viewerId, viewerProfileKey)),
    );
}

/** Written out, not a parameter: a generic plan must still see it to use the partial indexes. */
export const notBlocked = sql`${pages.blocked} = false`;

/** Pages by id as a viewer sees them, in no particular order; built once (see db/prepared.ts). */
export const pagesByIds = reusableQueries((db, withBlocked: boolean) =>
  selectPages(db).where(
    and(sql`${pages.id} = any(${sql.placeholder('ids')}::int[])`, withBlocked ? undefined : notBlocked),
  ),
);

/** Named: a primary-key read whose generic plan is as good as any. */
const pageForViewer = reusableQuery(
  (db) => selectPages(db).where(eq(pages.id, sql.placeholder('id'))),
  'page_for_viewer',
);

/** The placeholders `viewerId` and `viewerProfileKey` for this viewer. */
export const viewerValues = (viewer: Viewer) => ({
  viewerId: viewer.id,
  viewerProfileKey: profileKeyOf(viewer),
});

export async function findPageForViewer(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<PageListRow | undefined> {
  const [row] = await pageForViewer(db, { ...viewerValues(viewer), id });
  return row;
}

/** Pages by id as `viewer` sees them, in no particular order (blocked ones included). */
export async function findPagesForViewer(db: Db, viewer: Viewer, ids: number[]): Promise<PageListRow[]> {
  if (ids.length === 0) return [];
  return pagesByIds(db, true, 'true', { ...viewerValues(viewer), ids });
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
): Promise<Pick<PageRow, 'id' | 'blocked' | 'userId' | 'kidSafe'> | undefined> {
  const [row] = await tx
    .select({ id: pages.id, blocked: pages.blocked, userId: pages.userId, kidSafe: pages.kidSafe })
    .from(pages)
    .where(eq(pages.id, id))
    .for('update');
  return row;
}

/**
 * A page of a blocked owner (a generation that ends after the block) starts blocked with them.
 * The owner's row is share-locked first, so a block under way is either seen here or, waiting
 * for this transaction, blocks this page too (setOwnerPagesBlocked).
 */
export async function insertPage(db: Db, given: NewPageRow): Promise<PageRow> {
  // Every new page joins the gallery classified: what the caller chose, the rest inferred.
  const facets = inferFacets({ ...given, prompt: given.prompt ?? '' });
  const values = {
    ...given,
    theme: given.theme ?? facets.theme,
    ageBand: given.ageBand ?? facets.ageBand,
    difficulty: given.difficulty ?? facets.difficulty,
  };
  const [owner] = await db
    .select({ blocked: users.blocked })
    .from(users)
    .where(eq(users.id, values.userId))
    .for('share');
  const ownerBlocked = owner?.blocked === true;
  const [row] = await db
    .insert(pages)
    .values(ownerBlocked ? { ...values, blocked: true, ownerBlocked: true } : values)
    .returning();
  if (!row) throw new Error('page insert returned no row');
  return row;
}

/**
 * Toggles the favourite of the viewer (the account's adult or one of its profiles) and moves the counter by exactly one, in one transaction.
 * Call it after `findPageForUpdate` in the same transaction: concurrent toggles then queue on
 * the page row, so each one flips the state its predecessor left (none is lost), and the
 * counter always equals the number of favourite rows.
 */
export async function toggleFavorite(
  tx: Db,
  userId: number,
  profileId: number | null,
  pageId: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(favorites)
    .values({ userId, profileId, pageId })
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
    .where(and(ownRow(favorites, userId, profileId ?? 0), eq(favorites.pageId, pageId)))
    .returning({ pageId: favorites.pageId });
  if (deleted.length > 0) {
    await tx
      .update(pages)
      .set({ favoritedCount: sql`greatest(${pages.favoritedCount} - 1, 0)` })
      .where(eq(pages.id, pageId));
  }
  return false;
}

/** A block or unblock of the page itself, which the owner's block or unblock no longer changes. */
export async function setPageBlocked(db: Db, id: number, blocked: boolean): Promise<void> {
  await db.update(pages).set({ blocked, ownerBlocked: false }).where(eq(pages.id, id));
}

/**
 * Blocking a user takes their visible pages out of every list (and their images offline);
 * unblocking brings back exactly those, not the pages the owner deleted or an admin blocked.
 * Run it in the transaction that changes the user's `blocked`, holding the user's row lock.
 */
export async function setOwnerPagesBlocked(tx: Db, userId: number, blocked: boolean): Promise<void> {
  if (blocked) {
    await tx
      .update(pages)
      .set({ blocked: true, ownerBlocked: true })
      .where(and(eq(pages.userId, userId), eq(pages.blocked, false)));
  } else {
    await tx
      .update(pages)
      .set({ blocked: false, ownerBlocked: false })
      .where(and(eq(pages.userId, userId), eq(pages.ownerBlocked, true)));
  }
}
