import { describe, expect, it } from 'vitest';
import {
  addUtcDays,
  addUtcMonths,
  dayKey,
  monthKey,
  monthName,
  startOfUtcDay,
  startOfUtcMonth,
} from './months';

describe('UTC months and days', () => {
  it('steps across year ends and month lengths, in UTC whatever the local zone', () => {
    const start = startOfUtcMonth(new Date('2026-01-31T23:30:00-05:00'));
    expect(start.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(monthName(addUtcMonths(start, -2))).toBe('Dec 2025');
    expect(monthKey(addUtcMonths(start, 11))).toBe('2027-01');
    const day = startOfUtcDay(new Date('2028-02-28T18:00:00Z'));
    expect(dayKey(addUtcDays(day, 1))).toBe('2028-02-29');
    expect(dayKey(addUtcDays(day, 2))).toBe('2028-03-01');
  });
});
