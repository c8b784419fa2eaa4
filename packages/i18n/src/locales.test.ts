import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';
import { localeOfAcceptLanguage, matchLocale, pickLocale } from './locales';

describe('choosing the language', () => {
  it('takes the first supported browser language, by region then by language', () => {
    expect(pickLocale(['ja-JP', 'pt-PT', 'en'])).toBe('pt-BR');
    expect(pickLocale(['es-MX'])).toBe('es');
    expect(pickLocale(['de-AT', 'fr'])).toBe('de');
    expect(pickLocale(['zh-CN'])).toBe('en');
    expect(matchLocale('PT-br')).toBe('pt-BR');
  });

  it('reads Accept-Language in q order', () => {
    expect(localeOfAcceptLanguage('en;q=0.5, fr-CH, fr;q=0.9')).toBe('fr');
    expect(localeOfAcceptLanguage('ja, de;q=0.1')).toBe('de');
    expect(localeOfAcceptLanguage('*')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
    expect(localeOfAcceptLanguage('es;q=0, en')).toBe('en');
  });
});

describe('formatting', () => {
  const en = { pages: '{count, plural, one {# page} other {# pages}}', only: 'Only English' };
  const fr = { pages: '{count, plural, one {# page} other {# pages}}' };

  it('applies each language’s plural rules and falls back to English per key', () => {
    // French counts 0 and 1 as singular; English does not.
    expect(formatMessage('fr', fr, en, 'pages', { count: 0 })).toBe('0 page');
    expect(formatMessage('en', en, en, 'pages', { count: 0 })).toBe('0 pages');
    expect(formatMessage('fr', fr, en, 'only')).toBe('Only English');
    expect(formatMessage('fr', fr, en, 'missing.key')).toBe('missing.key');
  });
});
