import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth.plugin';

describe('bearerToken', () => {
  it('reads a Bearer token, scheme case-insensitive', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc ')).toBe('abc');
  });

  it('treats anything else as no token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer a b',
      `Bearer ${'x'.repeat(257)}`,
    ]) {
      expect(bearerToken(header), String(header)).toBeNull();
    }
  });
});
