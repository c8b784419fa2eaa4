import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, pagesLabel } from './billing-format';

describe('billing words', () => {
  it('shows amounts with cents', () => {
    expect(formatMoney(2.5)).toBe('$2.50');
    expect(formatMoney(350)).toBe('$350.00');
    expect(formatMoney(0.45, 'EUR')).toBe('€0.45');
  });

  it('counts pages in words', () => {
    expect(pagesLabel(1)).toBe('1 page');
    expect(pagesLabel(5)).toBe('5 pages');
  });

  it('writes dates out, and nothing for a missing or broken one', () => {
    expect(formatLongDate('2026-03-12T10:00:00.000Z')).toBe('March 12, 2026');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});

describe('billing words in other languages', () => {
  it('puts amounts and dates the language’s way', () => {
    expect(formatMoney(12, 'EUR', 'de')).toMatch(/^12,00\s€$/);
    expect(formatMoney(2.5, 'USD', 'pt-BR')).toMatch(/^US\$\s2,50$/);
    expect(formatLongDate('2026-03-12T10:00:00.000Z', 'es')).toBe('12 de marzo de 2026');
    expect(formatLongDate('2026-03-12T10:00:00.000Z', 'de')).toBe('12. März 2026');
  });
});
