import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_NAME, DEFAULT_TAGLINE, defaultWebsite } from './default-website';
import { parseWebsite, toPublicSettings } from './settings';

describe('parseWebsite', () => {
  it('falls back to the built-in copy for missing or broken JSON', () => {
    expect(parseWebsite(undefined)).toEqual(defaultWebsite);
    expect(parseWebsite('{not json')).toEqual(defaultWebsite);
  });

  it('keeps valid sections and replaces only the invalid ones', () => {
    const faqs = {
      visibility: false,
      title: 'Questions',
      description: '',
      items: [{ question: 'Q?', answer: 'A.' }],
    };
    const parsed = parseWebsite(JSON.stringify({ landing: { faqs, home: { visibility: 'yes' } } }));
    expect(parsed.landing.faqs).toEqual(faqs);
    expect(parsed.landing.home).toEqual(defaultWebsite.landing.home);
    expect(parsed.terms).toEqual(defaultWebsite.terms);
  });

  it('reads content stored before the rename, whose flag is `visible`', () => {
    const { visibility: _, ...rest } = defaultWebsite.landing.metrics;
    const parsed = parseWebsite(JSON.stringify({ landing: { metrics: { ...rest, visible: false } } }));
    expect(parsed.landing.metrics).toEqual({ ...rest, visibility: false });
  });
});

describe('toPublicSettings', () => {
  it('reads the public settings by name', () => {
    const settings = toPublicSettings([
      { name: 'app_name', value: 'Crayons' },
      { name: 'tagline', value: 'Colour it in' },
      { name: 'favicon', value: '/files/icon.png' },
    ]);
    expect(settings).toMatchObject({
      appName: 'Crayons',
      tagline: 'Colour it in',
      favicon: '/files/icon.png',
    });
  });

  it('uses the defaults for empty values', () => {
    const settings = toPublicSettings([
      { name: 'app_name', value: '  ' },
      { name: 'tagline', value: null },
    ]);
    expect(settings.appName).toBe(DEFAULT_APP_NAME);
    expect(settings.tagline).toBe(DEFAULT_TAGLINE);
  });
});
