import { describe, expect, it } from 'vitest';
import { formatDollars } from './plans';

describe('formatDollars', () => {
  it('drops cents on whole amounts and keeps them otherwise', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(9)).toBe('$9');
    expect(formatDollars(19.5)).toBe('$19.50');
  });

  it('writes the price the way the language does', () => {
    expect(formatDollars(19.5, 'de')).toBe('19,50\u00a0$');
    expect(formatDollars(9, 'fr')).toBe('9\u00a0$US');
    expect(formatDollars(9, 'pt-BR')).toBe('US$\u00a09');
  });
});
