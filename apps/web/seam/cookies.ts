/**
 * One cookie's value from a Cookie header or `document.cookie`, decoded; undefined when absent or
 * unreadable. Here because both read the same cookies: the server (the public pages' `lang`, the
 * first paint's `kid` and `paint_session`) and the app's head script (`paint_session`).
 */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
