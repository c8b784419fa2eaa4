import { cookieValue } from '@colorbook/web/seam';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './public-head';
import { localeCookie, publicPageLocale } from './public-locale';

describe('the language of a public page', () => {
  it('takes ?lang= first (and remembers it), then the cookie, then Accept-Language', () => {
    const choose = (query: object, cookie?: string, accept?: string) =>
      publicPageLocale({ query, headers: { cookie, 'accept-language': accept } });
    expect(choose({ lang: 'pt-br' }, 'lang=de', 'fr')).toEqual({ locale: 'pt-BR', setCookie: true });
    expect(choose({}, 'a=1; lang=de', 'fr')).toEqual({ locale: 'de', setCookie: false });
    expect(choose({ lang: 'it' }, 'lang=nope', 'fr;q=0.5, es')).toEqual({ locale: 'es', setCookie: false });
    expect(choose({}, undefined, undefined)).toEqual({ locale: 'en', setCookie: false });
  });

  it('reads and writes the cookie', () => {
    expect(cookieValue('x=1; lang=fr; y=2', 'lang')).toBe('fr');
    expect(cookieValue('lang=%E0%A4%A', 'lang')).toBeUndefined();
    expect(localeCookie('de')).toBe('lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('lists each shown page in every language in the sitemap', () => {
    const xml = sitemapXml(
      'https://c.example',
      JSON.stringify({ terms: { visibility: false, content: '' } }),
    );
    // An unreadable website hides Terms and Privacy; the landing is listed five times.
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain('<loc>https://c.example/?lang=fr</loc>');
    expect(xml).not.toContain('/terms');
  });
});
