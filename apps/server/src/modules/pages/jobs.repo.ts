import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

const leaseUntil = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const heldBy = (id: string, owner: string) =>
  and(eq(generationJobs.id, id), eq(generationJobs.status, 'running'), eq(generationJobs.leaseOwner, owner));

/**
 * Claims the oldest job nobody holds — queued, or running under a lease that has expired
 * (its process died) — for `owner` until the lease runs out. `FOR UPDATE SKIP LOCKED` makes
 * the pick atomic across processes: two claimers never get the same row, and neither waits
 * for the other. A job already claimed `maxAttempts` times is handed back as `exhausted`
 * (to be failed and refunded) instead of being run again.
 */
export async function claimJob(
  db: Db,
  owner: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<{ job: JobRow; exhausted: boolean } | undefined> {
  const free = db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(
      or(
        eq(generationJobs.status, 'queued'),
        and(
          eq(generationJobs.status, 'running'),
          sql`coalesce(${generationJobs.leaseExpiresAt}, '-infinity') < now()`,
        ),
      ),
    )
    .orderBy(asc(generationJobs.createdAt), asc(generationJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(generationJobs)
    .set({
      status: 'running',
      leaseOwner: owner,
      leaseExpiresAt: sql`${leaseUntil(leaseMs)}`,
      attempts: sql`${generationJobs.attempts} + 1`,
    })
    .where(inArray(generationJobs.id, free))
    .returning();
  return job && { job, exhausted: job.attempts > maxAttempts };
}

/** The heartbeat: extends the lease while `owner` still holds the job; false when it lost it. */
export async function extendLease(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(generationJobs)
    .set({ leaseExpiresAt: sql`${leaseUntil(leaseMs)}` })
    .where(heldBy(id, owner))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

/** Writes progress or the outcome, only while `owner` holds the job; false when it does not. */
export async function updateHeldJob(
  db: Db,
  id: string,
  owner: string,
  values: Partial<Pick<JobRow, 'status' | 'progress' | 'error' | 'pageId' | 'lineArtCheck' | 'notice'>>,
): Promise<boolean> {
  const finished = values.status === 'succeeded' || values.status === 'failed';
  const rows = await db
    .update(generationJobs)
    .set(finished ? { ...values, leaseOwner: null, leaseExpiresAt: null } : values)
    .where(heldBy(id, owner))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

/** Gives `owner`'s running jobs back to the queue (it is stopping), so another process starts them. */
export async function releaseJobsOf(db: Db, owner: string): Promise<void> {
  await db
    .update(generationJobs)
    .set({
      status: 'queued',
      leaseOwner: null,
      leaseExpiresAt: null,
      attempts: sql`greatest(${generationJobs.attempts} - 1, 0)`,
    })
    .where(and(eq(generationJobs.status, 'running'), eq(generationJobs.leaseOwner, owner)));
}

/**
 * Ends the lease of every running job, so the next claim takes it over (an attempt counted).
 * Only for a database no other process uses: on it, any lease is a dead process's.
 */
export async function expireJobLeases(db: Db): Promise<void> {
  await db.update(generationJobs).set({ leaseExpiresAt: null }).where(eq(generationJobs.status, 'running'));
}
