/*
 * In the native shells the app's own origin is capacitor://localhost or https://localhost, so
 * the relative file URLs the API hands out (/api/files/…: uploads, illustrations, previews) would
 * point at the shell. lib/api makes them absolute (the API's origin in front) in every answer, and
 * relative again in what it sends, so the server only ever sees its own URLs. On the web the
 * origin is '' and nothing changes.
 */

const FILES_PATH = '/api/files/';

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  }
  return value;
}

export function absoluteFileUrls<T>(value: T, origin: string): T {
  if (!origin) return value;
  return mapStrings(value, (text) => (text.startsWith(FILES_PATH) ? `${origin}${text}` : text)) as T;
}

export function relativeFileUrls<T>(value: T, origin: string): T {
  if (!origin) return value;
  const prefix = `${origin}${FILES_PATH}`;
  return mapStrings(value, (text) => (text.startsWith(prefix) ? text.slice(origin.length) : text)) as T;
}
