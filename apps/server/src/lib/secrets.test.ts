import { describe, expect, it } from 'vitest';
import { hashOtp, maskSecret, randomOtp, randomToken, sameHash, sha256 } from './secrets';

describe('randomOtp', () => {
  it('is always six digits, zero-padded, and varies', () => {
    const codes = Array.from({ length: 2000 }, randomOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // With 2000 draws, a leading zero (10% of codes) is all but certain: padding must keep it.
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});

describe('randomToken', () => {
  it('is 256 bits, URL-safe, and unique', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
  });
});

describe('hashing', () => {
  it('sha256 is the hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('keys the code hash with the challenge token, so one code hashes differently per challenge', () => {
    expect(hashOtp('token-a', '123456')).not.toBe(hashOtp('token-b', '123456'));
    expect(hashOtp('token-a', '123456')).toBe(hashOtp('token-a', '123456'));
    expect(hashOtp('token-a', '123456')).not.toContain('123456');
  });

  it('sameHash compares digests and refuses empty or differently sized ones', () => {
    const a = sha256('x');
    expect(sameHash(a, sha256('x'))).toBe(true);
    expect(sameHash(a, sha256('y'))).toBe(false);
    expect(sameHash(a, a.slice(0, 10))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });
});

describe('maskSecret', () => {
  it('shows only the last four characters of a long secret', () => {
    expect(maskSecret('sk-live-1234567890abcd')).toBe('••••••••abcd');
  });

  it('masks short values completely and leaves unset ones empty', () => {
    expect(maskSecret('1.50')).toBe('••••••••');
    expect(maskSecret('short-secr1')).toBe('••••••••');
    expect(maskSecret('')).toBe('');
  });
});
