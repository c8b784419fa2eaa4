import {
  type Plan,
  type PlanTranslations,
  type TranslatedLocale,
  translatedLocales,
} from '@colorbook/contract';

/** What the translation inputs hold: each other language's title and description, as typed. */
export type PlanTranslationInput = Record<TranslatedLocale, { title: string; description: string }>;

export function planTranslationsOf(plan: Pick<Plan, 'translations'>): PlanTranslationInput {
  return Object.fromEntries(
    translatedLocales.map((locale) => [
      locale,
      {
        title: plan.translations?.[locale]?.title ?? '',
        description: plan.translations?.[locale]?.description ?? '',
      },
    ]),
  ) as PlanTranslationInput;
}

/** The body's `translations`: blanks left out, so an empty field shows the English again. */
export function toPlanTranslations(input: PlanTranslationInput): PlanTranslations {
  const out: PlanTranslations = {};
  for (const locale of translatedLocales) {
    const title = input[locale].title.trim();
    const description = input[locale].description.trim();
    out[locale] = { ...(title && { title }), ...(description && { description }) };
  }
  return out;
}
