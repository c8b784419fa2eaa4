import { describe, expect, it } from 'vitest';
import { clientIpKey } from './route-limits';

describe('clientIpKey', () => {
  it('keeps IPv4 addresses exact', () => {
    expect(clientIpKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientIpKey('203.0.113.8')).not.toBe(clientIpKey('203.0.113.7'));
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientIpKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    for (const same of [
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00aa:00BB:0:0:0:2',
      '2001:db8:aa:bb:1234:5678:9abc:def0',
      '2001:db8:aa:bb::1%eth0',
    ]) {
      expect(clientIpKey(same), same).toBe(key);
    }
    expect(clientIpKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientIpKey('::1')).toBe('0:0:0:0::/64');
    expect(clientIpKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientIpKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientIpKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientIpKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientIpKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientIpKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves anything that is not an IP address as it is', () => {
    expect(clientIpKey('unknown')).toBe('unknown');
    expect(clientIpKey('')).toBe('');
  });
});
