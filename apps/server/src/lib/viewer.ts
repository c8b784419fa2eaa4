import type { FastifyRequest } from 'fastify';
import { authenticatedUser } from '../auth/auth.guards';
import type { Viewer } from '../pages/pages.repo';
import './profile-request';

/**
 * The signed-in user as the page, colouring and gallery services see them: the account, and
 * the child profile acting for it (whose favourites and colourings are its own).
 */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = authenticatedUser(request);
  return { id: user.id, admin: user.admin, profileId: request.profile?.id ?? null };
}
