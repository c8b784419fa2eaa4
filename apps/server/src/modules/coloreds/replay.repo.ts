import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorings, pages, shares, users } from '../../db/schema';
import { ownRow } from '../pages/pages.repo';

/** A colouring's replay file and who may read it (its owner; admins; nobody once the page is blocked). */
export async function findReplayOf(db: Db, coloringId: number) {
  const [row] = await db
    .select({
      userId: colorings.userId,
      profileId: colorings.profileId,
      replayUrl: colorings.replayUrl,
      pageBlocked: pages.blocked,
    })
    .from(colorings)
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .where(eq(colorings.id, coloringId));
  return row;
}

/** Names the log as the replay of the colouring, only while `photo` is still its saved picture. */
export async function setReplay(
  db: Db,
  values: { userId: number; profileId: number | null; pageId: number; photo: string; replayUrl: string },
): Promise<boolean> {
  const updated = await db
    .update(colorings)
    .set({ replayUrl: values.replayUrl })
    .where(
      and(
        ownRow(colorings, values.userId, values.profileId ?? 0),
        eq(colorings.pageId, values.pageId),
        eq(colorings.photo, values.photo),
      ),
    )
    .returning({ id: colorings.id });
  return updated.length > 0;
}

/** The replay behind a live share link, with the share page's own rule (page and painter not blocked). */
export async function findSharedReplay(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ replayUrl: colorings.replayUrl })
    .from(shares)
    .innerJoin(colorings, eq(colorings.id, shares.coloringId))
    .innerJoin(pages, eq(pages.id, colorings.pageId))
    .innerJoin(users, eq(users.id, colorings.userId))
    .where(and(eq(shares.token, token), eq(pages.blocked, false), eq(users.blocked, false)));
  return row?.replayUrl ?? null;
}
