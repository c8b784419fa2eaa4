/**
 * A preference the server reads when it renders a page for this browser (the `lang` and `kid`
 * cookies; docs/decisions/0033): not a secret, kept a year, sent on same-site navigations only.
 */
export function setPreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
