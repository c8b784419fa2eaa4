import type { ActiveProfile } from './profile-request';

/** Who is making the request, as the auth plugin resolved it from the bearer token. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  blocked: boolean;
  /** The language chosen in the account (a supported locale, or null to follow the browser). */
  locale?: string | null;
  /** The session the token belongs to (sign-out ends exactly this one). */
  sessionId: number;
  /**
   * A child session's profile (issue 35, docs/decisions/0040): the token is this child on every
   * request, whatever the request says. Null or absent = the adult's session.
   */
  sessionProfile?: ActiveProfile | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null without a token, or with an unknown, expired or signed-out one. Use the guards in auth.guards.ts. */
    user: AuthUser | null;
  }
}
