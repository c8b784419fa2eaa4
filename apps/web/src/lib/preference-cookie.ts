/** A year, in seconds: how long a preference is kept. */
const YEAR_S = 31_536_000;

/**
 * A cookie the server reads when it renders a page for this browser, sent on same-site
 * navigations only (Lax); Secure where the app is served over HTTPS. `maxAge` 0 deletes it.
 */
export function setCookie(name: string, value: string, { path = '/', maxAge = YEAR_S } = {}): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/**
 * A preference the server reads when it renders a page for this browser (the `lang` and `kid`
 * cookies; docs/decisions/0033): not a secret, kept a year.
 */
export function setPreferenceCookie(name: string, value: string): void {
  setCookie(name, value);
}
