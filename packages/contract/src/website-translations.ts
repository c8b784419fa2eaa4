import { defaultLocale, type Locale, locales } from '@colorbook/i18n';
import { z } from 'zod';

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

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
export const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

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
