import type { User } from '@colorbook/contract';
import { homePathFor } from '../lib/session';

/** Which group of routes a guard protects (spec §6). */
export type RouteArea = 'user' | 'admin' | 'guest';

export type GuardInput = {
  area: RouteArea;
  /** The stored token (signed in is inferred from it). */
  token: string;
  /** The user read for that token, or null when there is none or it could not be read. */
  user: Pick<User, 'admin'> | null;
  /** Guest screens: the checked `?next=` a signed-in user goes to instead of their home. */
  next?: string;
};

/**
 * Spec §4/§6 as a pure decision: the path to redirect to, or null to let the route render.
 * - signed-in routes: no token or no user → /sign-in; an admin outside /admin → /admin;
 *   a non-admin on /admin → /pages/favorite;
 * - guest routes (/sign-in, /sign-up, /verify): a signed-in user goes to their home, or to the
 *   screen they were sent for (`next`, users only: admins stay in /admin).
 */
export function guardRedirect({ area, token, user, next }: GuardInput): string | null {
  const signedIn = token !== '' && user !== null;
  if (area === 'guest') {
    if (!signedIn || !user) return null;
    return (!user.admin && next) || homePathFor(user);
  }
  if (!signedIn || !user) return '/sign-in';
  if (area === 'user' && user.admin) return '/admin';
  if (area === 'admin' && !user.admin) return '/pages/favorite';
  return null;
}
