import { PARENT_GATE_REQUIRED } from '@colorbook/contract';
import { AppError } from '../../errors';
import type { ActiveProfile } from '../../lib/profile-request';

/** What a child profile may not reach (issue 24): 403 FORBIDDEN PARENT_GATE_REQUIRED. */
export const parentGateRequired = () => new AppError('FORBIDDEN', PARENT_GATE_REQUIRED);

/**
 * Adult-only routes by method and route pattern (as Fastify names it, /api prefix included).
 * Admin routes are refused by requireAdmin itself (auth.guards.ts), which knows every one of
 * them; this list holds the signed-in routes a child must not use: money, the account,
 * sharing, books and managing the family.
 */
const ADULT_ONLY: readonly [method: string, pattern: RegExp][] = [
  // Payments, checkout, subscriptions and billing.
  ['*', /^\/api\/(payments|stripe|billing|subscriptions)(\/|$)/],
  ['POST', /^\/api\/virtpay\/checkout$/],
  // The account: name, photo, email.
  ['PATCH', /^\/api\/users\/update$/],
  ['POST', /^\/api\/users\/email\/confirm$/],
  ['DELETE', /^\/api\/users(\/|$)/],
  // Share links.
  ['*', /^\/api\/coloreds\/:id\/share$/],
  // Books.
  ['*', /^\/api\/books(\/|$)/],
  // Managing the family; the child may list it, read the gate and try the PIN.
  ['POST', /^\/api\/profiles$/],
  ['PATCH', /^\/api\/profiles\/:id$/],
  ['DELETE', /^\/api\/profiles\/:id$/],
  ['PUT', /^\/api\/profiles\/gate\/pin$/],
];

/** Making a page from one's own picture: only for a profile the parent allowed it. */
const UPLOAD_ROUTES = new Set(['/api/pages/upload', '/api/pages/upload/preview']);

/** Throws when `profile` may not call the route; `url` is the matched route's pattern. */
export function assertKidMayCall(profile: ActiveProfile, method: string, url: string | undefined): void {
  if (url === undefined) return;
  if (ADULT_ONLY.some(([m, pattern]) => (m === '*' || m === method) && pattern.test(url))) {
    throw parentGateRequired();
  }
  if (method === 'POST' && UPLOAD_ROUTES.has(url) && !profile.allowUploads) throw parentGateRequired();
}
