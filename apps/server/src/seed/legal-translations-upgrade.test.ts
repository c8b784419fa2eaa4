import { defaultLandingTranslations, translatedLocales } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { privacyTemplate, termsTemplate } from './legal-templates';
import { privacyTemplateFr, termsTemplateFr } from './legal-templates-fr';
import { legalTranslationsFor } from './legal-translations-upgrade';

const facts = { appName: 'Crayon Club', contactEmail: 'help@crayon.example' };
// Seeded at some time of day long ago: the page keeps only the day.
const seededOn = new Date('2025-11-09T17:42:00Z');

const stored = (terms: string, privacy: string, translations?: unknown) => ({
  landing: {},
  terms: { visibility: true, content: terms },
  privacy: { visibility: false, content: privacy },
  ...(translations === undefined ? {} : { translations }),
});

describe('seeded legal translations for an existing install', () => {
  it('translates both pages into every language while their English is the seeded text', () => {
    const website = stored(
      termsTemplate({ ...facts, date: seededOn }),
      privacyTemplate({ ...facts, date: seededOn }),
      defaultLandingTranslations,
    );
    const add = legalTranslationsFor(website, facts);
    expect(Object.keys(add).sort()).toEqual([...translatedLocales].sort());
    // Filled with the English page's own date, not today's.
    expect(add.fr?.terms?.content).toBe(termsTemplateFr({ ...facts, date: seededOn }));
    expect(add.fr?.privacy?.content).toBe(privacyTemplateFr({ ...facts, date: seededOn }));
    expect(add.fr?.terms?.content).toContain('9 novembre 2025');
    // Only the legal pages: the landing's translations are not this step's business.
    expect(Object.keys(add.de ?? {}).sort()).toEqual(['privacy', 'terms']);
  });

  it('leaves a page whose English an admin edited, even by one character', () => {
    const terms = termsTemplate({ ...facts, date: seededOn });
    const website = stored(
      terms.replace('14 days', '30 days'),
      privacyTemplate({ ...facts, date: seededOn }),
    );
    const add = legalTranslationsFor(website, facts);
    for (const locale of translatedLocales) {
      expect(add[locale]?.terms).toBeUndefined();
      expect(add[locale]?.privacy?.content).toBeTruthy();
    }
  });

  it('leaves pages seeded under another app name, or with no seeded date line', () => {
    const website = stored(
      termsTemplate({ ...facts, date: seededOn }),
      privacyTemplate({ ...facts, date: seededOn }).replace('Last updated', 'Updated'),
    );
    expect(legalTranslationsFor(website, { ...facts, appName: 'Colorbook' })).toEqual({});
    expect(Object.keys(legalTranslationsFor(website, facts).es ?? {})).toEqual(['terms']);
  });

  it('never replaces a language’s own text, and fills only the languages without one', () => {
    const website = stored(
      termsTemplate({ ...facts, date: seededOn }),
      privacyTemplate({ ...facts, date: seededOn }),
      { es: { terms: { content: '<p>Nuestras normas</p>' } }, de: { terms: { content: '  ' } } },
    );
    const add = legalTranslationsFor(website, facts);
    expect(add.es?.terms).toBeUndefined();
    expect(add.es?.privacy?.content).toContain('Crayon Club');
    expect(add.de?.terms?.content).toContain('Zuletzt aktualisiert: 9. November 2025');
  });

  it('ignores a value that is not a website document', () => {
    expect(legalTranslationsFor(null, facts)).toEqual({});
    expect(legalTranslationsFor({ terms: 'x' }, facts)).toEqual({});
  });
});
