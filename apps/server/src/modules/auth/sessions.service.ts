import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import { UNAUTHENTICATED_MESSAGE } from '../../lib/route-guards';
import { randomToken, sha256 } from '../../lib/secrets';
import {
  deleteSession,
  extendSession,
  findSession,
  insertSession,
  revokeUserSessions,
} from './sessions.repo';

/** DESIGN §5: 30-day sliding expiry. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Extending on every request would be a write per request; once an hour is plenty for 30 days. */
export const SESSION_EXTEND_EVERY_MS = 60 * 60_000;

/** Creates a session and returns the raw token; only its SHA-256 is stored. Pass `tx` inside a transaction. */
export async function createSession(db: Db, userId: number, profileId?: number | null): Promise<string> {
  const token = randomToken();
  await insertSession(db, { tokenHash: sha256(token), userId, ttlMs: SESSION_TTL_MS, profileId });
  return token;
}

/**
 * The user behind a bearer token, or null for an unknown, expired or signed-out one. A revoked
 * session of a blocked user still resolves (to a blocked user) so the guard can answer 403
 * USER_BLOCKED; a revoked session of an unblocked user is simply gone.
 */
export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  const session = await findSession(db, sha256(token));
  if (!session) return null;
  if (session.revoked && !session.user.blocked) return null;
  if (!session.revoked && Date.now() - session.lastUsedAt.getTime() >= SESSION_EXTEND_EVERY_MS) {
    await extendSession(db, session.sessionId, SESSION_TTL_MS, SESSION_EXTEND_EVERY_MS);
  }
  return { ...session.user, sessionId: session.sessionId, sessionProfile: session.profile };
}

export const endSession = (db: Db, sessionId: number) => deleteSession(db, sessionId);

/**
 * Ends the session `sessionId` and opens another for the same account, as one step (issue 35,
 * docs/decisions/0040): the adult handing the device to a child (`profileId` = the child), or the
 * gate giving it back (`profileId` null). Of two concurrent exchanges of one session only the
 * first gets a token; the other finds the session gone and answers 401, as a used token would.
 */
export async function exchangeSession(
  db: Db,
  sessionId: number,
  userId: number,
  profileId: number | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (!(await deleteSession(tx, sessionId))) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    return createSession(tx, userId, profileId);
  });
}

/** Blocking: every session of the user stops working at once, on every process. */
export const revokeAllSessions = (db: Db, userId: number) => revokeUserSessions(db, userId);
