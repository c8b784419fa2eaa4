import { isLocale, type Locale, localeOfAcceptLanguage, matchLocale } from '@colorbook/i18n';
import { cookieValue } from '@colorbook/web/seam';

/*
 * The language of the server-rendered public pages (issue 23): `?lang=xx` (the landing footer's
 * links), which is remembered in a `lang` cookie; else that cookie; else Accept-Language.
 */

export const LANG_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type LocaleChoice = { locale: Locale; setCookie: boolean };

type RequestLike = { query: unknown; headers: { cookie?: string; 'accept-language'?: string } };

export function publicPageLocale(request: RequestLike): LocaleChoice {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? matchLocale(query.lang) : undefined;
  if (asked) return { locale: asked, setCookie: true };
  const stored = cookieValue(request.headers.cookie, LANG_COOKIE);
  if (isLocale(stored)) return { locale: stored, setCookie: false };
  return { locale: localeOfAcceptLanguage(request.headers['accept-language']), setCookie: false };
}

/** The cookie the footer switcher's ?lang= sets, for every public page (a preference, not a secret). */
export function localeCookie(locale: Locale): string {
  return `${LANG_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
