import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses the server may call with a secret (the OpenAI key, the VirtPay bearer token)
 * or fetch a file from. An admin types those URLs, so a stolen admin session could otherwise
 * point them at the cloud's metadata service, the database or anything else on the private
 * network, and have the server send its keys there. Only public addresses are called unless
 * the operator allows private ones (ALLOW_PRIVATE_OUTBOUND, for self-hosted services and tests).
 *
 * The check runs on the addresses a name resolves to, every one of them, and the connection
 * uses the very addresses checked (`outboundLookup` is the socket's `lookup`), so a name that
 * resolves to a public address when checked and a private one a moment later gains nothing.
 */

export interface OutboundPolicy {
  /** ALLOW_PRIVATE_OUTBOUND: call private, loopback and link-local addresses too. */
  allowPrivate: boolean;
}

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'invalid';

type Cidr = [network: string, prefix: number];

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const ipv4Ranges: [Exclude<AddressKind, 'public' | 'invalid'>, Cidr[]][] = [
  ['unspecified', [['0.0.0.0', 8]]],
  ['loopback', [['127.0.0.0', 8]]],
  [
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
  ],
  // Carrier-grade NAT: the provider's network, not the internet.
  ['shared', [['100.64.0.0', 10]]],
  // Includes the cloud metadata service, 169.254.169.254.
  ['link-local', [['169.254.0.0', 16]]],
  ['multicast', [['224.0.0.0', 4]]],
  [
    'reserved',
    [
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['192.88.99.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['240.0.0.0', 4],
    ],
  ],
];

/** IPv6 ranges of their own. IPv4-mapped forms (::ffff:a.b.c.d) BlockList checks as IPv4. */
const ipv6Ranges: [Exclude<AddressKind, 'public' | 'invalid'>, Cidr[]][] = [
  ['unspecified', [['::', 128]]],
  ['loopback', [['::1', 128]]],
  ['unique-local', [['fc00::', 7]]],
  ['link-local', [['fe80::', 10]]],
  ['multicast', [['ff00::', 8]]],
  // The deprecated IPv4-compatible form (::a.b.c.d), discard-only, documentation, the IETF
  // protocol block (Teredo and friends), site-local and local-use NAT64.
  [
    'reserved',
    [
      ['::', 96],
      ['100::', 64],
      ['2001::', 23],
      ['2001:db8::', 32],
      ['fec0::', 10],
      ['64:ff9b:1::', 48],
    ],
  ],
];

/** Translations that carry an IPv4 address inside an IPv6 one: the IPv4 range applies there too. */
const embeddings: { prefix: number; embed: (octets: number[]) => string }[] = [
  // NAT64 (64:ff9b::/96): the last 32 bits.
  { prefix: 96, embed: ([a, b, c, d]) => `64:ff9b::${hex(a, b)}:${hex(c, d)}` },
  // 6to4 (2002::/16): bits 16-47.
  { prefix: 16, embed: ([a, b, c, d]) => `2002:${hex(a, b)}:${hex(c, d)}::` },
];
const hex = (high = 0, low = 0) => ((high << 8) | low).toString(16);

const blockLists = new Map<Exclude<AddressKind, 'public' | 'invalid'>, BlockList>();
function listOf(kind: Exclude<AddressKind, 'public' | 'invalid'>): BlockList {
  let list = blockLists.get(kind);
  if (!list) {
    list = new BlockList();
    blockLists.set(kind, list);
  }
  return list;
}
for (const [kind, ranges] of ipv4Ranges) {
  for (const [network, prefix] of ranges) {
    listOf(kind).addSubnet(network, prefix, 'ipv4');
    const octets = network.split('.').map(Number);
    for (const { prefix: at, embed } of embeddings)
      listOf(kind).addSubnet(embed(octets), at + prefix, 'ipv6');
  }
}
for (const [kind, ranges] of ipv6Ranges) {
  for (const [network, prefix] of ranges) listOf(kind).addSubnet(network, prefix, 'ipv6');
}

/** What an IP address is: 'public', or the kind of non-public address it is. */
export function classifyAddress(address: string): AddressKind {
  // A zone (fe80::1%eth0) only says which interface; the address decides.
  const ip = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const version = isIP(ip);
  if (version === 0) return 'invalid';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of blockLists) {
    if (list.check(ip, family)) return kind;
  }
  return 'public';
}

/**
 * The generator's OUTBOUND_REFUSED_CODE, written out rather than imported: importing the
 * generator would load sharp and the OpenAI SDK at start-up (outbound-address.test.ts checks
 * that the two agree).
 */
export const OUTBOUND_REFUSED_CODE = 'ERR_OUTBOUND_ADDRESS_REFUSED';

/** Thrown (or handed to the socket) instead of connecting to an address the policy refuses. */
export class OutboundAddressError extends Error {
  override name = 'OutboundAddressError';
  /** Like Node's socket error codes, so callers that only see a `cause` chain can tell. */
  readonly code = OUTBOUND_REFUSED_CODE;
  readonly kind: AddressKind;

  constructor(host: string, kind: AddressKind) {
    super(`Refused to call ${host}: it is a ${kind} address (ALLOW_PRIVATE_OUTBOUND is off).`);
    this.kind = kind;
  }
}

const refusal = (policy: OutboundPolicy, addresses: readonly string[]): AddressKind | undefined => {
  if (policy.allowPrivate) return undefined;
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind !== 'public') return kind;
  }
  return undefined;
};

/** The IP a URL's host names literally ('[::1]' → '::1'), or undefined for a name. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : undefined;
}

/**
 * Throws OutboundAddressError when the host is an IP literal the policy refuses. Sockets skip
 * `lookup` for literals, so callers check them before connecting.
 */
export function assertLiteralAllowed(hostname: string, policy: OutboundPolicy): void {
  const literal = literalAddress(hostname);
  const kind = literal === undefined ? undefined : refusal(policy, [literal]);
  if (kind) throw new OutboundAddressError(hostname, kind);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's `lookup`: resolves the name once, refuses the connection when any address it
 * resolved to is refused, and hands the socket exactly the addresses it checked.
 */
export function outboundLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const kind = refusal(
        policy,
        addresses.map((entry) => entry.address),
      );
      if (kind) return callback(new OutboundAddressError(hostname, kind), '');
      const [first] = addresses;
      if (options.all) return callback(null, addresses);
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

/** Save-time answers come fast; the call-time check stays the guard. */
const SAVE_LOOKUP_MS = 5_000;

/**
 * For a setting being saved: the URL's host (a literal, or every address its name resolves to
 * now) is one the policy allows. A name that does not resolve yet is let through: the address
 * check at call time still applies to whatever it resolves to then.
 */
export async function isUrlAllowed(url: string, policy: OutboundPolicy): Promise<boolean> {
  if (policy.allowPrivate) return true;
  const { hostname } = new URL(url);
  const literal = literalAddress(hostname);
  if (literal !== undefined) return refusal(policy, [literal]) === undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SAVE_LOOKUP_MS);
  });
  try {
    const addresses = await Promise.race([
      dns.promises.lookup(hostname, { all: true, verbatim: true }).catch(() => undefined),
      timeout,
    ]);
    return (
      !addresses ||
      refusal(
        policy,
        addresses.map((entry) => entry.address),
      ) === undefined
    );
  } finally {
    clearTimeout(timer);
  }
}
