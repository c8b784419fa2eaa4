import { defaultLocale, type Locale } from '@colorbook/i18n';

/*
 * The language the screens are shown in, readable without React and without the locale store's
 * dependencies (the API client, local storage), so plain formatting helpers can follow it.
 * lib/locale-store is the only writer.
 */
let active: Locale = defaultLocale;

export const getActiveLocale = (): Locale => active;

export function setActiveLocale(locale: Locale): void {
  active = locale;
}

/**
 * The Intl tag for amounts and dates: English stays US English ("$2.50", "March 12, 2026"), as the
 * spec writes them; every other language is its own tag.
 */
export const intlTag = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);
