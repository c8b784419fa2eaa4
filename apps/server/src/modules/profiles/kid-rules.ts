import { PARENT_GATE_REQUIRED } from '@colorbook/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import '../../lib/children';
import type { ActiveProfile } from '../../lib/profile-request';

/** What a child may not reach: 403 FORBIDDEN PARENT_GATE_REQUIRED ("Ask a grown-up to open this."). */
export const parentGateRequired = () => new AppError('FORBIDDEN', PARENT_GATE_REQUIRED);

/**
 * Throws unless the matched route says it is open to children in its own config
 * (lib/children.ts; issue 35, docs/decisions/0040). Adult-only is the default: money, the
 * account, family management, the PIN, shares, books, admin, and any route added later that
 * does not opt in. `uploads` routes need a profile the parent allowed uploads.
 */
export function assertKidMayCall(profile: ActiveProfile, request: FastifyRequest): void {
  // No route matched: the 404 handler answers, and tells nothing.
  if (request.routeOptions.url === undefined) return;
  const access = request.routeOptions.config?.children;
  if (access === 'open') return;
  if (access === 'uploads' && profile.allowUploads) return;
  throw parentGateRequired();
}
