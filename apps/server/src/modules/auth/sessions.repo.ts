import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableQuery } from '../../db/prepared';
import { profiles, sessions, users } from '../../db/schema';
import type { ActiveProfile } from '../../lib/profile-request';

export interface SessionWithUser {
  sessionId: number;
  revoked: boolean;
  /** The sliding expiry is extended at most this often; see `extendSession`. */
  lastUsedAt: Date;
  user: { id: number; name: string; email: string; admin: boolean; blocked: boolean; locale: string | null };
  /** A child session's profile (docs/decisions/0040); null for the adult's. */
  profile: ActiveProfile | null;
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; ttlMs: number; profileId?: number | null },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    profileId: values.profileId ?? null,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000}::double precision)`,
  });
}

const sessionByTokenHash = reusableQuery(
  (db) =>
    db
      .select({
        sessionId: sessions.id,
        revokedAt: sessions.revokedAt,
        lastUsedAt: sessions.lastUsedAt,
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          admin: users.admin,
          blocked: users.blocked,
          locale: users.locale,
        },
        profile: {
          id: profiles.id,
          name: profiles.name,
          avatarColor: profiles.avatarColor,
          avatarAnimal: profiles.avatarAnimal,
          ageBand: profiles.ageBand,
          allowUploads: profiles.allowUploads,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A child session's profile (the foreign key cascades: a removed profile ends its sessions).
      .leftJoin(profiles, eq(profiles.id, sessions.profileId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`))),
  // Runs on every signed-in request: parsed and planned once per connection.
  'session_by_token_hash',
);

/** The unexpired session for a token hash, with its user; expiry is judged by the database clock. */
export async function findSession(db: Db, tokenHash: string): Promise<SessionWithUser | undefined> {
  const [row] = await sessionByTokenHash(db, { tokenHash });
  if (!row) return undefined;
  const { revokedAt, ...rest } = row;
  return { ...rest, revoked: revokedAt !== null };
}

/**
 * Slides the expiry forward. Conditional on `last_used_at`, so of many concurrent requests (on
 * any number of processes) at most one writes per interval, and a busy session costs one write
 * an hour rather than one per request.
 */
export async function extendSession(
  db: Db,
  sessionId: number,
  ttlMs: number,
  minIntervalMs: number,
): Promise<void> {
  const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + ${seconds(ttlMs)}` })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        lt(sessions.lastUsedAt, sql`now() - ${seconds(minIntervalMs)}`),
      ),
    );
}

/** Ends the session; false when it was already gone (another request ended it first). */
export async function deleteSession(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
}
