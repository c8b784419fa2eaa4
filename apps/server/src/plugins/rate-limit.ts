import { isIPv4, isIPv6 } from 'node:net';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { translatedError } from '../i18n/translated-error';
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

/**
 * A route's `config` for a per-user limit (per IP before sign-in), counted in the database:
 * `{ config: perUserRateLimit(30), schema, … }`.
 */
export const perUserRateLimit = (max: number, timeWindow = 10 * 60_000) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
      request.user ? `user:${request.user.id}` : `ip:${clientIpKey(request.ip)}`,
  },
});

/**
 * The client a per-IP limit counts. One IPv6 subscriber usually holds a whole /64 (often far
 * more), so counting exact IPv6 addresses would hand each client 2^64 allowances: the /64 is
 * the client. IPv4 stays exact, and an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a
 * dual-stack socket reports IPv4 peers) counts as that IPv4 address. Anything else (not an
 * IP, e.g. a test's made-up address) is its own key.
 */
export function clientIpKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const groups = isIPv6(address) ? ipv6Groups(address.replace(/%.*$/, '')) : undefined;
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (compressed, or ending in dotted IPv4). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<number>(Math.max(0, zeros)).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : undefined;
}

/**
 * The first pages of an unsearched list are index range reads: they stay uncounted, so the
 * everyday grid costs no rate-limit write. A search (a short one matches almost everything and
 * cannot use the trigram index) or a deep page costs a scan, so those count toward the
 * per-minute limit; with the statement timeout, a script cannot tie up the connection pool.
 */
const FREE_LIST_PAGES = 10;
const isCheapListRead = (request: FastifyRequest): boolean => {
  const query = request.query as { search?: unknown; page?: unknown };
  const search = query.search ?? '';
  const page = Number(query.page ?? 1);
  return typeof search === 'string' && search.trim() === '' && page >= 1 && page <= FREE_LIST_PAGES;
};
export const listRateLimit = (perMinute: number) => ({
  rateLimit:
    perMinute > 0
      ? { ...perUserRateLimit(perMinute, 60_000).rateLimit, allowList: isCheapListRead }
      : (false as const),
});
