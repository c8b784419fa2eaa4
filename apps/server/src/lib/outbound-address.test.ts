import { OUTBOUND_REFUSED_CODE as generatorCode } from '@colorbook/generator';
import { describe, expect, it } from 'vitest';
import {
  type AddressKind,
  assertLiteralAllowed,
  classifyAddress,
  isUrlAllowed,
  OUTBOUND_REFUSED_CODE,
  OutboundAddressError,
  outboundLookup,
} from './outbound-address';

const table: [string, AddressKind][] = [
  // Public
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.0', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.0', 'public'],
  ['169.253.255.255', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['2002:808:808::1', 'public'],
  // IPv4 special ranges
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['169.254.169.254', 'link-local'],
  ['169.254.0.1', 'link-local'],
  ['224.0.0.1', 'multicast'],
  ['192.0.2.10', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  // IPv6 special ranges
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['fec0::1', 'reserved'],
  ['::127.0.0.1', 'reserved'],
  ['2001::1', 'reserved'],
  // IPv4 inside IPv6: mapped, NAT64 and 6to4 forms take the IPv4 address's kind
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::FFFF:169.254.169.254', 'link-local'],
  ['::ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:10.1.2.3', 'private'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'link-local'],
  ['64:ff9b::192.168.0.1', 'private'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:a9fe:a9fe::1', 'link-local'],
  // Not an address at all
  ['localhost', 'invalid'],
  ['', 'invalid'],
  ['127.1', 'invalid'],
];

describe('classifyAddress', () => {
  it.each(table)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

const refused = { allowPrivate: false };
const allowed = { allowPrivate: true };

describe('OutboundAddressError', () => {
  it("carries the code the generator reads as 'this address may not be called'", () => {
    expect(OUTBOUND_REFUSED_CODE).toBe(generatorCode);
    expect(new OutboundAddressError('localhost', 'loopback').code).toBe(generatorCode);
  });
});

describe('assertLiteralAllowed', () => {
  it('refuses a private literal host, lets a public one and any name through', () => {
    expect(() => assertLiteralAllowed('[::1]', refused)).toThrow(OutboundAddressError);
    expect(() => assertLiteralAllowed('169.254.169.254', refused)).toThrow(OutboundAddressError);
    expect(() => assertLiteralAllowed('8.8.8.8', refused)).not.toThrow();
    expect(() => assertLiteralAllowed('api.example.com', refused)).not.toThrow();
  });

  it('lets everything through when private addresses are allowed', () => {
    expect(() => assertLiteralAllowed('127.0.0.1', allowed)).not.toThrow();
  });
});

describe('isUrlAllowed', () => {
  it('refuses literals and names that resolve to private addresses', async () => {
    // The URL parser turns these spellings into 127.0.0.1 before anything else sees them.
    for (const url of [
      'http://127.0.0.1:8080/v1',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::1]:9/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:3000/',
    ])
      expect([url, await isUrlAllowed(url, refused)]).toEqual([url, false]);
  });

  it('accepts a public literal, and anything when private addresses are allowed', async () => {
    expect(await isUrlAllowed('https://8.8.8.8/v1', refused)).toBe(true);
    expect(await isUrlAllowed('http://127.0.0.1:8080/v1', allowed)).toBe(true);
  });

  it('lets a name that does not resolve yet through (the call itself is checked)', async () => {
    expect(await isUrlAllowed('https://no-such-host.invalid/v1', refused)).toBe(true);
  });
});

describe('outboundLookup', () => {
  const lookup = (hostname: string, all: boolean, policy = refused) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      outboundLookup(policy)(hostname, { all }, (error, address) => resolve({ error, address })),
    );

  it('refuses a name that resolves to a loopback address, in both callback forms', async () => {
    for (const all of [false, true]) {
      const { error } = await lookup('localhost', all);
      expect(error).toBeInstanceOf(OutboundAddressError);
      expect((error as OutboundAddressError).kind).toBe('loopback');
    }
  });

  it('hands the socket the checked addresses when the policy allows them', async () => {
    expect(await lookup('localhost', false, allowed)).toEqual({ error: null, address: '127.0.0.1' });
    const { address } = await lookup('localhost', true, allowed);
    expect(address).toEqual(expect.arrayContaining([{ address: '127.0.0.1', family: 4 }]));
  });
});
