import { describe, expect, it } from 'vitest';
import { draftKey, startFrom } from './draft';

describe('drafts', () => {
  it('keys a draft by user and page', () => {
    expect(draftKey(7, 42)).toBe('v1:user:7:page:42');
    expect(draftKey(7, 42)).not.toBe(draftKey(8, 42));
    expect(draftKey(7, 42)).not.toBe(draftKey(7, 4));
  });

  it('prefers the draft unless the saved colouring changed elsewhere', () => {
    expect(startFrom(null, null)).toBe('blank');
    expect(startFrom(null, '/api/files/a.png')).toBe('colored');
    expect(startFrom({ basePhoto: null }, null)).toBe('draft');
    expect(startFrom({ basePhoto: '/api/files/a.png' }, '/api/files/a.png')).toBe('draft');
    // Saved from another device since the draft was taken.
    expect(startFrom({ basePhoto: '/api/files/a.png' }, '/api/files/b.png')).toBe('colored');
    expect(startFrom({ basePhoto: null }, '/api/files/b.png')).toBe('colored');
  });
});
