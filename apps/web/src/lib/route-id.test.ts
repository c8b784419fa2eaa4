import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId (spec §5: the id from the route is a number)', () => {
  it('converts a whole number to a number', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('42')).toBe(42);
  });

  it('gives null when the id is missing', () => {
    expect(parseRouteId(undefined)).toBeNull();
    expect(parseRouteId('')).toBeNull();
  });

  it('gives null for anything that is not a positive whole number', () => {
    for (const raw of ['abc', '0', '-3', '1.5', '1e3', ' 7', '7 ', '0x10', '012', 'Infinity', 'NaN']) {
      expect(parseRouteId(raw), raw).toBeNull();
    }
  });

  it('gives null for numbers too large to be an id', () => {
    expect(parseRouteId('9999999999999999')).toBeNull();
  });
});
