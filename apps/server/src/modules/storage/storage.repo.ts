import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = Omit<typeof storedFiles.$inferInsert, 'id' | 'createdAt'>;

export async function insertStoredFile(db: Db, row: NewStoredFile): Promise<StoredFileRow> {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  if (!inserted) throw new Error('stored_files insert returned no row');
  return inserted;
}

export async function findStoredFileByKey(db: Db, key: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row ?? null;
}

/**
 * The row, share-locked until the transaction ends. A caller that is about to store a reference
 * to the file takes this first: the sweep locks the rows it deletes FOR UPDATE and skips locked
 * ones, so the file is either still there for the whole transaction or already gone (null).
 */
export async function lockStoredFileByKey(tx: Db, key: string): Promise<StoredFileRow | null> {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.key, key)).for('share');
  return row ?? null;
}

export async function deleteStoredFileByKey(db: Db, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}

/** Any constant: it only has to differ from the other advisory locks' first keys. */
const QUOTA_LOCK = 7_316_023;

/**
 * Serialises one owner's quota-counted writes until the transaction ends, so two uploads at once
 * cannot both fit in the room that only one of them fits in.
 */
export async function lockOwnerQuota(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${ownerId})`);
}

/** Bytes of the owner's stored files with these purposes. */
export async function bytesStoredBy(db: Db, ownerId: number, purposes: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.bytes}), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), inArray(storedFiles.purpose, [...purposes])));
  return Number(row?.bytes ?? 0);
}
