import { and, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorings, pages, shares, users } from '../../db/schema';
import { ownRow } from '../pages/pages.repo';

export type ColoringRow = typeof colorings.$inferSelect;

/** The colouring of a page by the account's adult (`profileId` null) or one of its child profiles. */
export async function findColoring(
  db: Db,
  userId: number,
  profileId: number | null,
  pageId: number,
): Promise<ColoringRow | undefined> {
  const [row] = await db
    .select()
    .from(colorings)
    .where(and(ownRow(colorings, userId, profileId ?? 0), eq(colorings.pageId, pageId)));
  return row;
}

/**
 * One colouring per (user, profile, page): the first save inserts and counts it on the page,
 * later saves replace the images. Returns whether it was new.
 */
export async function upsertColoring(
  tx: Db,
  values: { userId: number; profileId: number | null; pageId: number; photo: string; preview: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(colorings)
    .values(values)
    // The only unique key besides the id is (user, page, coalesce(profile, 0)).
    .onConflictDoNothing()
    .returning({ id: colorings.id });
  if (inserted.length > 0) {
    await tx
      .update(pages)
      .set({ coloredCount: sql`${pages.coloredCount} + 1` })
      .where(eq(pages.id, values.pageId));
    return true;
  }
  await tx
    .update(colorings)
    // The replay of the old picture goes with it (decision 0028): the new save's log follows.
    .set({ photo: values.photo, preview: values.preview, replayUrl: null })
    .where(and(ownRow(colorings, values.userId, values.profileId ?? 0), eq(colorings.pageId, values.pageId)));
  return false;
}

/**
 * Newest first; admins see everyone's (userId undefined). With `profileId` only that child
 * profile's (null: the adult's own); without it, the whole family's (the adult's list).
 */
export async function listColorings(
  db: Db,
  options: {
    userId?: number;
    profileId?: number | null;
    search: string;
    sharedOnly?: boolean;
    limit: number;
    offset: number;
  },
) {
  const conditions: (SQL | undefined)[] = [];
  if (options.userId !== undefined) {
    conditions.push(eq(colorings.userId, options.userId), eq(pages.blocked, false));
    if (options.profileId !== undefined)
      conditions.push(ownRow(colorings, options.userId, options.profileId ?? 0));
  }
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(pages.title, pattern), ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (options.sharedOnly) {
    conditions.push(exists(db.select().from(shares).where(eq(shares.coloringId, colorings.id))));
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      coloring: colorings,
      userName: users.name,
      userPhoto: users.photo,
      userEmail: users.email,
    })
    .from(colorings)
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .innerJoin(users, eq(users.id, colorings.userId))
    .where(where)
    .orderBy(desc(colorings.updatedAt), desc(colorings.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db
    .select({ n: count() })
    .from(colorings)
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .innerJoin(users, eq(users.id, colorings.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
