import { PROFILE_HEADER, PROFILE_NOT_FOUND } from '@colorbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import '../../lib/profile-request';
import { assertKidMayCall } from './kid-rules';
import { findProfile } from './profiles.repo';

/** Our ids are positive 32-bit integers; anything else in the header is no profile of anyone. */
const PROFILE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Resolves `request.profile` from PROFILE_HEADER for every signed-in /api request (register it
 * right after the auth plugin, on the root instance). The profile must be the token's account's:
 * an unknown, malformed or foreign id answers 404 before the route runs, so another account's
 * profile yields nothing. Read afresh on every request, never cached: a profile removed by the
 * adult stops working at once. With a profile, the request is the child's: admin rights are
 * dropped and adult-only routes refused (kid-rules.ts).
 */
export function registerProfiles(app: FastifyInstance, db: Db): void {
  app.decorateRequest('profile', null);
  app.addHook('onRequest', async (request) => {
    request.profile = null;
    const header = request.headers[PROFILE_HEADER];
    const user = request.user;
    // Without a usable session the guards answer 401/403; the header means nothing yet.
    if (header === undefined || !user || user.blocked) return;
    const id = typeof header === 'string' && PROFILE_ID.test(header) ? Number(header) : Number.NaN;
    const row = id <= MAX_ID ? await findProfile(db, user.id, id) : undefined;
    if (!row) throw notFound(PROFILE_NOT_FOUND);
    request.profile = { id: row.id, name: row.name, allowUploads: row.allowUploads };
    // The child acts for the account, never as its admin (a copy: the session cache keeps its own).
    request.user = { ...user, admin: false };
    assertKidMayCall(request.profile, request.method, request.routeOptions.url);
  });
}
