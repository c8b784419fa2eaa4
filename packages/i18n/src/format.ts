import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, type Locale } from './locales';

export type Catalogue = Record<string, string>;
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats one ICU message of `catalogue`, falling back to English's text for a key the language
 * lacks (the catalogue test keeps that from happening in a release) and to the key itself last.
 */
export function formatMessage(
  locale: Locale,
  catalogue: Catalogue,
  english: Catalogue,
  key: string,
  values?: MessageValues,
): string {
  const source = catalogue[key] ?? english[key];
  if (source === undefined) return key;
  const usedLocale = catalogue[key] === undefined ? defaultLocale : locale;
  const cacheKey = `${usedLocale}\u0000${source}`;
  let message = compiled.get(cacheKey);
  if (!message) {
    message = new IntlMessageFormat(source, usedLocale);
    compiled.set(cacheKey, message);
  }
  return String(message.format(values as Record<string, string | number | Date | boolean>));
}
