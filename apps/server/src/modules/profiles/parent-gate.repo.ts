import { PIN_LOCK_MINUTES, PIN_MAX_TRIES } from '@colorbook/contract';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parentGates, sessions } from '../../db/schema';

export type ParentGateRow = typeof parentGates.$inferSelect;

export async function findGate(db: Db, userId: number): Promise<ParentGateRow | undefined> {
  const [row] = await db.select().from(parentGates).where(eq(parentGates.userId, userId));
  return row;
}

/** Sets the PIN and forgets earlier wrong tries and any lock (a new PIN starts afresh). */
export async function savePin(db: Db, userId: number, pinHash: string): Promise<ParentGateRow> {
  const fresh = { pinHash, failedCount: 0, lockedUntil: null };
  const [row] = await db
    .insert(parentGates)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: parentGates.userId, set: fresh })
    .returning();
  if (!row) throw new Error('parent gate upsert returned no row');
  return row;
}

/** A lock that has run out (or none) lets a try through. */
const notLocked = or(isNull(parentGates.lockedUntil), lte(parentGates.lockedUntil, sql`now()`));

/**
 * Counts one wrong try, in one statement: concurrent wrong tries queue on the row, so each
 * counts. The try that reaches PIN_MAX_TRIES sets the lock; the first try after a lock ran out
 * starts counting again. Undefined while locked (nothing counted: the caller answers "locked").
 */
export async function recordWrongTry(
  db: Db,
  userId: number,
): Promise<{ failedCount: number; lockedUntil: Date | null } | undefined> {
  // Past the WHERE, a set lock is one that ran out.
  const next = sql`(case when ${parentGates.lockedUntil} is not null then 1 else ${parentGates.failedCount} + 1 end)`;
  const [row] = await db
    .update(parentGates)
    .set({
      failedCount: next,
      lockedUntil: sql`case when ${next} >= ${PIN_MAX_TRIES}::int then now() + make_interval(mins => ${PIN_LOCK_MINUTES}::int) else null end`,
    })
    .where(and(eq(parentGates.userId, userId), notLocked))
    .returning({ failedCount: parentGates.failedCount, lockedUntil: parentGates.lockedUntil });
  return row;
}

/** A right PIN clears the count, unless a lock came first (then it is still locked: false). */
export async function clearTries(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(parentGates)
    .set({ failedCount: 0, lockedUntil: null })
    .where(and(eq(parentGates.userId, userId), notLocked))
    .returning({ userId: parentGates.userId });
  return rows.length > 0;
}

/** Whether the session was signed in (its code verified) at most `minutes` ago, by the database clock. */
export async function sessionIsFresh(db: Db, sessionId: number, minutes: number): Promise<boolean> {
  const [row] = await db
    .select({ fresh: sql<boolean>`${sessions.createdAt} > now() - make_interval(mins => ${minutes}::int)` })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.fresh === true;
}
