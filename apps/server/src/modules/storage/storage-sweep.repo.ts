import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storageSweep, storedFiles } from '../../db/schema';
import { notReferenced } from './file-references.repo';

/** The purpose of the line art shown before an upload becomes a page; it lives a day. */
export const UPLOAD_PREVIEW_PURPOSE = 'upload-preview';
export const UPLOAD_PREVIEW_LIFETIME_MS = 24 * 60 * 60_000;

const secondsFrom = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Takes the sweep for `owner` when nobody holds it and the last sweep ended at least `everyMs`
 * ago. One UPDATE of one row: of processes asking at once, exactly one gets it.
 */
export async function claimSweep(db: Db, owner: string, leaseMs: number, everyMs: number): Promise<boolean> {
  await db.insert(storageSweep).values({ id: 1 }).onConflictDoNothing();
  const rows = await db
    .update(storageSweep)
    .set({ leaseOwner: owner, leaseExpiresAt: sql`now() + ${secondsFrom(leaseMs)}` })
    .where(
      and(
        sql`coalesce(${storageSweep.leaseExpiresAt}, '-infinity') < now()`,
        sql`coalesce(${storageSweep.sweptAt}, '-infinity') <= now() - ${secondsFrom(everyMs)}`,
      ),
    )
    .returning({ id: storageSweep.id });
  return rows.length > 0;
}

/** The heartbeat; false when `owner` no longer holds the sweep (its lease ran out and was taken). */
export async function extendSweep(db: Db, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(storageSweep)
    .set({ leaseExpiresAt: sql`now() + ${secondsFrom(leaseMs)}` })
    .where(sql`${storageSweep.leaseOwner} = ${owner}`)
    .returning({ id: storageSweep.id });
  return rows.length > 0;
}

/** Ends `owner`'s sweep; `done` records it as the last complete one. */
export async function releaseSweep(db: Db, owner: string, done: boolean): Promise<void> {
  await db
    .update(storageSweep)
    .set({
      leaseOwner: null,
      leaseExpiresAt: null,
      ...(done ? { sweptAt: sql`now()` } : {}),
    })
    .where(sql`${storageSweep.leaseOwner} = ${owner}`);
}

/** The next ids of stored_files after `afterId`, in order (the sweep walks the table in steps). */
export async function nextFileIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(gt(storedFiles.id, afterId))
    .orderBy(asc(storedFiles.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Old enough to go when nothing uses it: upload previews after a day, everything else after the
 * grace period, which outlasts any upload still on its way to the row that will name it.
 */
const expired = (graceMs: number) =>
  sql`${storedFiles.createdAt} < now() - case when ${storedFiles.purpose} = ${UPLOAD_PREVIEW_PURPOSE}
    then ${secondsFrom(UPLOAD_PREVIEW_LIFETIME_MS)} else ${secondsFrom(graceMs)} end`;

/**
 * Deletes the files among `ids` that are expired and that no row names, bytes first: `removeBytes`
 * runs inside the transaction, so a failure there keeps the rows (a later sweep retries) and no
 * object is ever left without its row. The rows are locked FOR UPDATE, skipping any a request
 * holds (lockStoredFileByKey), and the references are checked again after locking, by a statement
 * that sees everything committed before it. Returns the deleted rows.
 */
export async function deleteUnreferenced(
  db: Db,
  ids: number[],
  graceMs: number,
  removeBytes: (keys: string[]) => Promise<void>,
): Promise<{ key: string; bytes: number }[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(inArray(storedFiles.id, ids), expired(graceMs), notReferenced(sql`${storedFiles.key}`)))
      .for('update', { skipLocked: true });
    if (locked.length === 0) return [];
    const gone = await tx
      .delete(storedFiles)
      .where(
        and(
          inArray(
            storedFiles.id,
            locked.map((row) => row.id),
          ),
          notReferenced(sql`${storedFiles.key}`),
        ),
      )
      .returning({ key: storedFiles.key, bytes: storedFiles.bytes });
    await removeBytes(gone.map((row) => row.key));
    return gone;
  });
}
