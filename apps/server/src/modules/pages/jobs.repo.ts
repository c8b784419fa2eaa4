import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobStatus } from '../../db/schema';
import { generationJobs } from '../../db/schema';

export type JobRow = typeof generationJobs.$inferSelect;
export type NewJobRow = typeof generationJobs.$inferInsert;

export async function insertJob(db: Db, values: NewJobRow): Promise<JobRow> {
  const [row] = await db.insert(generationJobs).values(values).returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row;
}

export async function updateJob(
  db: Db,
  id: string,
  values: Partial<Pick<JobRow, 'status' | 'progress' | 'error' | 'pageId'>>,
): Promise<void> {
  await db.update(generationJobs).set(values).where(eq(generationJobs.id, id));
}

/** Jobs a stopped process left unfinished: nothing will ever finish them. */
export async function findStaleJobs(db: Db, olderThan: Date): Promise<JobRow[]> {
  const open: JobStatus[] = ['queued', 'running'];
  return db
    .select()
    .from(generationJobs)
    .where(and(inArray(generationJobs.status, open), lt(generationJobs.updatedAt, olderThan)));
}
