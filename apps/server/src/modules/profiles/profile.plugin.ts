import { PROFILE_HEADER, PROFILE_NOT_FOUND, PROFILE_NOT_THIS_SESSION } from '@colorbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import type { ActiveProfile } from '../../lib/profile-request';
import { assertKidMayCall } from './kid-rules';
import { activeProfileOf, findProfile } from './profiles.repo';

/** Our ids are positive 32-bit integers; anything else in the header is no profile of anyone. */
const PROFILE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Resolves `request.profile` for every signed-in /api request (register it right after the auth
 * plugin, on the root instance), issue 35 and docs/decisions/0040:
 *
 * - A child session is its child on every request. PROFILE_HEADER may name that child; naming
 *   anyone else answers 403 before the route runs.
 * - An adult session with PROFILE_HEADER acts as that profile of its own account (the adult
 *   holds the adult token anyway; this is a view, not a boundary). Unknown, malformed or another
 *   account's id → 404. Read afresh on every request, so a removed profile stops at once.
 *
 * With a profile, the request is the child's: admin rights are dropped, and only routes that
 * declare themselves open to children run (kid-rules.ts).
 */
export function registerProfiles(app: FastifyInstance, db: Db): void {
  app.decorateRequest('profile', null);
  app.addHook('onRequest', async (request) => {
    request.profile = null;
    const user = request.user;
    // Without a usable session the guards answer 401/403; the header means nothing yet.
    if (!user || user.blocked) return;
    request.profile = await resolveProfile(db, user, request.headers[PROFILE_HEADER]);
    if (!request.profile) return;
    // The child acts for the account, never as its admin (a copy: the session cache keeps its own).
    request.user = { ...user, admin: false };
    assertKidMayCall(request.profile, request);
  });
}

/**
 * The profile a signed-in, unblocked `user` acts as when it names `requested` (PROFILE_HEADER's
 * value, or the together socket's hello, decision 0049): a child session's own child (naming
 * another → 403), on an adult session the named profile of its own account (unknown, malformed or
 * another account's → 404), or null for the adult.
 */
export async function resolveProfile(
  db: Db,
  user: AuthUser,
  requested: string | string[] | undefined,
): Promise<ActiveProfile | null> {
  if (user.sessionProfile) {
    if (requested !== undefined && requested !== String(user.sessionProfile.id))
      throw new AppError('FORBIDDEN', PROFILE_NOT_THIS_SESSION);
    return user.sessionProfile;
  }
  if (requested === undefined) return null;
  const id = typeof requested === 'string' && PROFILE_ID.test(requested) ? Number(requested) : Number.NaN;
  const row = id <= MAX_ID ? await findProfile(db, user.id, id) : undefined;
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return activeProfileOf(row);
}
