import { defaultLanding, defaultLandingTranslations, type Website } from '@colorbook/contract';
import { type LegalFacts, privacyTemplate, termsTemplate } from './legal-templates';

/**
 * The whole first `website` value: the landing copy the web app also falls back to (contract),
 * with Terms and Privacy filled from the settings.
 */
export function websiteCopy(facts: LegalFacts): Website {
  return {
    landing: defaultLanding,
    terms: { visibility: true, content: termsTemplate(facts) },
    privacy: { visibility: true, content: privacyTemplate(facts) },
    translations: defaultLandingTranslations,
  };
}
