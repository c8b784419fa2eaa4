import { describe, expect, it } from 'vitest';
import { countLabel, formatCompactNumber, initialsOf, shortenFilename } from './format';

describe('formatCompactNumber', () => {
  it('uses a compact format with at most 1 decimal', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1234)).toBe('1.2K');
    expect(formatCompactNumber(1500000)).toBe('1.5M');
    expect(formatCompactNumber(Number.NaN)).toBe('0');
  });
});

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(`${countLabel(1, 'page')} shown`).toBe('1 page shown');
    expect(countLabel(1, 'user')).toBe('1 user');
  });

  it('uses the plural for none and for more than one', () => {
    expect(countLabel(0, 'page')).toBe('0 pages');
    expect(countLabel(2, 'page')).toBe('2 pages');
    expect(countLabel(21, 'colored page')).toBe('21 colored pages');
  });

  it('takes an irregular plural', () => {
    expect(countLabel(3, 'person', 'people')).toBe('3 people');
  });
});

describe('shortenFilename (spec §5)', () => {
  it('keeps names up to 17 characters', () => {
    expect(shortenFilename('holiday-photo.png')).toBe('holiday-photo.png');
  });

  it('shows the first 7 and last 7 characters of longer names', () => {
    expect(shortenFilename('my-very-long-photo-name.jpeg')).toBe('my-very…me.jpeg');
  });

  it('switches exactly above 17 characters', () => {
    expect(shortenFilename('abcdefghijklmnopq')).toBe('abcdefghijklmnopq');
    expect(shortenFilename('abcdefghijklmnopqr')).toBe('abcdefg…lmnopqr');
    expect(shortenFilename('')).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Ann Lee')).toBe('AL');
    expect(initialsOf('ann   maria  lee')).toBe('AL');
    expect(initialsOf('zoë')).toBe('Z');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('formatCompactNumber in other languages', () => {
  it('follows the language’s own compact words and decimal mark', () => {
    expect(formatCompactNumber(1234, 'es')).toBe('1,2\u00a0mil');
    expect(formatCompactNumber(1500000, 'de')).toBe('1,5\u00a0Mio.');
    expect(formatCompactNumber(1234, 'fr')).toBe('1,2\u00a0k');
    expect(formatCompactNumber(1500000, 'pt-BR')).toBe('1,5\u00a0mi');
  });
});
