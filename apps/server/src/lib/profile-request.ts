/** The child profile a request acts as, as the profile plugin resolved it from PROFILE_HEADER. */
export interface ActiveProfile {
  id: number;
  name: string;
  allowUploads: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null = the adult (no header, or no signed-in user). Resolved afresh on every request. */
    profile: ActiveProfile | null;
  }
}
