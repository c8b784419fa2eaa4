/*
 * Where to go after signing up or in (`?next=`), e.g. a shared page's "Colour this page yourself"
 * → /pages/{id}/color. Only this app's own signed-in screens are kept: never another origin
 * (`//evil.example`, `https:…`, `/\evil`), never the API or an auth screen (which would loop).
 */

const BASE = 'https://app.invalid';
const APP_SCREENS = /^\/(pages|account|checkout)(\/|$)/;
const MAX_LENGTH = 512;

/** The path itself when it is one of the app's screens on this origin, else undefined. */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_LENGTH) return undefined;
  // One leading slash, printable ASCII only (no spaces or control characters) and no backslash:
  // a browser reads `//x` and `/\x` as another host.
  if (!value.startsWith('/') || value.startsWith('//') || !/^[!-~]+$/.test(value) || value.includes('\\')) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || !APP_SCREENS.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?next=` added when there is somewhere to go after it. */
export function withNext(path: string, next: string | undefined): string {
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}
