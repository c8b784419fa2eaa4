import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/*
 * The limits a route asks for in its `config` (counted by plugins/rate-limit.ts in the database),
 * and the client a per-IP limit counts. Route config, not the plugin: modules import these, and
 * modules never import plugins.
 */

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
