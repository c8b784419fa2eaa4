import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { createSession } from '../modules/auth/sessions.service';
import { insertUser, type UserRow } from '../modules/users/users.repo';

export interface UserWithSession {
  user: UserRow;
  /** The raw bearer token. */
  token: string;
  /** Ready for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/**
 * A user and a live session, written straight through the repos (no mail, no codes), for
 * tests of features behind the guards. Emails are unique per call unless given.
 */
export async function createUserWithSession(
  db: Db,
  options: { name?: string; email?: string; admin?: boolean; blocked?: boolean } = {},
): Promise<UserWithSession> {
  const suffix = randomBytes(4).toString('hex');
  const user = await insertUser(db, {
    name: options.name ?? `Test User ${suffix}`,
    email: (options.email ?? `user-${suffix}@example.com`).toLowerCase(),
    admin: options.admin ?? false,
    blocked: options.blocked ?? false,
  });
  const token = await createSession(db, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A child session of `parent`'s account bound to `profileId` (issue 35, docs/decisions/0040),
 * written straight through the repo like `createUserWithSession`; the parent's session stays.
 * (Through the API, POST /profiles/{id}/session ends the adult's session.)
 */
export async function createChildSession(
  db: Db,
  parent: Pick<UserWithSession, 'user'>,
  profileId: number,
): Promise<UserWithSession> {
  const token = await createSession(db, parent.user.id, profileId);
  return { user: parent.user, token, headers: { authorization: `Bearer ${token}` } };
}
