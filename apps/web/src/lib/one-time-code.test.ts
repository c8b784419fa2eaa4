import { describe, expect, it } from 'vitest';
import { completesCode, normaliseCode } from './one-time-code';

describe('normaliseCode', () => {
  it('keeps up to 6 digits from pasted text', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode('Code: 123-456-7')).toBe('123456');
    expect(normaliseCode('abc')).toBe('');
  });
});

describe('completesCode', () => {
  it('submits a pasted or autofilled code', () => {
    expect(completesCode('123456', 'insertFromPaste', null)).toBe(true);
    expect(completesCode('123456', undefined, null)).toBe(true);
    expect(completesCode('123456', 'insertReplacementText', null)).toBe(true);
  });

  it('submits when the last digit is typed', () => {
    expect(completesCode('123456', 'insertText', '6')).toBe(true);
  });

  it('waits for the click when the whole value was filled in at once, or it is incomplete', () => {
    expect(completesCode('123456', 'insertText', '123456')).toBe(false);
    expect(completesCode('12345', 'insertFromPaste', null)).toBe(false);
    expect(completesCode('123456', 'deleteContentBackward', null)).toBe(false);
  });
});
