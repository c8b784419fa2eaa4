import { defaultLocale, type Locale, locales } from '@colorbook/i18n';
import { z } from 'zod';
import type { Website } from './website';

/*
 * Admin-edited content in other languages (issue 23). The `website` setting keeps its default
 * language (English) as before, plus `translations`: for each other language, the text of the
 * sections an admin (or the seed) translated. Only words are translated; pictures, links,
 * icons, visibility and the number and order of list items stay the default language's, so a
 * translation can never hide a section or break a layout. Whatever is missing — a language, a
 * section, a field, an item — shows the default language's text.
 */

/** The languages a translation can be written in: every locale but the default. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale) as Exclude<
  Locale,
  'en'
>[];
export type TranslatedLocale = (typeof translatedLocales)[number];

const text = z.string().max(5000);
const item = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape).partial()).max(100);

/** Each section's translatable words. */
export const sectionTranslationSchemas = {
  /** `tagline`: the app's tagline setting (shown in the hero, the footer and the page title) in this language. */
  home: z.object({ title: text, description: text, button: text, tagline: text }).partial(),
  howItWorks: z
    .object({ title: text, description: text, steps: item({ title: text, description: text }) })
    .partial(),
  features: z
    .object({ title: text, description: text, items: item({ title: text, description: text }) })
    .partial(),
  testimonials: z
    .object({ title: text, description: text, items: item({ feedback: text, name: text, location: text }) })
    .partial(),
  metrics: z.object({ title: text, description: text, items: item({ value: text, label: text }) }).partial(),
  pricing: z.object({ title: text, description: text }).partial(),
  faqs: z.object({ title: text, description: text, items: item({ question: text, answer: text }) }).partial(),
  callToAction: z.object({ title: text, description: text, button: text }).partial(),
  contact: z.object({ title: text, description: text, address: text }).partial(),
  footer: z.object({ description: text }).partial(),
  terms: z.object({ content: z.string().max(100_000) }).partial(),
  privacy: z.object({ content: z.string().max(100_000) }).partial(),
} as const;

export type TranslatableSection = keyof typeof sectionTranslationSchemas;
export const translatableSections = Object.keys(sectionTranslationSchemas) as TranslatableSection[];
export const landingSectionKeys = translatableSections.filter(
  (key): key is Exclude<TranslatableSection, 'terms' | 'privacy'> => key !== 'terms' && key !== 'privacy',
);

export const websiteTranslationSchema = z.object(sectionTranslationSchemas).partial();
export type WebsiteTranslation = z.infer<typeof websiteTranslationSchema>;

export type WebsiteTranslations = Partial<Record<TranslatedLocale, WebsiteTranslation>>;
export const websiteTranslationsSchema = z
  .object(Object.fromEntries(translatedLocales.map((locale) => [locale, websiteTranslationSchema])))
  .partial() as unknown as z.ZodType<WebsiteTranslations>;

/** A plan's title and description in other languages (the `plans.translations` column). */
export type PlanTranslations = Partial<Record<TranslatedLocale, { title?: string; description?: string }>>;
export const planTranslationsSchema = z
  .object(
    Object.fromEntries(
      translatedLocales.map((locale) => [
        locale,
        z
          .object({
            title: z.string().trim().max(60, 'title must be at most 60 characters'),
            description: z.string().trim().max(500, 'description must be at most 500 characters'),
          })
          .partial(),
      ]),
    ),
  )
  .partial() as unknown as z.ZodType<PlanTranslations>;

/** A plan's title and description as a visitor of `locale` reads them (the default's where untranslated). */
export function localizePlan<
  T extends { title: string; description: string; translations?: PlanTranslations },
>(plan: T, locale: Locale): T {
  const translation = locale === defaultLocale ? undefined : plan.translations?.[locale as TranslatedLocale];
  if (!translation) return plan;
  return {
    ...plan,
    title: filled(translation.title) ? translation.title : plan.title,
    description: filled(translation.description) ? translation.description : plan.description,
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The default section with the translation's words laid over it: each non-empty string field
 * replaces the default's, list items by position (the default decides how many there are).
 */
export function overlaySection<T>(base: T, translation: unknown): T {
  if (!isObject(base) || !isObject(translation)) return base;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(translation)) {
    const current = out[key];
    if (typeof current === 'string' && filled(value)) out[key] = value;
    else if (Array.isArray(current) && Array.isArray(value)) {
      out[key] = current.map((entry, index) => overlaySection(entry, value[index]));
    }
  }
  return out as T;
}

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
