import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, colorings, pages } from '../../db/schema';

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;

export async function insertBook(db: Db, values: NewBookRow): Promise<BookRow> {
  const [row] = await db.insert(books).values(values).returning();
  if (!row) throw new Error('book insert returned no row');
  return row;
}

export async function findBook(db: Db, id: string): Promise<BookRow | undefined> {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row;
}

/** The owner's books waiting or being built. */
export async function countActiveBooksOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(books)
    .where(and(eq(books.userId, userId), inArray(books.status, ['queued', 'running'])));
  return row?.n ?? 0;
}

/** Any constant: it only has to differ from the other advisory locks' first keys. */
const BOOKS_LOCK = 7_316_029;

/** Serialises one owner's book requests until the transaction ends (one build at a time). */
export async function lockBooksOf(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKS_LOCK}, ${userId})`);
}

export async function countBooksOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(books).where(eq(books.userId, userId));
  return row?.n ?? 0;
}

/** The owner's books, newest first, and how many there are. */
export async function pageBooksOf(db: Db, userId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(books)
      .where(eq(books.userId, userId))
      .orderBy(desc(books.createdAt), desc(books.id))
      .offset(offset)
      .limit(limit),
    countBooksOf(db, userId),
  ]);
  return { rows, total };
}

/** Deletes the owner's book; the row as it was, or undefined when it is not theirs. */
export async function deleteBookOf(db: Db, id: string, userId: number): Promise<BookRow | undefined> {
  const [row] = await db
    .delete(books)
    .where(and(eq(books.id, id), eq(books.userId, userId)))
    .returning();
  return row;
}

/** The pages a book asks for, with whether they are shown and the user's colouring of each. */
export async function findBookSources(db: Db, userId: number, pageIds: number[]) {
  if (pageIds.length === 0) return [];
  return (
    db
      .select({
        id: pages.id,
        title: pages.title,
        prompt: pages.prompt,
        blocked: pages.blocked,
        illustration: pages.illustration,
        coloringId: colorings.id,
        coloringPhoto: colorings.photo,
      })
      .from(pages)
      // The adult's own colouring (a child's is picked by its id, `coloredId`): one row per page.
      .leftJoin(
        colorings,
        and(eq(colorings.pageId, pages.id), eq(colorings.userId, userId), isNull(colorings.profileId)),
      )
      .where(inArray(pages.id, pageIds))
  );
}

/** Who a colouring belongs to, of which page (to refuse another user's), and its picture. */
export async function findColoringOwner(db: Db, coloringId: number) {
  const [row] = await db
    .select({ userId: colorings.userId, pageId: colorings.pageId, photo: colorings.photo })
    .from(colorings)
    .where(eq(colorings.id, coloringId));
  return row;
}

const leaseUntil = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const heldBy = (id: string, owner: string) =>
  and(eq(books.id, id), eq(books.status, 'running'), eq(books.leaseOwner, owner));

/**
 * Claims the oldest book nobody is building — queued, or running under an expired lease (its
 * process died) — the same `FOR UPDATE SKIP LOCKED` claim as generation jobs (decision 0006).
 */
export async function claimBook(db: Db, owner: string, leaseMs: number, maxAttempts: number) {
  const free = db
    .select({ id: books.id })
    .from(books)
    .where(
      or(
        eq(books.status, 'queued'),
        and(eq(books.status, 'running'), sql`coalesce(${books.leaseExpiresAt}, '-infinity') < now()`),
      ),
    )
    .orderBy(asc(books.createdAt), asc(books.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(books)
    .set({
      status: 'running',
      leaseOwner: owner,
      leaseExpiresAt: sql`${leaseUntil(leaseMs)}`,
      attempts: sql`${books.attempts} + 1`,
    })
    .where(inArray(books.id, free))
    .returning();
  return row && { book: row, exhausted: row.attempts > maxAttempts };
}

export async function extendBookLease(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(books)
    .set({ leaseExpiresAt: sql`${leaseUntil(leaseMs)}` })
    .where(heldBy(id, owner))
    .returning({ id: books.id });
  return rows.length > 0;
}

/** Progress or the outcome, only while `owner` holds the build; false when it does not. */
export async function updateHeldBook(
  db: Db,
  id: string,
  owner: string,
  values: Partial<Pick<BookRow, 'status' | 'progress' | 'error' | 'file' | 'bytes' | 'pdfPages'>>,
): Promise<boolean> {
  const finished = values.status === 'succeeded' || values.status === 'failed';
  const rows = await db
    .update(books)
    .set(finished ? { ...values, leaseOwner: null, leaseExpiresAt: null } : values)
    .where(heldBy(id, owner))
    .returning({ id: books.id });
  return rows.length > 0;
}

/** Hands `owner`'s running builds back to the queue (it is stopping). */
export async function releaseBooksOf(db: Db, owner: string): Promise<void> {
  await db
    .update(books)
    .set({
      status: 'queued',
      leaseOwner: null,
      leaseExpiresAt: null,
      attempts: sql`greatest(${books.attempts} - 1, 0)`,
    })
    .where(and(eq(books.status, 'running'), eq(books.leaseOwner, owner)));
}

/** Ends the lease of every running build (a database no other process uses: see expireJobLeases). */
export async function expireBookLeases(db: Db): Promise<void> {
  await db.update(books).set({ leaseExpiresAt: null }).where(eq(books.status, 'running'));
}
