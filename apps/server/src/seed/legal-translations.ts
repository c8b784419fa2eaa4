import type { TranslatedLocale, WebsiteTranslations } from '@colorbook/contract';
import { type LegalFacts, privacyTemplate, termsTemplate } from './legal-templates';
import { privacyTemplateDe, termsTemplateDe } from './legal-templates-de';
import { privacyTemplateEs, termsTemplateEs } from './legal-templates-es';
import { privacyTemplateFr, termsTemplateFr } from './legal-templates-fr';
import { privacyTemplatePtBr, termsTemplatePtBr } from './legal-templates-pt-br';

export type LegalPage = 'terms' | 'privacy';
export const legalPages: readonly LegalPage[] = ['terms', 'privacy'];
type Template = (facts: LegalFacts) => string;

export const englishLegalTemplates: Record<LegalPage, Template> = {
  terms: termsTemplate,
  privacy: privacyTemplate,
};

/** The seeded Terms and Privacy in every language but English (issue 23). */
export const translatedLegalTemplates: Record<TranslatedLocale, Record<LegalPage, Template>> = {
  es: { terms: termsTemplateEs, privacy: privacyTemplateEs },
  fr: { terms: termsTemplateFr, privacy: privacyTemplateFr },
  de: { terms: termsTemplateDe, privacy: privacyTemplateDe },
  'pt-BR': { terms: termsTemplatePtBr, privacy: privacyTemplatePtBr },
};

/**
 * `translations` with the legal pages `add` holds laid in, language by language and page by
 * page; everything else in `translations` is kept.
 */
export function mergeTranslations(
  translations: WebsiteTranslations,
  add: WebsiteTranslations,
): WebsiteTranslations {
  const out: WebsiteTranslations = { ...translations };
  for (const [locale, pages] of Object.entries(add) as [
    TranslatedLocale,
    WebsiteTranslations[TranslatedLocale],
  ][]) {
    out[locale] = { ...out[locale], ...pages };
  }
  return out;
}

/** Both legal pages in every other language, filled from the same facts as the English. */
export function seededLegalTranslations(facts: LegalFacts): WebsiteTranslations {
  const out: WebsiteTranslations = {};
  for (const [locale, templates] of Object.entries(translatedLegalTemplates) as [
    TranslatedLocale,
    Record<LegalPage, Template>,
  ][]) {
    out[locale] = {
      terms: { content: templates.terms(facts) },
      privacy: { content: templates.privacy(facts) },
    };
  }
  return out;
}
