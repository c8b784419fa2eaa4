import { defaultLocale, type Locale } from '@colorbook/i18n';
import type { Website } from './website';
import {
  filled,
  isObject,
  type Json,
  landingSectionKeys,
  overlaySection,
  sectionTranslationSchemas,
  type TranslatableSection,
  type TranslatedLocale,
} from './website-translations';

/*
 * The website setting as a visitor of one language reads it, and how far each section is
 * translated (website-translations.ts holds the translations' shapes; website.ts the setting's).
 */

function sectionOf(website: Website, key: TranslatableSection): unknown {
  return key === 'terms' || key === 'privacy' ? website[key] : website.landing[key];
}

/** The website as a visitor of `locale` reads it; the default language's text wherever no translation exists. */
export function localizeWebsite(website: Website, locale: Locale): Website {
  const translation =
    locale === defaultLocale ? undefined : website.translations?.[locale as TranslatedLocale];
  if (!translation) return website;
  const landing = { ...website.landing } as Record<string, unknown>;
  for (const key of landingSectionKeys) {
    landing[key] = overlaySection(website.landing[key], translation[key]);
  }
  return {
    ...website,
    landing: landing as Website['landing'],
    terms: overlaySection(website.terms, translation.terms),
    privacy: overlaySection(website.privacy, translation.privacy),
  };
}

/** The app's tagline (a setting of its own) as a visitor of `locale` reads it. */
export function localizeTagline(website: Website, locale: Locale, tagline: string): string {
  if (locale === defaultLocale) return tagline;
  const translated = website.translations?.[locale as TranslatedLocale]?.home?.tagline;
  return filled(translated) ? translated : tagline;
}

/** The section's words in the default language (links, icons and flags dropped): what a translation starts from. */
export function translatableText(website: Website, key: TranslatableSection): Json {
  return sectionTranslationSchemas[key].parse(sectionOf(website, key)) as Json;
}

const sameInEveryLanguage = new Set(['name', 'value']);

/**
 * How much of a section the language's translation covers: 'full' when every non-empty default
 * string has a translation, 'partial' when some do, 'none' when none do (the admin editor's badge).
 */
export function sectionTranslationState(
  website: Website,
  key: TranslatableSection,
  locale: TranslatedLocale,
): 'full' | 'partial' | 'none' {
  let needed = 0;
  let done = 0;
  const walk = (source: unknown, target: unknown) => {
    if (!isObject(source)) return;
    for (const [field, value] of Object.entries(source)) {
      const other = isObject(target) ? target[field] : undefined;
      if (typeof value === 'string') {
        // A person's name and a metric's number usually read the same in every language.
        if (!value.trim() || sameInEveryLanguage.has(field)) continue;
        needed += 1;
        if (filled(other)) done += 1;
      } else if (Array.isArray(value)) {
        value.forEach((child, index) => {
          walk(child, Array.isArray(other) ? other[index] : undefined);
        });
      }
    }
  };
  walk(translatableText(website, key), website.translations?.[locale]?.[key]);
  if (needed === 0) return 'full';
  if (done === 0) return 'none';
  return done >= needed ? 'full' : 'partial';
}
