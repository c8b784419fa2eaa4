import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorings, pages, profiles, shares, users } from '../../db/schema';

export type ShareRow = typeof shares.$inferSelect;
export type ShareOptions = { showName?: boolean; public?: boolean };

/** A colouring as sharing needs it: whose it is, and whether its page is still shown. */
export async function findColoringForShare(db: Db, coloringId: number) {
  const [row] = await db
    .select({
      id: colorings.id,
      userId: colorings.userId,
      /** A child's colouring (issue 35): its link shows no name unless the parent turns it on. */
      profileId: colorings.profileId,
      pageBlocked: pages.blocked,
      painterEmail: users.email,
      pageTitle: pages.title,
    })
    .from(colorings)
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .innerJoin(users, eq(users.id, colorings.userId))
    .where(eq(colorings.id, coloringId));
  return row;
}

export async function findShareOfColoring(db: Db, coloringId: number): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(shares).where(eq(shares.coloringId, coloringId));
  return row;
}

/** A new link, or undefined when the colouring has one already (one live link each). */
export async function insertShare(
  db: Db,
  values: { coloringId: number; token: string } & ShareOptions,
): Promise<ShareRow | undefined> {
  const [inserted] = await db.insert(shares).values(values).onConflictDoNothing().returning();
  return inserted;
}

export async function updateShare(
  db: Db,
  coloringId: number,
  options: ShareOptions,
): Promise<ShareRow | undefined> {
  if (options.showName === undefined && options.public === undefined) {
    return findShareOfColoring(db, coloringId);
  }
  const [row] = await db.update(shares).set(options).where(eq(shares.coloringId, coloringId)).returning();
  return row;
}

/** Revokes the colouring's link; its token never works again. True when there was one. */
export async function deleteShare(db: Db, coloringId: number): Promise<boolean> {
  const deleted = await db
    .delete(shares)
    .where(eq(shares.coloringId, coloringId))
    .returning({ id: shares.id });
  return deleted.length > 0;
}

/** A link is shown only while its page and its painter are not blocked. */
const shown = and(eq(pages.blocked, false), eq(users.blocked, false));

/**
 * What the shared page shows, by token: only the picture, the page and the painter's display
 * name. Undefined for an unknown token, or a blocked page or painter.
 */
export async function findSharedColoring(db: Db, token: string) {
  const [row] = await db
    .select({
      showName: shares.showName,
      public: shares.public,
      photo: colorings.photo,
      updatedAt: colorings.updatedAt,
      pageId: pages.id,
      pageTitle: pages.title,
      pagePrompt: pages.prompt,
      // A child's colouring names the child's profile, never the account's full name (issue 35).
      painterName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      // The share page's replay player: the log (when there is one) and the line art it plays under.
      replayUrl: colorings.replayUrl,
      illustration: pages.illustration,
    })
    .from(shares)
    .innerJoin(colorings, eq(colorings.id, shares.coloringId))
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .innerJoin(users, eq(users.id, colorings.userId))
    .leftJoin(profiles, eq(profiles.id, colorings.profileId))
    .where(and(eq(shares.token, token), shown));
  return row;
}

/** The tokens of the newest public links that are shown, for the sitemap. */
export async function listPublicShareTokens(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ token: shares.token })
    .from(shares)
    .innerJoin(colorings, eq(colorings.id, shares.coloringId))
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .innerJoin(users, eq(users.id, colorings.userId))
    .where(and(eq(shares.public, true), shown))
    .orderBy(desc(shares.createdAt), desc(shares.id))
    .limit(limit);
  return rows.map((row) => row.token);
}

/** The live links of these colourings (the admin's list). */
export function findSharesOfColorings(db: Db, coloringIds: number[]): Promise<ShareRow[]> {
  if (coloringIds.length === 0) return Promise.resolve([]);
  return db.select().from(shares).where(inArray(shares.coloringId, coloringIds));
}
