import { eq } from 'drizzle-orm';
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

export async function deleteStoredFileByKey(db: Db, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
