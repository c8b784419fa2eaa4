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

  it('keeps where to go next on the verify path and in the challenge, checked when read', () => {
    expect(verifyPath('abc', undefined, '/pages/7/color')).toBe('/verify/abc?next=%2Fpages%2F7%2Fcolor');
    const storage = memoryStorage();
    rememberChallenge(
      { token: 't', kind: 'sign-up', email: 'a@example.com', next: '/pages/7/color', sentAt: 1 },
      storage,
    );
    expect(readChallenge('t', storage)?.next).toBe('/pages/7/color');
    rememberChallenge(
      { token: 't', kind: 'sign-up', email: 'a@example.com', next: '//evil.example', sentAt: 1 },
      storage,
    );
    expect(readChallenge('t', storage)?.next).toBeUndefined();
  });

  it('after verify: the screen the user came for, but never off the app', () => {
    expect(afterVerifyPath(false, undefined, '/pages/7/color')).toBe('/pages/7/color');
    expect(afterVerifyPath(false, undefined, 'https://evil.example/pages')).toBe('/pages/favorite');
    expect(afterVerifyPath(true, undefined, '/pages/7/color')).toBe('/admin');
    expect(afterVerifyPath(false, 'starter', '/pages/7/color')).toBe('/checkout?plan=starter');
  });

  it('after verify: admins to /admin, a chosen plan to checkout, else favorites', () => {
    expect(afterVerifyPath(true, 'starter')).toBe('/admin');
    expect(afterVerifyPath(false, 'starter')).toBe('/checkout?plan=starter');
    expect(afterVerifyPath(false)).toBe('/pages/favorite');
  });
});
