import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { deleteExpiredRateLimits, hitRateLimit } from '../lib/rate-limits.repo';
import { appErrorFrom } from './error-handler';

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * @fastify/rate-limit's default store is process memory, which N processes behind a load
 * balancer would each count separately (DESIGN §1); this one counts in the database. Keys
 * are namespaced per route, as the built-in stores do.
 */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hitRateLimit(db, this.namespace + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the merged route limits with the route as `routeInfo` (not in its types).
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseStore(
        routeOptions,
        route?.url ? `${String(route.method)}:${route.url}:` : 'custom:',
      );
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Opt-in per route (`config: { rateLimit: { max, timeWindow } }`): most reads need no limit,
 * and every counted request costs a database write.
 */
export function registerRateLimit(app: FastifyInstance, db: Db): void {
  app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) =>
      context.ban
        ? appErrorFrom(403, 'Too many requests. Access is blocked for a while.')
        : appErrorFrom(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
  const timer = setInterval(() => {
    deleteExpiredRateLimits(db).catch((err: unknown) => app.log.warn({ err }, 'rate limit cleanup failed'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * A route's `config` for a per-user limit (per IP before sign-in), counted in the database:
 * `{ config: perUserRateLimit(30), schema, … }`.
 */
export const perUserRateLimit = (max: number, timeWindow = 10 * 60_000) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
  },
});
