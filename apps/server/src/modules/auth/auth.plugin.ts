import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import './auth-user';
import { deleteStaleChallenges } from './challenges.repo';
import { deleteExpiredSessions } from './sessions.repo';
import { resolveSession } from './sessions.service';

const CLEANUP_EVERY_MS = 60 * 60_000;

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
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.url.startsWith('/api/') ? bearerToken(request.headers.authorization) : null;
    request.user = token ? await resolveSession(db, token) : null;
  });
  // Expired sessions and old challenges are useless; any process may sweep them (idempotent deletes).
  const timer = setInterval(() => {
    Promise.all([deleteExpiredSessions(db), deleteStaleChallenges(db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'auth cleanup failed'),
    );
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
