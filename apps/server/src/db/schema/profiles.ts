import { type AgeBand, ageBands, type ProfileAnimal, type ProfileColor } from '@colorbook/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tstz, updatedAt } from './columns';
import { users } from './users';

/**
 * A child profile of an account (issue 24, docs/decisions/0031). The account is the adult; its
 * favourites and colourings carry the profile (null = the adult), and removing a profile
 * removes them with it.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatarColor: text('avatar_color').$type<ProfileColor>().notNull(),
    avatarAnimal: text('avatar_animal').$type<ProfileAnimal>().notNull(),
    ageBand: text('age_band').$type<AgeBand>().notNull(),
    allowUploads: boolean('allow_uploads').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('profiles_age_band_check', sql.raw(`age_band in (${sqlList(ageBands)})`)),
    index('profiles_user_id_idx').on(t.userId),
  ],
);

/**
 * The parent gate of an account: its PIN (scrypt, own salt; see modules/profiles/pin-hash.ts)
 * and the wrong tries since the last right one. Its own table, so the users row every request
 * reads stays as it was; a row exists once a PIN was set.
 */
export const parentGates = pgTable(
  'parent_gates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    /** Set by the try that reaches PIN_MAX_TRIES; a lock that has run out is cleared by the next try. */
    lockedUntil: tstz('locked_until'),
    updatedAt: updatedAt(),
  },
  (t) => [check('parent_gates_failed_count_check', sql`${t.failedCount} >= 0`)],
);
