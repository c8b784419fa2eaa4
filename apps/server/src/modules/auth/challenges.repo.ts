import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChallengePurpose, signInChallenges } from '../../db/schema';

export type ChallengeRow = typeof signInChallenges.$inferSelect;

export interface NewChallenge {
  tokenHash: string;
  codeHash: string;
  /** sha256 of the email link's key; none for a decoy. */
  linkHash?: string | null;
  email: string;
  purpose: ChallengePurpose;
  userId?: number | null;
  pendingName?: string | null;
  pendingEmail?: string | null;
  ttlMs: number;
}

export async function insertChallenge(db: Db, values: NewChallenge): Promise<void> {
  const { ttlMs, ...row } = values;
  await db.insert(signInChallenges).values({
    ...row,
    expiresAt: sql`now() + make_interval(secs => ${ttlMs / 1000}::double precision)`,
  });
}

/**
 * The challenge, locked for the rest of the transaction so concurrent verifications of one
 * challenge run one after the other (one success, attempts counted exactly). `expired` is
 * judged by the database clock, like every other expiry.
 */
export async function findChallengeForUpdate(
  db: Db,
  tokenHash: string,
): Promise<(ChallengeRow & { expired: boolean }) | undefined> {
  const [row] = await db
    .select({ challenge: signInChallenges, expired: sql<boolean>`${signInChallenges.expiresAt} <= now()` })
    .from(signInChallenges)
    .where(eq(signInChallenges.tokenHash, tokenHash))
    .for('update');
  return row && { ...row.challenge, expired: row.expired };
}

/**
 * Whether a later challenge replaced this one: only the newest code for an address (sign-up,
 * sign-in and admin set-up alike) or, for an email change, the user's newest change is valid.
 */
export async function newerChallengeExists(db: Db, challenge: ChallengeRow): Promise<boolean> {
  const sameFamily =
    challenge.purpose === 'email_change'
      ? and(eq(signInChallenges.purpose, 'email_change'), eq(signInChallenges.userId, challenge.userId ?? -1))
      : and(ne(signInChallenges.purpose, 'email_change'), eq(signInChallenges.email, challenge.email));
  const [row] = await db
    .select({ id: signInChallenges.id })
    .from(signInChallenges)
    .where(and(gt(signInChallenges.id, challenge.id), sameFamily))
    .limit(1);
  return row !== undefined;
}

/** Counts a wrong code; returns the attempts so far. */
export async function recordWrongAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(eq(signInChallenges.id, id))
    .returning({ attempts: signInChallenges.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks it used; false when another request already did (the caller then refuses). */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.consumedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}

/** Old challenges are useless once expired; a day's grace keeps "already used/expired" messages accurate. */
export async function deleteStaleChallenges(db: Db): Promise<void> {
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, sql`now() - interval '1 day'`));
}
