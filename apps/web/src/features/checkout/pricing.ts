import { MAX_PAGES_PER_PURCHASE } from '@colorbook/contract';

/**
 * What the number-of-pages field holds (spec §5 Buy Pages): non-numeric or zero aborts silently
 * (the proceed button does nothing); a number the server would refuse is explained inline.
 */
export type PagesAmount =
  | { kind: 'ok'; pages: number }
  | { kind: 'abort' }
  /** `message` is a catalogue key ({max} for the limit). */
  | { kind: 'invalid'; message: string };

export const WHOLE_PAGES_MESSAGE = 'checkout.pack.wholePages';
export const TOO_MANY_PAGES_MESSAGE = 'checkout.pack.tooMany';

export function parsePagesAmount(input: string): PagesAmount {
  const text = input.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value) || value === 0) return { kind: 'abort' };
  if (!/^\d+$/.test(text)) return { kind: 'invalid', message: WHOLE_PAGES_MESSAGE };
  if (value > MAX_PAGES_PER_PURCHASE) return { kind: 'invalid', message: TOO_MANY_PAGES_MESSAGE };
  return { kind: 'ok', pages: value };
}

/** Money is counted in cents so 3 × 0.1 is 0.30, not 0.30000000000000004. */
const toCents = (amount: number): number => Math.round(amount * 100);

/** Dollars for `pages` at `pagePrice` dollars a page (setting amount_one_page). */
export const pagesPrice = (pages: number, pagePrice: number): number => toCents(pages * pagePrice) / 100;

/** VirtPay (DESIGN §6): one page is one token; euros = tokens × the token's price. */
export const tokensPrice = (tokens: number, tokenPriceEur: number): number =>
  toCents(tokens * tokenPriceEur) / 100;
