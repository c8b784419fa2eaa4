import type { Locale } from '@colorbook/i18n';
import { getActiveLocale, intlTag } from './active-locale';

/** Words and amounts shared by the billing screens (checkout, payment, account), in the active language. */

type Currency = 'USD' | 'EUR';
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** An amount to pay, always with cents: "$2.50", "€12.00" (German: "12,00 €"). */
export const formatMoney = (
  amount: number,
  currency: Currency = 'USD',
  locale: Locale = getActiveLocale(),
): string =>
  cached(
    `money:${locale}:${currency}`,
    () => new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(amount);

export const pagesLabel = (pages: number): string => `${pages} ${pages === 1 ? 'page' : 'pages'}`;

/** "March 12, 2026" ("12 de marzo de 2026"); null for a missing or unreadable date. */
export function formatLongDate(
  iso: string | null | undefined,
  locale: Locale = getActiveLocale(),
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long' }),
  ).format(date);
}
