import { PARENT_GATE_REQUIRED } from '@colorbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { bearerSecurity } from './route-security';
import './profile-request';
import type { AuthUser } from './auth-user';

export type { AuthUser } from './auth-user';

export const UNAUTHENTICATED_MESSAGE = 'Please sign in to continue.';
export const BLOCKED_MESSAGE =
  'Your account has been blocked. Contact support if you think this is a mistake.';
export const ADMIN_ONLY_MESSAGE = 'Only admins can do this.';

/**
 * Route hooks. They work as `onRequest` (preferred: a visitor learns nothing about the body a
 * route expects) or `preHandler`, because the auth plugin resolves `request.user` in the root
 * `onRequest` hook, which runs before any route-level hook.
 *
 *   app.post('/x', { onRequest: requireUser, schema }, (request) => use(request.user!.id))
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  authenticatedUser(request);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = authenticatedUser(request);
  // A child profile is never an admin, whoever's account it is on (docs/decisions/0031).
  if (request.profile) throw new AppError('FORBIDDEN', PARENT_GATE_REQUIRED);
  if (!user.admin) throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
}

/** The signed-in, unblocked user; throws 401/403 otherwise. Handlers behind a guard use it instead of `!`. */
export function authenticatedUser(request: FastifyRequest): AuthUser {
  const user = request.user;
  if (!user) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (user.blocked) throw new AppError('USER_BLOCKED', BLOCKED_MESSAGE);
  return user;
}

/** The guards whose routes need a bearer token; app.ts gives them to the OpenAPI plugin, which documents them. */
export const bearerGuards: ReadonlySet<unknown> = new Set([requireUser, requireAdmin]);

/**
 * For a plugin whose routes all need a signed-in user: guards them and declares the bearer
 * security in their OpenAPI description, so neither can be forgotten on a new route.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: bearerSecurity };
  });
}
