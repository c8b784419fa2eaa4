import { describe, expect, it } from 'vitest';
import {
  afterVerifyPath,
  forgetChallenge,
  readChallenge,
  rememberChallenge,
  verifyPath,
} from './challenge-storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('challenge storage', () => {
  it('remembers the challenge for its own token only', () => {
    const storage = memoryStorage();
    rememberChallenge(
      { token: 'tok-1', kind: 'sign-up', email: 'ann@example.com', name: 'Ann', plan: 'starter', sentAt: 5 },
      storage,
    );
    expect(readChallenge('tok-1', storage)).toEqual({
      token: 'tok-1',
      kind: 'sign-up',
      email: 'ann@example.com',
      name: 'Ann',
      plan: 'starter',
      setup: undefined,
      sentAt: 5,
    });
    expect(readChallenge('tok-2', storage)).toBeNull();
    forgetChallenge(storage);
    expect(readChallenge('tok-1', storage)).toBeNull();
  });
});

describe('paths', () => {
  it('keeps the plan on the verify path', () => {
    expect(verifyPath('abc')).toBe('/verify/abc');
    expect(verifyPath('abc', 'starter')).toBe('/verify/abc?plan=starter');
  });

  it('after verify: admins to /admin, a chosen plan to checkout, else favorites', () => {
    expect(afterVerifyPath(true, 'starter')).toBe('/admin');
    expect(afterVerifyPath(false, 'starter')).toBe('/checkout?plan=starter');
    expect(afterVerifyPath(false)).toBe('/pages/favorite');
  });
});
