import type { FastifyRequest } from 'fastify';
import './profile-request';
import { authenticatedUser } from './route-guards';

/** Who reads pages and colourings: the account, and the child profile acting for it. */
export interface Viewer {
  id: number;
  admin: boolean;
  /**
   * The active child profile (issue 24, docs/decisions/0031); null or absent = the adult. Its
   * favourites and colourings are its own, and its gallery is kid mode's (kidMaySee).
   */
  profileId?: number | null;
}

/**
 * The signed-in user as the page, colouring and gallery services see them: the account, and
 * the child profile acting for it (whose favourites and colourings are its own).
 */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = authenticatedUser(request);
  return { id: user.id, admin: user.admin, profileId: request.profile?.id ?? null };
}
