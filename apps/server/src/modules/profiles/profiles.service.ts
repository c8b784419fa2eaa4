import {
  type CreateProfileBody,
  PROFILE_NOT_FOUND,
  PROFILES_FULL,
  PROFILES_MAX,
  type Profile,
  type SessionToken,
  type UpdateProfileBody,
} from '@colorbook/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { exchangeSession } from '../auth/sessions.service';
import type { TrendingRanking } from '../pages/trending-ranking';
import {
  activeProfileOf,
  deleteProfile,
  findProfile,
  insertProfileCapped,
  listProfiles,
  type ProfileRow,
  updateProfile,
} from './profiles.repo';

export const presentProfile = (row: ProfileRow): Profile => ({
  ...activeProfileOf(row),
  createdAt: row.createdAt.toISOString(),
});

/** Child profiles of an account (issue 24, docs/decisions/0031); the adult manages them. */
export function createProfilesService(deps: { db: Db; trending: Pick<TrendingRanking, 'invalidate'> }) {
  const { db, trending } = deps;
  return {
    async list(userId: number): Promise<Profile[]> {
      return (await listProfiles(db, userId)).map(presentProfile);
    },

    /**
     * Hands the device to a child (issue 35, docs/decisions/0040): the adult's session ends and a
     * session bound to the profile takes its place. Another account's profile → 404.
     */
    async startChildSession(adult: { id: number; sessionId: number }, id: number): Promise<SessionToken> {
      const row = await findProfile(db, adult.id, id);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return { token: await exchangeSession(db, adult.sessionId, adult.id, row.id) };
    },

    async create(userId: number, body: CreateProfileBody): Promise<Profile> {
      const row = await db.transaction((tx) =>
        insertProfileCapped(tx, userId, { ...body, allowUploads: body.allowUploads ?? false }, PROFILES_MAX),
      );
      if (!row) throw conflict(PROFILES_FULL);
      return presentProfile(row);
    },

    async update(userId: number, id: number, body: UpdateProfileBody): Promise<Profile> {
      // Only the fields given: a PATCH leaves the rest as they are.
      const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const row = await updateProfile(db, userId, id, values);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return presentProfile(row);
    },

    /** "Keeps nothing of it": its favourites and colourings go too (the counters follow). */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await db.transaction((tx) => deleteProfile(tx, userId, id)))) throw notFound(PROFILE_NOT_FOUND);
      trending.invalidate();
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
