import { describe, expect, it } from 'vitest';
import { draftKey, draftKeysToForget, draftOwner } from './device-drafts';

describe('drafts on the device', () => {
  it('keys a draft by user and page', () => {
    expect(draftKey(7, 42)).toBe('v1:user:7:page:42');
    expect(draftKey(7, 42)).not.toBe(draftKey(8, 42));
    expect(draftKey(7, 42)).not.toBe(draftKey(7, 4));
    expect(draftOwner(draftKey(7, 42))).toBe(7);
    expect(draftOwner('something else')).toBeNull();
  });

  it("forgets every other user's drafts, and everything without a user", () => {
    const stored = [
      draftKey(7, 1),
      draftKey(8, 1),
      draftKey(7, 2),
      draftKey(70, 3),
      'v2:user:8:page:9',
      'junk',
    ];
    expect(draftKeysToForget(stored, 7)).toEqual([
      draftKey(8, 1),
      draftKey(70, 3),
      'v2:user:8:page:9',
      'junk',
    ]);
    expect(draftKeysToForget(stored, null)).toEqual(stored);
    expect(draftKeysToForget([], 7)).toEqual([]);
  });
});
