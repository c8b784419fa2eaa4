import { describe, expect, it } from 'vitest';
import { draftKey, draftKeysToForget, draftOwner, profileDraftKeys } from './device-drafts';

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

  it("keys a child profile's draft apart from the grown-up's and from a sibling's", () => {
    // The grown-up's key is the one drafts had before profiles: those drafts keep opening.
    expect(draftKey(7, 42, null)).toBe('v1:user:7:page:42');
    expect(draftKey(7, 42, 3)).toBe('v1:user:7:profile:3:page:42');
    expect(new Set([draftKey(7, 42), draftKey(7, 42, 3), draftKey(7, 42, 4)]).size).toBe(3);
    expect(draftOwner(draftKey(7, 42, 3))).toBe(7);
  });

  it("keeps a child's drafts with their user at a change of session, and finds them when the child is removed", () => {
    const stored = [
      draftKey(7, 1),
      draftKey(7, 1, 3),
      draftKey(7, 2, 3),
      draftKey(7, 1, 30),
      draftKey(8, 1, 3),
    ];
    expect(draftKeysToForget(stored, 7)).toEqual([draftKey(8, 1, 3)]);
    expect(profileDraftKeys(stored, 7, 3)).toEqual([draftKey(7, 1, 3), draftKey(7, 2, 3)]);
  });
});
