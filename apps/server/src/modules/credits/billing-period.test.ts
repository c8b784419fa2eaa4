import { describe, expect, it } from 'vitest';
import { addMonths, periodContaining, periodKey } from './billing-period';

const utc = (s: string) => new Date(`${s}T00:00:00.000Z`);

describe('billing periods', () => {
  it('adds months, clamping to the last day of a short month', () => {
    expect(addMonths(utc('2026-01-31'), 1).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addMonths(utc('2026-01-31'), 2).toISOString().slice(0, 10)).toBe('2026-03-31');
    expect(addMonths(utc('2026-11-15'), 2).toISOString().slice(0, 10)).toBe('2027-01-15');
  });

  it('finds the period containing a date', () => {
    const anchor = utc('2026-01-15');
    expect(periodContaining(anchor, utc('2026-01-20'))).toEqual({
      start: utc('2026-01-15'),
      end: utc('2026-02-15'),
    });
    expect(periodContaining(anchor, utc('2026-03-14'))).toEqual({
      start: utc('2026-02-15'),
      end: utc('2026-03-15'),
    });
    expect(periodContaining(anchor, utc('2026-03-15'))).toEqual({
      start: utc('2026-03-15'),
      end: utc('2026-04-15'),
    });
    expect(periodKey(utc('2026-03-15'))).toBe('2026-03-15');
  });
});
