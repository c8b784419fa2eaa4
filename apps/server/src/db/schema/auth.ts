import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tstz } from './columns';
import { profiles } from './profiles';
import { users } from './users';

/** Auth tokens are random; only their SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    /**
     * Set for every session of a user when they are blocked. The row stays until it expires so
     * the token answers 403 USER_BLOCKED (the client can tell the person why) rather than 401;
     * a revoked session never works again, even after the user is unblocked.
     */
    revokedAt: tstz('revoked_at'),
    /**
     * A child session (issue 35, docs/decisions/0040): the token is this child profile on every
     * request, never the adult. Null = the adult's session. Removing the profile ends it.
     */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_profile_id_idx').on(t.profileId),
  ],
);

export const challengePurposes = ['signup', 'signin', 'email_change', 'admin_create'] as const;
export type ChallengePurpose = (typeof challengePurposes)[number];

/**
 * One emailed one-time code. `user_id` is null for a sign-up (the user is created only on
 * success, from `pending_name`/`pending_email`) and for a sign-in to an unknown address, which
 * must look exactly like a real one (no account enumeration).
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').$type<ChallengePurpose>().notNull(),
    pendingName: text('pending_name'),
    pendingEmail: text('pending_email'),
    codeHash: text('code_hash').notNull(),
    // The emailed link's key (sha256): signs in despite a pause on codes (migration 0025).
    linkHash: text('link_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('sign_in_challenges_purpose_check', sql.raw(`purpose in (${sqlList(challengePurposes)})`)),
    check('sign_in_challenges_attempts_check', sql`${t.attempts} >= 0`),
    // Per-email send limits count recent challenges.
    index('sign_in_challenges_email_created_idx').on(t.email, t.createdAt),
    index('sign_in_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One-time first-admin setup tokens (DESIGN §5), hashed. A row per process start while no admin
 * exists, so every process behind a load balancer logs a link that works; all rows are deleted
 * when the first admin is created, which makes every link one-time.
 */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: createdAt(),
});
