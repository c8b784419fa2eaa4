import { and, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorings, pages, shares, users } from '../../db/schema';

export type ColoringRow = typeof colorings.$inferSelect;

export async function findColoring(db: Db, userId: number, pageId: number): Promise<ColoringRow | undefined> {
  const [row] = await db
    .select()
    .from(colorings)
    .where(and(eq(colorings.userId, userId), eq(colorings.pageId, pageId)));
  return row;
}

/**
 * One colouring per (user, page): the first save inserts and counts it on the page, later
 * saves replace the images. Returns whether it was new.
 */
export async function upsertColoring(
  tx: Db,
  values: { userId: number; pageId: number; photo: string; preview: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(colorings)
    .values(values)
    .onConflictDoNothing({ target: [colorings.userId, colorings.pageId] })
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
    .where(and(eq(colorings.userId, values.userId), eq(colorings.pageId, values.pageId)));
  return false;
}

/** Newest first; admins see everyone's (userId undefined). */
export async function listColorings(
  db: Db,
  options: { userId?: number; search: string; sharedOnly?: boolean; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (options.userId !== undefined) {
    conditions.push(eq(colorings.userId, options.userId), eq(pages.blocked, false));
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
