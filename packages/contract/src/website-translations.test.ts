import { describe, expect, it } from 'vitest';
import { defaultLanding } from './default-website';
import { defaultLandingTranslations } from './default-website-translations';
import { type Website, websiteSchema } from './website';
import { localizeWebsite, sectionTranslationState } from './website-localize';
import { localizePlan, sectionTranslationSchemas, translatedLocales } from './website-translations';

const base: Website = {
  landing: structuredClone(defaultLanding),
  terms: { visibility: true, content: '<p>Terms</p>' },
  privacy: { visibility: false, content: '<p>Privacy</p>' },
};

describe('website translations', () => {
  it('lays a translation over the English, list items by position, never touching links or flags', () => {
    const website: Website = {
      ...base,
      translations: {
        es: {
          faqs: { title: 'Preguntas', items: [{ question: '¿Qué es?' }, {}, { answer: '  ' }] },
          footer: { description: 'Pie' },
          privacy: { content: '<p>Privacidad</p>' },
        },
      },
    };
    const spanish = localizeWebsite(website, 'es');
    expect(spanish.landing.faqs.title).toBe('Preguntas');
    expect(spanish.landing.faqs.items[0]).toEqual({
      question: '¿Qué es?',
      answer: defaultLanding.faqs.items[0]?.answer,
    });
    // A blank or missing translation shows the English; the list keeps the English length.
    expect(spanish.landing.faqs.items[2]).toEqual(defaultLanding.faqs.items[2]);
    expect(spanish.landing.faqs.items).toHaveLength(defaultLanding.faqs.items.length);
    expect(spanish.landing.footer.socials).toEqual(defaultLanding.footer.socials);
    expect(spanish.landing.home).toEqual(defaultLanding.home);
    expect(spanish.privacy).toEqual({ visibility: false, content: '<p>Privacidad</p>' });
    // Other languages and English are untouched.
    expect(localizeWebsite(website, 'fr')).toBe(website);
    expect(localizeWebsite(website, 'en')).toBe(website);
  });

  it('tells the admin which sections are translated, partly or not at all', () => {
    const website: Website = {
      ...base,
      translations: {
        de: { pricing: { title: 'Preise', description: 'Einfach' }, faqs: { title: 'Fragen' } },
      },
    };
    expect(sectionTranslationState(website, 'pricing', 'de')).toBe('full');
    expect(sectionTranslationState(website, 'faqs', 'de')).toBe('partial');
    expect(sectionTranslationState(website, 'home', 'de')).toBe('none');
    expect(sectionTranslationState(website, 'pricing', 'fr')).toBe('none');
  });

  it('keeps a value without translations valid, and refuses an unknown language', () => {
    expect(websiteSchema.parse(base).translations).toBeUndefined();
    const italian = websiteSchema.safeParse({ ...base, translations: { it: { pricing: { title: 'x' } } } });
    // Unknown languages are dropped, not stored.
    expect(italian.success && italian.data.translations).toEqual({});
  });

  it('seeds every section of every other language, each matching the English lists', () => {
    expect(Object.keys(defaultLandingTranslations).sort()).toEqual([...translatedLocales].sort());
    for (const locale of translatedLocales) {
      const website: Website = { ...base, translations: { [locale]: defaultLandingTranslations[locale] } };
      for (const key of Object.keys(defaultLanding) as (keyof Website['landing'])[]) {
        expect(
          sectionTranslationSchemas[key].safeParse(defaultLandingTranslations[locale]?.[key]).success,
        ).toBe(true);
        // Names and numbers stay as they are, and need no translation to count as done.
        expect(sectionTranslationState(website, key, locale), `${locale} ${key}`).toBe('full');
      }
    }
  });

  it('translates a plan’s title and description, falling back field by field', () => {
    const plan = {
      title: 'Starter',
      description: 'For families',
      translations: { es: { title: 'Inicial' } },
    };
    expect(localizePlan(plan, 'es')).toMatchObject({ title: 'Inicial', description: 'For families' });
    expect(localizePlan(plan, 'de')).toBe(plan);
  });
});
