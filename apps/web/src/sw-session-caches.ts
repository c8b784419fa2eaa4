import type { WorkboxPlugin } from 'workbox-core/types';
import { sessionKeyOfHeader } from './lib/offline-routes';

/*
 * Per-session colouring caches for the service worker (src/sw.ts, docs/decisions/0018). Kept
 * apart from the worker's wiring so they can be tested without one.
 */

/** How many open pages the worker remembers the session of (each tab is one). */
const REMEMBERED_CLIENTS = 50;

/**
 * Which session each open page (client) is in, learnt from the Authorization header of its API
 * calls. Files are asked for without the token (image tags), so this is how the worker knows whose
 * cache a file goes into. A page it knows nothing of yet gets no cache at all.
 */
export function createClientSessions() {
  const sessions = new Map<string, Promise<string | null>>();
  return {
    /** An API call of `clientId` carrying `authorization` (or none: signed out). */
    observe(clientId: string, authorization: string | null): void {
      if (!clientId) return;
      sessions.delete(clientId);
      sessions.set(
        clientId,
        sessionKeyOfHeader(authorization).catch(() => null),
      );
      // The oldest first: a Map keeps insertion order.
      for (const oldest of sessions.keys()) {
        if (sessions.size <= REMEMBERED_CLIENTS) break;
        sessions.delete(oldest);
      }
    },
    /** The session key of `clientId`, or null when it is signed out or not known. */
    sessionOf(clientId: string): Promise<string | null> {
      return sessions.get(clientId) ?? Promise.resolve(null);
    },
  };
}

/** True while a cached answer is younger than `maxAgeSeconds` by its Date header (none: fresh). */
export function isFresh(dateHeader: string | null, maxAgeSeconds: number, now: number): boolean {
  if (!dateHeader) return true;
  const date = Date.parse(dateHeader);
  return Number.isNaN(date) || now - date <= maxAgeSeconds * 1000;
}

/**
 * At most `maxEntries` answers per cache (the oldest go first) and none older than
 * `maxAgeSeconds`. Unlike workbox-expiration it keeps no record of its own (an IndexedDB of URLs
 * per cache) that would outlive a session's deleted caches.
 */
export function cacheLimit({
  maxEntries,
  maxAgeSeconds,
}: {
  maxEntries: number;
  maxAgeSeconds: number;
}): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (!cachedResponse || isFresh(cachedResponse.headers.get('date'), maxAgeSeconds, Date.now())) {
        return cachedResponse ?? null;
      }
      await caches.open(cacheName).then((cache) => cache.delete(request));
      return null;
    },
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      // Cache.keys() lists entries in the order they were (last) put.
      const stored = await cache.keys();
      await Promise.all(
        stored.slice(0, Math.max(0, stored.length - maxEntries)).map((old) => cache.delete(old)),
      );
    },
  };
}

/** lib/profile-store's header (spelt out: the worker does not load the contract; the test checks). */
export const PROFILE_HEADER_NAME = 'x-profile-id';

/**
 * The cache key of a page record: a record carries the colouring of the profile that asked for it
 * (issue 24), so each child profile's copy is an entry of its own (the grown-up's keeps the plain
 * URL). Offline, a child never opens the grown-up's or a sibling's colouring.
 */
export function profileCacheKeyOf(request: Request): Request | string {
  const profile = request.headers.get(PROFILE_HEADER_NAME);
  if (!profile) return request;
  const url = new URL(request.url);
  url.searchParams.set('profile', profile);
  return url.href;
}

export function profileCacheKey(): WorkboxPlugin {
  return { cacheKeyWillBeUsed: async ({ request }) => profileCacheKeyOf(request) };
}
