/*
 * The languages Colorbook speaks (issue 23, docs/decisions/0032). English is the default and its
 * catalogue is the spec's own wording. A sixth language is one more catalogue in messages/ and one
 * more entry here.
 */
export const locales = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language named in itself, for the switchers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The supported locale for one language tag: exact, then by its language ("pt-PT" → pt-BR, "es-MX" → es). */
export function matchLocale(tag: string): Locale | undefined {
  const clean = tag.trim().toLowerCase();
  if (!clean) return undefined;
  const exact = locales.find((locale) => locale.toLowerCase() === clean);
  if (exact) return exact;
  const language = clean.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language);
}

/** The first supported language of a preference list (navigator.languages), else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return defaultLocale;
}

/** An Accept-Language header in its q order ("fr-CH, fr;q=0.9, en;q=0.8") → a locale. */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickLocale(ranked.map((entry) => entry.tag));
}
