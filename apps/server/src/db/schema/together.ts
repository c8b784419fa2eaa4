import type { TogetherOp } from '@colorbook/contract';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { pages } from './pages';
import { profiles } from './profiles';
import { users } from './users';

/*
 * Colour together (issue 40, docs/decisions/0041): live co-colouring of one page. The action log
 * (`together_actions`) is the one source of truth; the server numbers it per session (`last_seq`).
 */

export const togetherSessions = pgTable(
  'together_sessions',
  {
    id: serial('id').primaryKey(),
    /** What the join link carries: random, unguessable (see together.service.ts). */
    code: text('code').notNull().unique(),
    hostUserId: integer('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a child session started it: then only its own family may join. */
    hostProfileId: integer('host_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The last sequence number handed out; the next action gets last_seq + 1. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastActiveAt: tstz('last_active_at').notNull().defaultNow(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('together_sessions_host_idx').on(t.hostUserId)],
);

export const togetherParticipants = pgTable(
  'together_participants',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => togetherSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The child profile of a child session; null for the adult. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The cursor's colour, by the order of joining. */
    color: text('color').notNull(),
    removedAt: tstz('removed_at'),
    joinedAt: createdAt(),
  },
  (t) => [unique('together_participants_person').on(t.sessionId, t.userId, t.profileId).nullsNotDistinct()],
);

export const togetherActions = pgTable(
  'together_actions',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => togetherSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => togetherParticipants.id, { onDelete: 'cascade' }),
    /** The client's id of the action: a resend after a reconnect is stored once. */
    clientId: text('client_id').notNull(),
    ops: jsonb('ops').$type<TogetherOp[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.seq] }),
    unique('together_actions_client').on(t.sessionId, t.participantId, t.clientId),
  ],
);
