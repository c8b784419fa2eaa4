import {
  type CreateProfileBody,
  PROFILE_HEADER,
  type Profile,
  profile as profileSchema,
} from '@colorbook/contract';
import { expect } from 'vitest';
import { createChildSession, type UserWithSession } from './auth-helpers';
import type { TestApp } from './create-test-app';

/*
 * Children for the family tests (issues 24 and 35, docs/decisions/0031 and 0040): a child profile
 * added as the grown-up's screen adds it, a child session bound to it, or the grown-up's own
 * session acting as it.
 */

/** How a test child looks unless the test says otherwise. */
export const CHILD_LOOK = { avatarColor: '#FFD35C', avatarAnimal: 'fox', ageBand: '6-8' } as const;

/** A child profile of `parent`'s account, through POST /profiles. */
export async function addChild(
  t: TestApp,
  parent: UserWithSession,
  name: string,
  look: Partial<Omit<CreateProfileBody, 'name'>> = {},
): Promise<Profile> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: parent.headers,
    payload: { name, ...CHILD_LOOK, ...look },
  });
  expect(res.statusCode, res.body).toBe(201);
  return profileSchema.parse(res.json());
}

/** A new child of `parent`'s account and a child session bound to it; the parent's session stays. */
export async function addChildSession(
  t: TestApp,
  parent: UserWithSession,
  name: string,
  look: Partial<Omit<CreateProfileBody, 'name'>> = {},
): Promise<UserWithSession & { profile: Profile }> {
  const profile = await addChild(t, parent, name, look);
  return { ...(await createChildSession(t.db, parent, profile.id)), profile };
}

/** The grown-up's session acting as `profileId` (the header the web client sends in kid mode). */
export const actingAs = (who: UserWithSession, profileId: number | string): UserWithSession => ({
  ...who,
  headers: { ...who.headers, [PROFILE_HEADER]: String(profileId) } as UserWithSession['headers'],
});
