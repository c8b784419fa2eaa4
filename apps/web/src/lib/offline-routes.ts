/*
 * What the service worker (src/sw.ts) keeps for offline use, shared with the app so both agree.
 * Everything else under /api goes to the network only.
 */

/** The precached app shell every offline navigation falls back to. */
export const SHELL_URL = '/index.html';

/** Message a waiting service worker takes over on ('Update available — reload'). */
export const SKIP_WAITING = 'SKIP_WAITING';

export type ColoringCache = 'pages' | 'files';

/**
 * The colouring data of a session lives in caches named after it: `colorbook-pages-<key>`,
 * `colorbook-files-<key>`. A page record carries its user's colouring, so the worker never answers
 * one session's request from another session's cache, and the app deletes every cache that is not
 * the current session's (lib/device-data.ts).
 */
const CACHE_PREFIX: Record<ColoringCache, string> = { pages: 'colorbook-pages-', files: 'colorbook-files-' };
/** The names before caches were kept per session (one shared cache each): always deleted. */
export const LEGACY_COLORING_CACHES = ['colorbook-pages', 'colorbook-files'] as const;

export const coloringCacheName = (kind: ColoringCache, key: string): string => `${CACHE_PREFIX[kind]}${key}`;

/** The session a colouring cache belongs to, '' for a legacy shared one, null for any other cache. */
export function coloringCacheSession(name: string): string | null {
  if ((LEGACY_COLORING_CACHES as readonly string[]).includes(name)) return '';
  for (const prefix of Object.values(CACHE_PREFIX)) {
    if (name.startsWith(prefix)) return name.slice(prefix.length);
  }
  return null;
}

/** The colouring caches to delete so that only the session `keep` (none: null) has any. */
export function coloringCachesToForget(names: readonly string[], keep: string | null): string[] {
  return names.filter((name) => {
    const session = coloringCacheSession(name);
    return session !== null && (session === '' || session !== keep);
  });
}

/**
 * A session's key: a hash of its token (never the token, nor the server's hash of it: the prefix
 * keeps them apart). The worker reads the token from a request's Authorization header, the app from
 * the auth store, and both arrive at the same key.
 */
export async function sessionKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`colorbook-offline:${token}`),
  );
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The key of the session an `Authorization: Bearer …` header names, or null for none. */
export function sessionKeyOfHeader(authorization: string | null): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return token ? sessionKey(token) : Promise.resolve(null);
}

const PAGE_RECORD = /^\/api\/pages\/\d+\/read$/;
const FILE = /^\/api\/files\/[^?#]+$/;

/**
 * The colouring data of a recently opened page: its record (GET /api/pages/{id}/read) and the
 * files the API hands out for it (illustration, saved colouring), all same-origin.
 */
export function isCachedColoringData(
  url: URL,
  origin: string = self.location.origin,
): 'page' | 'file' | null {
  if (url.origin !== origin) return null;
  if (PAGE_RECORD.test(url.pathname)) return 'page';
  if (FILE.test(url.pathname)) return 'file';
  return null;
}

/** An API call that says which session a page is in (files are asked for without the token). */
export const namesSession = (url: URL, origin: string = self.location.origin): boolean =>
  url.origin === origin && url.pathname.startsWith('/api/') && !FILE.test(url.pathname);
