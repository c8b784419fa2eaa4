import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { translatedError } from '../i18n/translated-error';
import { deleteExpiredRateLimits, hitRateLimit } from '../lib/rate-limits.repo';
import { clientIpKey } from '../lib/route-limits';
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
    keyGenerator: (request) => clientIpKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      context.ban
        ? appErrorFrom(403, 'Too many requests. Access is blocked for a while.')
        : translatedError('RATE_LIMITED', 'server.too_many_requests', waitOf(context.ttl)),
  });
  const timer = setInterval(() => {
    deleteExpiredRateLimits(db).catch((err: unknown) => app.log.warn({ err }, 'rate limit cleanup failed'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * How long a refused client waits, as the message words it: whole seconds under a minute, then
 * rounded minutes, then rounded hours (the plugin's own English "after", so English reads as
 * before). The number and unit go to the catalogue, whose plurals each language words itself.
 */
export function waitOf(ttlMs: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds < 60) return { unit: 'second', count: seconds };
  if (seconds < 3600) return { unit: 'minute', count: Math.round(seconds / 60) };
  return { unit: 'hour', count: Math.round(seconds / 3600) };
}
