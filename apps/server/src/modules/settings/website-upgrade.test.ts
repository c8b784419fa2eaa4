import { defaultLanding, defaultLandingTranslations } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAGLINE, seededTranslationsFor, upgradeWebsiteJson } from './website-upgrade';

const stored = (landing: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    landing,
    terms: { visibility: true, content: '<p>t</p>' },
    privacy: { visibility: true, content: '<p>p</p>' },
    ...extra,
  });

describe('seeded translations for an existing install', () => {
  it('translates only the sections whose English is still the seeded text', () => {
    const landing = structuredClone(defaultLanding);
    landing.faqs.items[0] = { question: 'Our own question', answer: 'Our own answer' };
    // Hiding a section or changing its picture is not editing its words.
    landing.pricing.visibility = false;
    landing.home.image = '/api/files/hero.png';
    const translations = seededTranslationsFor(
      landing as unknown as Record<string, unknown>,
      DEFAULT_TAGLINE,
    );
    expect(translations.es?.faqs).toBeUndefined();
    expect(translations.de?.faqs).toBeUndefined();
    expect(translations.es?.pricing).toEqual(defaultLandingTranslations.es?.pricing);
    expect(translations.fr?.home).toEqual(defaultLandingTranslations.fr?.home);
  });

  it('translates the tagline only while it is the seeded one, even when the hero was edited', () => {
    const landing = structuredClone(defaultLanding);
    landing.home.title = 'Our own headline';
    const seeded = seededTranslationsFor(landing as unknown as Record<string, unknown>, DEFAULT_TAGLINE);
    expect(seeded.de?.home).toEqual({ tagline: defaultLandingTranslations.de?.home?.tagline });
    const edited = seededTranslationsFor(landing as unknown as Record<string, unknown>, 'Our own tagline');
    expect(edited.de?.home).toBeUndefined();
    const heroOnly = seededTranslationsFor(
      defaultLanding as unknown as Record<string, unknown>,
      'Our own tagline',
    );
    expect(heroOnly.de?.home?.title).toBe(defaultLandingTranslations.de?.home?.title);
    expect(heroOnly.de?.home?.tagline).toBeUndefined();
  });

  it('adds them once: a value that has translations (even none) is left alone', () => {
    const upgraded = upgradeWebsiteJson(stored(defaultLanding), DEFAULT_TAGLINE);
    expect(upgraded).not.toBeNull();
    expect(JSON.parse(upgraded ?? '{}').translations['pt-BR'].home).toEqual(
      defaultLandingTranslations['pt-BR']?.home,
    );
    expect(upgradeWebsiteJson(upgraded ?? '')).toBeNull();
    expect(upgradeWebsiteJson(stored(defaultLanding, { translations: {} }))).toBeNull();
  });
});
