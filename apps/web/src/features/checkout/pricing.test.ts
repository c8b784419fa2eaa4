import { type Catalogue, formatMessage } from '@colorbook/i18n';
import en from '@colorbook/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/billing-format';
import {
  pagesPrice,
  parsePagesAmount,
  TOO_MANY_PAGES_MESSAGE,
  tokensPrice,
  WHOLE_PAGES_MESSAGE,
} from './pricing';

const english = en as Catalogue;

describe('parsePagesAmount', () => {
  it('reads a whole number of pages from 1 to 1000', () => {
    expect(parsePagesAmount('1')).toEqual({ kind: 'ok', pages: 1 });
    expect(parsePagesAmount(' 25 ')).toEqual({ kind: 'ok', pages: 25 });
    expect(parsePagesAmount('1000')).toEqual({ kind: 'ok', pages: 1000 });
  });

  it('aborts silently on an empty, non-numeric or zero amount (spec §5)', () => {
    for (const input of ['', '   ', 'abc', 'five', '5 pages', '0', '00', '-0', '0.0']) {
      expect(parsePagesAmount(input), input).toEqual({ kind: 'abort' });
    }
  });

  it('explains amounts the server would refuse', () => {
    for (const input of ['2.5', '-3', '1e2', '+4']) {
      expect(parsePagesAmount(input), input).toEqual({ kind: 'invalid', message: WHOLE_PAGES_MESSAGE });
    }
    expect(parsePagesAmount('1001')).toEqual({ kind: 'invalid', message: TOO_MANY_PAGES_MESSAGE });
  });
});

describe('prices', () => {
  it('multiplies pages by the page price in whole cents', () => {
    expect(pagesPrice(5, 0.5)).toBe(2.5);
    expect(pagesPrice(3, 0.1)).toBe(0.3);
    expect(pagesPrice(1000, 0.35)).toBe(350);
    expect(pagesPrice(7, 0.333)).toBe(2.33);
  });

  it('prices VirtPay tokens in euros, one token a page', () => {
    expect(tokensPrice(5, 0.4)).toBe(2);
    expect(tokensPrice(3, 0.15)).toBe(0.45);
  });

  it('shows the price of a pack with cents, and counts tokens in words', () => {
    expect(formatMoney(pagesPrice(5, 0.5))).toBe('$2.50');
    expect(formatMoney(tokensPrice(3, 0.15), 'EUR')).toBe('€0.45');
    const detail = (pages: number) =>
      formatMessage('en', english, english, 'checkout.pack.detailTokens', { pages, price: '€0.15' });
    expect(detail(1)).toBe('1 token × €0.15 (1 page = 1 token)');
    expect(detail(12)).toBe('12 tokens × €0.15 (1 page = 1 token)');
  });
});
