import type { AuthUser } from '../../lib/auth-user';

/** How long a resolved token is trusted without asking the database again. */
export const SESSION_CACHE_MS = 2_000;
/** Beyond this many tokens the cache starts over (a flood of made-up tokens cannot grow it). */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: AuthUser | null;
  at: number;
  generation: number;
}

/**
 * Resolved bearer tokens, kept for a moment — for the embedded database only
 * (docs/decisions/0011). PGlite runs in one process (its folder lock sees to that), so every
 * change to users and sessions is made by this process's own requests: `changed()` runs when a
 * request that may write (any method but GET/HEAD/OPTIONS) starts and again when it ends, and
 * drops everything. A lookup that overlapped a change is not kept. The session lookup is
 * the costliest query of a signed-in read on PGlite; with PostgreSQL, where several
 * processes share the data, there is no cache.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_MS) {
  let generation = 0;
  const entries = new Map<string, Entry>();
  return {
    changed(): void {
      generation++;
      entries.clear();
    },
    async resolve(token: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
      const hit = entries.get(token);
      if (hit && hit.generation === generation && Date.now() - hit.at < ttlMs) {
        return hit.user && { ...hit.user };
      }
      const started = generation;
      const user = await load();
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(token, { user: user && { ...user }, at: Date.now(), generation });
      }
      return user;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
