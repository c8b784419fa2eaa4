import { randomInt } from 'node:crypto';
import { decodeLog, encodeLog, LogFormatError, type LogOp } from '@colorbook/canvas/action-log';
import {
  TOGETHER_BAD_MESSAGE,
  TOGETHER_CODE_ALPHABET,
  TOGETHER_CODE_LENGTH,
  TOGETHER_FAMILY_ONLY,
  TOGETHER_FULL,
  TOGETHER_IDLE_MS,
  TOGETHER_MAX_PARTICIPANTS,
  TOGETHER_NOT_FOUND,
  TOGETHER_NOT_HOST,
  TOGETHER_NOT_JOINED,
  TOGETHER_PAGE_HIDDEN,
  TOGETHER_REMOVED,
  type TogetherAction,
  type TogetherOp,
  type TogetherParticipant,
  type TogetherPlayed,
  type TogetherSession,
  togetherPictureOps,
} from '@colorbook/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { findPage, kidMaySee } from '../pages/pages.repo';
import type { BusEvent, TogetherBus } from './together.bus';
import {
  actionsAfter,
  actionsUpTo,
  endSession,
  findActionByClientId,
  findLiveSession,
  findLiveSessionById,
  findParticipant,
  findSessionByCode,
  insertAction,
  insertParticipant,
  insertSession,
  liveSessionsOfAccount,
  lockSession,
  markRemoved,
  nextSeq,
  ownActionsAfter,
  type ParticipantRow,
  participantsOf,
  type TogetherSessionRow,
} from './together.repo';

/** Who colours: the account and, for a child session, the child. */
export interface TogetherPerson {
  userId: number;
  profileId: number | null;
  name: string;
}

/** The cursors' colours, by joining order (readable on white and on most fills). */
const CURSOR_COLORS = ['#e4572e', '#2e86de', '#17a34a', '#9b51e0', '#d97706', '#db2777'];

/** Catch-up is sent in pages of this many actions. */
export const CATCH_UP_PAGE = 500;

export const newTogetherCode = (): string =>
  Array.from(
    { length: TOGETHER_CODE_LENGTH },
    () => TOGETHER_CODE_ALPHABET[randomInt(TOGETHER_CODE_ALPHABET.length)],
  ).join('');

const samePerson = (row: Pick<ParticipantRow, 'userId' | 'profileId'>, person: TogetherPerson) =>
  row.userId === person.userId && (row.profileId ?? null) === person.profileId;

const toParticipant = (session: TogetherSessionRow, row: ParticipantRow): TogetherParticipant => ({
  id: row.id,
  name: row.name,
  color: row.color,
  host: row.userId === session.hostUserId && (row.profileId ?? null) === (session.hostProfileId ?? null),
});

/**
 * Who may be in the session: a child session only in its own family's sessions, and a session a
 * child started only with that family (decision 0041; never trusted from the client).
 */
function mayJoin(session: TogetherSessionRow, person: TogetherPerson): boolean {
  if (person.profileId !== null && person.userId !== session.hostUserId) return false;
  if (session.hostProfileId !== null && person.userId !== session.hostUserId) return false;
  return true;
}

async function describe(
  db: Db,
  session: TogetherSessionRow,
  person: TogetherPerson,
): Promise<TogetherSession> {
  const rows = await participantsOf(db, session.id);
  const present = rows.filter((row) => row.removedAt === null);
  const hostRow = rows.find((row) => toParticipant(session, row).host);
  return {
    code: session.code,
    pageId: session.pageId,
    hostName: hostRow?.name ?? '',
    isHost: session.hostUserId === person.userId && (session.hostProfileId ?? null) === person.profileId,
    familyOnly: session.hostProfileId !== null,
    participants: present.map((row) => toParticipant(session, row)),
    lastSeq: session.lastSeq,
  };
}

/** Adds `person` (or finds them again), under the session's row lock so a fifth cannot slip in. */
async function join(db: Db, sessionId: number, person: TogetherPerson): Promise<ParticipantRow> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw notFound(TOGETHER_NOT_FOUND);
    const rows = await participantsOf(tx, sessionId);
    const existing = rows.find((row) => samePerson(row, person));
    if (existing) {
      if (existing.removedAt) throw forbidden(TOGETHER_REMOVED);
      return existing;
    }
    if (rows.filter((row) => row.removedAt === null).length >= TOGETHER_MAX_PARTICIPANTS)
      throw new AppError('CONFLICT', TOGETHER_FULL);
    return insertParticipant(tx, {
      sessionId,
      userId: person.userId,
      profileId: person.profileId,
      name: person.name,
      color: CURSOR_COLORS[rows.length % CURSOR_COLORS.length] as string,
    });
  });
}

/** The replay log's own checks (settings, key, pressures): one definition of a valid op. */
function checkOps(ops: TogetherOp[]): void {
  try {
    decodeLog(encodeLog(ops as LogOp[]));
  } catch (err) {
    if (err instanceof LogFormatError || err instanceof RangeError) throw badRequest(TOGETHER_BAD_MESSAGE);
    throw err;
  }
}

/**
 * The session's picture as a replay log, as `person` (one of its participants, live session or
 * ended) saved it: the numbered actions up to `upTo`, then their own `pending` ones, in the order
 * the canvas played them; undone actions left out (decision 0045).
 */
async function sessionReplay(db: Db, person: TogetherPerson, code: string, upTo: number, pending: string[]) {
  const session = await findSessionByCode(db, code);
  const row = session
    ? (await participantsOf(db, session.id)).find((r) => samePerson(r, person) && !r.removedAt)
    : undefined;
  if (!session || !row) throw notFound(TOGETHER_NOT_FOUND);
  const last = Math.min(upTo, session.lastSeq);
  const numbered = await actionsUpTo(db, session.id, last);
  const mine = await ownActionsAfter(db, session.id, row.id, pending, last);
  const byId = new Map(mine.map((action) => [action.id, action.ops]));
  const played: TogetherPlayed[] = [
    ...numbered.map((action) => ({ author: action.participantId, ops: action.ops })),
    ...pending.flatMap((id) => {
      const ops = byId.get(id);
      return ops ? [{ author: row.id, ops }] : [];
    }),
  ];
  return { pageId: session.pageId, ops: togetherPictureOps(played) as LogOp[] };
}

export function createTogetherService({ db, bus }: { db: Db; bus: TogetherBus }) {
  const idleMs = TOGETHER_IDLE_MS;

  async function liveSessionFor(code: string, person: TogetherPerson): Promise<TogetherSessionRow> {
    const session = await findLiveSession(db, code, idleMs);
    if (!session) throw notFound(TOGETHER_NOT_FOUND);
    // A stranger's child learns no more than an unknown code tells.
    if (!mayJoin(session, person))
      throw person.profileId !== null ? notFound(TOGETHER_NOT_FOUND) : forbidden(TOGETHER_FAMILY_ONLY);
    return session;
  }

  async function checkPage(pageId: number, person: TogetherPerson): Promise<void> {
    const page = await findPage(db, pageId);
    const viewer = { id: person.userId, admin: false, profileId: person.profileId };
    if (!page || page.blocked || !kidMaySee(viewer, page)) throw notFound(TOGETHER_PAGE_HIDDEN);
  }

  const publish = (event: BusEvent) => bus.publish(event);

  return {
    idleMs,

    async start(person: TogetherPerson, pageId: number): Promise<TogetherSession> {
      await checkPage(pageId, person);
      const session = await insertSession(db, {
        code: newTogetherCode(),
        hostUserId: person.userId,
        hostProfileId: person.profileId,
        pageId,
      });
      await join(db, session.id, person);
      return describe(db, session, person);
    },

    async read(person: TogetherPerson, code: string): Promise<TogetherSession> {
      return describe(db, await liveSessionFor(code, person), person);
    },

    /** The live sessions of the account's family that `person` may join. */
    async family(person: TogetherPerson): Promise<TogetherSession[]> {
      const sessions = await liveSessionsOfAccount(db, person.userId, idleMs);
      return Promise.all(sessions.map((session) => describe(db, session, person)));
    },

    async end(person: TogetherPerson, code: string): Promise<void> {
      const session = await liveSessionFor(code, person);
      if (!(await describe(db, session, person)).isHost) throw forbidden(TOGETHER_NOT_HOST);
      await endSession(db, session.id);
      await publish({ s: session.id, k: 'ended' });
    },

    async remove(person: TogetherPerson, code: string, participantId: number): Promise<void> {
      const session = await liveSessionFor(code, person);
      if (!(await describe(db, session, person)).isHost) throw forbidden(TOGETHER_NOT_HOST);
      const target = await findParticipant(db, participantId);
      if (!target || target.sessionId !== session.id || toParticipant(session, target).host)
        throw notFound(TOGETHER_NOT_FOUND);
      if (await markRemoved(db, session.id, participantId)) {
        await publish({ s: session.id, k: 'removed', p: participantId });
        await publish({ s: session.id, k: 'participants' });
      }
    },

    /** A socket's hello: the session, `person` in it, and who is there. */
    async connect(person: TogetherPerson, code: string) {
      const session = await liveSessionFor(code, person);
      await checkPage(session.pageId, person);
      const participant = await join(db, session.id, person);
      await publish({ s: session.id, k: 'participants' });
      const fresh = (await findLiveSessionById(db, session.id, idleMs)) ?? session;
      return {
        session: fresh,
        participant: toParticipant(fresh, participant),
        described: await describe(db, fresh, person),
      };
    },

    /** Where `person`, who said hello before, is in the live session (the fallback's POSTs). */
    async linkOf(person: TogetherPerson, code: string) {
      const session = await liveSessionFor(code, person);
      const row = (await participantsOf(db, session.id)).find((r) => samePerson(r, person));
      if (!row) throw new AppError('CONFLICT', TOGETHER_NOT_JOINED);
      if (row.removedAt) throw forbidden(TOGETHER_REMOVED);
      return { sessionId: session.id, participantId: row.id, code: session.code };
    },

    replayOf: (person: TogetherPerson, code: string, upTo: number, pending: string[]) =>
      sessionReplay(db, person, code, upTo, pending),

    async participants(sessionId: number): Promise<TogetherParticipant[]> {
      const session = await findLiveSessionById(db, sessionId, idleMs);
      if (!session) return [];
      const rows = await participantsOf(db, sessionId);
      return rows.filter((row) => row.removedAt === null).map((row) => toParticipant(session, row));
    },

    /** Still live, and `participantId` still in it? (Checked for every message: no stale rights.) */
    async stillIn(sessionId: number, participantId: number): Promise<'ok' | 'ended' | 'removed'> {
      const session = await findLiveSessionById(db, sessionId, idleMs);
      if (!session) return 'ended';
      const row = await findParticipant(db, participantId);
      return row && row.removedAt === null ? 'ok' : 'removed';
    },

    /**
     * Appends one action and numbers it. A resend of an action already stored (same client id)
     * answers its number again, so a reconnect's resend is never applied twice.
     */
    async append(
      sessionId: number,
      participantId: number,
      clientId: string,
      ops: TogetherOp[],
    ): Promise<number> {
      checkOps(ops);
      const result = await db.transaction(async (tx) => {
        const session = await lockSession(tx, sessionId);
        if (!session || session.endedAt) throw notFound(TOGETHER_NOT_FOUND);
        const known = await findActionByClientId(tx, sessionId, participantId, clientId);
        if (known !== undefined) return { seq: known, fresh: false };
        const seq = await nextSeq(tx, sessionId);
        await insertAction(tx, { sessionId, seq, participantId, clientId, ops });
        return { seq, fresh: true };
      });
      if (result.fresh) await publish({ s: sessionId, k: 'actions' });
      return result.seq;
    },

    actionsAfter(sessionId: number, afterSeq: number): Promise<TogetherAction[]> {
      return actionsAfter(db, sessionId, afterSeq, CATCH_UP_PAGE);
    },

    publish,
  };
}

export type TogetherService = ReturnType<typeof createTogetherService>;
