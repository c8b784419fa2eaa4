import type { TogetherOp } from '@colorbook/contract';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { togetherActions, togetherParticipants, togetherSessions } from '../../db/schema';

export type TogetherSessionRow = typeof togetherSessions.$inferSelect;
export type ParticipantRow = typeof togetherParticipants.$inferSelect;

/** Live: not ended, and someone acted within `idleMs` (by the database clock). */
const live = (idleMs: number) =>
  and(
    isNull(togetherSessions.endedAt),
    sql`${togetherSessions.lastActiveAt} > now() - make_interval(secs => ${idleMs / 1000}::double precision)`,
  );

export async function insertSession(
  db: Db,
  values: { code: string; hostUserId: number; hostProfileId: number | null; pageId: number },
): Promise<TogetherSessionRow> {
  const [row] = await db.insert(togetherSessions).values(values).returning();
  if (!row) throw new Error('together session insert returned no row');
  return row;
}

export async function findLiveSession(
  db: Db,
  code: string,
  idleMs: number,
): Promise<TogetherSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(togetherSessions)
    .where(and(eq(togetherSessions.code, code), live(idleMs)));
  return row;
}

export async function findLiveSessionById(
  db: Db,
  id: number,
  idleMs: number,
): Promise<TogetherSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(togetherSessions)
    .where(and(eq(togetherSessions.id, id), live(idleMs)));
  return row;
}

/** The live sessions the account's people host (the family's "Colour with …" list). */
export function liveSessionsOfAccount(db: Db, userId: number, idleMs: number): Promise<TogetherSessionRow[]> {
  return db
    .select()
    .from(togetherSessions)
    .where(and(eq(togetherSessions.hostUserId, userId), live(idleMs)))
    .orderBy(asc(togetherSessions.createdAt))
    .limit(20);
}

export async function endSession(db: Db, id: number): Promise<void> {
  await db.update(togetherSessions).set({ endedAt: sql`now()` }).where(eq(togetherSessions.id, id));
}

/** Everyone who joined, removed ones included (their actions stay in the log), by joining order. */
export function participantsOf(db: Db, sessionId: number): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(togetherParticipants)
    .where(eq(togetherParticipants.sessionId, sessionId))
    .orderBy(asc(togetherParticipants.id));
}

export async function findParticipant(db: Db, id: number): Promise<ParticipantRow | undefined> {
  const [row] = await db.select().from(togetherParticipants).where(eq(togetherParticipants.id, id));
  return row;
}

export async function insertParticipant(
  db: Db,
  values: { sessionId: number; userId: number; profileId: number | null; name: string; color: string },
): Promise<ParticipantRow> {
  const [row] = await db.insert(togetherParticipants).values(values).returning();
  if (!row) throw new Error('together participant insert returned no row');
  return row;
}

/** Locks the session row: joins and appends of one session then run one after the other. */
export async function lockSession(db: Db, id: number): Promise<TogetherSessionRow | undefined> {
  const [row] = await db.select().from(togetherSessions).where(eq(togetherSessions.id, id)).for('update');
  return row;
}

export async function markRemoved(db: Db, sessionId: number, participantId: number): Promise<boolean> {
  const rows = await db
    .update(togetherParticipants)
    .set({ removedAt: sql`now()` })
    .where(
      and(
        eq(togetherParticipants.id, participantId),
        eq(togetherParticipants.sessionId, sessionId),
        isNull(togetherParticipants.removedAt),
      ),
    )
    .returning({ id: togetherParticipants.id });
  return rows.length > 0;
}

export async function findActionByClientId(
  db: Db,
  sessionId: number,
  participantId: number,
  clientId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ seq: togetherActions.seq })
    .from(togetherActions)
    .where(
      and(
        eq(togetherActions.sessionId, sessionId),
        eq(togetherActions.participantId, participantId),
        eq(togetherActions.clientId, clientId),
      ),
    );
  return row?.seq;
}

/** Takes the next sequence number (the row lock orders concurrent appends on every process). */
export async function nextSeq(db: Db, sessionId: number): Promise<number> {
  const [row] = await db
    .update(togetherSessions)
    .set({ lastSeq: sql`${togetherSessions.lastSeq} + 1`, lastActiveAt: sql`now()` })
    .where(eq(togetherSessions.id, sessionId))
    .returning({ seq: togetherSessions.lastSeq });
  if (!row) throw new Error('together session vanished');
  return row.seq;
}

export async function insertAction(
  db: Db,
  values: { sessionId: number; seq: number; participantId: number; clientId: string; ops: TogetherOp[] },
): Promise<void> {
  await db.insert(togetherActions).values(values);
}

/** The log after `afterSeq`, in order, at most `limit` actions. */
export function actionsAfter(db: Db, sessionId: number, afterSeq: number, limit: number) {
  return db
    .select({
      seq: togetherActions.seq,
      participantId: togetherActions.participantId,
      id: togetherActions.clientId,
      ops: togetherActions.ops,
    })
    .from(togetherActions)
    .where(and(eq(togetherActions.sessionId, sessionId), gt(togetherActions.seq, afterSeq)))
    .orderBy(asc(togetherActions.seq))
    .limit(limit);
}

/** A session by its code, live or not (a save after the end still names it). */
export async function findSessionByCode(db: Db, code: string): Promise<TogetherSessionRow | undefined> {
  const [row] = await db.select().from(togetherSessions).where(eq(togetherSessions.code, code));
  return row;
}

/** The whole log up to `upTo`, in order (a saved replay). */
export function actionsUpTo(db: Db, sessionId: number, upTo: number) {
  return db
    .select({ participantId: togetherActions.participantId, ops: togetherActions.ops })
    .from(togetherActions)
    .where(and(eq(togetherActions.sessionId, sessionId), lte(togetherActions.seq, upTo)))
    .orderBy(asc(togetherActions.seq));
}

/** One participant's actions by their client ids, numbered after `afterSeq`. */
export async function ownActionsAfter(
  db: Db,
  sessionId: number,
  participantId: number,
  clientIds: string[],
  afterSeq: number,
): Promise<{ id: string; ops: TogetherOp[] }[]> {
  if (clientIds.length === 0) return [];
  return db
    .select({ id: togetherActions.clientId, ops: togetherActions.ops })
    .from(togetherActions)
    .where(
      and(
        eq(togetherActions.sessionId, sessionId),
        eq(togetherActions.participantId, participantId),
        inArray(togetherActions.clientId, clientIds),
        gt(togetherActions.seq, afterSeq),
      ),
    );
}

export async function touchSession(db: Db, id: number): Promise<void> {
  await db.update(togetherSessions).set({ lastActiveAt: sql`now()` }).where(eq(togetherSessions.id, id));
}
