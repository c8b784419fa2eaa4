import { defaultLanding, defaultLandingTranslations, type Website } from '@colorbook/contract';
import { type LegalFacts, privacyTemplate, termsTemplate } from './legal-templates';
import { mergeTranslations, seededLegalTranslations } from './legal-translations';

/**
 * The whole first `website` value: the landing copy the web app also falls back to (contract),
 * with Terms and Privacy filled from the settings, and all of it in every other language.
 */
export function websiteCopy(facts: LegalFacts): Website {
  return {
    landing: defaultLanding,
    terms: { visibility: true, content: termsTemplate(facts) },
    privacy: { visibility: true, content: privacyTemplate(facts) },
    translations: mergeTranslations(defaultLandingTranslations, seededLegalTranslations(facts)),
  };
}
