import type { AgeBand, ProfileAnimal, ProfileColor } from '@colorbook/contract';

/**
 * The child profile a request acts as: the one its child session is bound to (issue 35,
 * docs/decisions/0040), or on an adult session the one named in PROFILE_HEADER.
 */
export interface ActiveProfile {
  id: number;
  name: string;
  avatarColor: ProfileColor;
  avatarAnimal: ProfileAnimal;
  ageBand: AgeBand;
  allowUploads: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null = the adult (no header, or no signed-in user). Resolved afresh on every request. */
    profile: ActiveProfile | null;
  }
}
