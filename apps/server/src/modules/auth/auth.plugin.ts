import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import '../../lib/auth-user';
import { deleteStaleChallenges } from './challenges.repo';
import type { SessionCache } from './session-cache';
import { deleteExpiredSessions } from './sessions.repo';
import { resolveSession } from './sessions.service';

const CLEANUP_EVERY_MS = 60 * 60_000;
/** Methods that change nothing (DESIGN §4: every change is a POST, PATCH or DELETE). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `Bearer <token>`, case-insensitive scheme; anything else counts as no token. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  // Our tokens are 43 characters; a cap keeps junk from reaching the database.
  return token && token.length <= 256 ? token : null;
}

/**
 * Resolves `request.user` for every /api request that carries a token, on the root instance
 * so every module (registered later, in child contexts) sees it. Resolution never rejects a
 * request by itself: public routes stay public with a bad token, and the guards decide.
 */
export function registerAuth(app: FastifyInstance, db: Db, cache?: SessionCache): void {
  app.decorateRequest('user', null);
  const resolve = (token: string) =>
    cache ? cache.resolve(token, () => resolveSession(db, token)) : resolveSession(db, token);
  app.addHook('onRequest', async (request) => {
    if (cache && !READS.has(request.method)) cache.changed();
    const token = request.url.startsWith('/api/') ? bearerToken(request.headers.authorization) : null;
    request.user = token ? await resolve(token) : null;
  });
  if (cache) {
    // Also when it ends: a lookup made while it ran may have read what it was changing.
    app.addHook('onResponse', async (request) => {
      if (!READS.has(request.method)) cache.changed();
    });
  }
  // Expired sessions and old challenges are useless; any process may sweep them (idempotent deletes).
  const timer = setInterval(() => {
    Promise.all([deleteExpiredSessions(db), deleteStaleChallenges(db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'auth cleanup failed'),
    );
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
