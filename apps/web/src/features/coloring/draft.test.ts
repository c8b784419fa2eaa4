import { describe, expect, it } from 'vitest';
import { afterSave, changeStamp, startFrom } from './draft';

describe('drafts', () => {
  it('prefers the draft unless the saved colouring changed elsewhere', () => {
    expect(startFrom(null, null)).toBe('blank');
    expect(startFrom(null, '/api/files/a.png')).toBe('colored');
    expect(startFrom({ basePhoto: null }, null)).toBe('draft');
    expect(startFrom({ basePhoto: '/api/files/a.png' }, '/api/files/a.png')).toBe('draft');
    // Saved from another device since the draft was taken.
    expect(startFrom({ basePhoto: '/api/files/a.png' }, '/api/files/b.png')).toBe('colored');
    expect(startFrom({ basePhoto: null }, '/api/files/b.png')).toBe('colored');
  });

  it('stamps every change later than the one before, even within one millisecond', () => {
    expect(changeStamp(0, 1_000)).toBe(1_000);
    expect(changeStamp(1_000, 1_000)).toBe(1_001);
    // A clock set back does not make a later change look older.
    expect(changeStamp(5_000, 1_000)).toBe(5_001);
  });

  it('deletes the draft once a save holds all of it, and keeps newer work', () => {
    expect(afterSave({ updatedAt: 1_000 }, 1_000)).toBe('delete');
    expect(afterSave({ updatedAt: 900 }, 1_000)).toBe('delete');
    // Painted after the picture was taken: that work is not saved yet.
    expect(afterSave({ updatedAt: 1_001 }, 1_000)).toBe('keep');
    // A save queued before saves recorded what they hold.
    expect(afterSave({ updatedAt: 1 }, Number.NEGATIVE_INFINITY)).toBe('keep');
  });
});
