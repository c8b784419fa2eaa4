import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  type ColoringCache,
  coloringCacheName,
  isCachedColoringData,
  LEGACY_COLORING_CACHES,
  namesSession,
  SHELL_URL,
  SKIP_WAITING,
  sessionKeyOfHeader,
} from './lib/offline-routes';
import { cacheLimit, createClientSessions, profileCacheKey } from './sw-session-caches';

/*
 * The service worker (DESIGN §9, docs/decisions/0007 and 0018): the app shell and its hashed assets
 * are precached; a navigation goes to the network first (the server renders the landing and must
 * be able to ship a new app) and falls back to the shell offline. /api is never cached, except the
 * data a recently opened colouring page needs (its page record and its image files), kept per
 * session: a page record carries its user's colouring, and a shared device must never show one
 * person's work to the next.
 *
 * Typed against the DOM lib the rest of the app uses: only the few worker globals used here.
 */
type FetchEventLike = Event & { request: Request; clientId: string };
type ExtendableEventLike = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerScope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  skipWaiting(): Promise<void>;
};
// Shadows the DOM `self` in this module only; the build looks for `self.__WB_MANIFEST` literally.
declare const self: WorkerScope;

// Before any route: every API call says which session its page is in (see clientSessions).
const clientSessions = createClientSessions();
self.addEventListener('fetch', (event) => {
  if (namesSession(new URL(event.request.url), self.location.origin)) {
    clientSessions.observe(event.clientId, event.request.headers.get('Authorization'));
  }
});

// Not the manifest: the server answers it with the current app name (apps/server/src/web/web-manifest.ts).
const precached = self.__WB_MANIFEST.filter((entry) => !entry.url.endsWith('.webmanifest'));
// No directory index: '/' must reach the server (it renders the landing) and fall back below.
precacheAndRoute(precached, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The page decides when a new version takes over ('Update available — reload'), then it claims the tabs.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// Earlier versions kept one shared cache of each kind, and workbox-expiration's list of their URLs.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      ...LEGACY_COLORING_CACHES.map((name) => caches.delete(name)),
      new Promise((done) => {
        const request = indexedDB.deleteDatabase('workbox-expiration');
        request.onsuccess = request.onerror = request.onblocked = done;
      }),
    ]).catch(() => undefined),
  );
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(SHELL_URL)) ?? Response.error();
    }
  },
);

const thirtyDays = 30 * 24 * 60 * 60;

/** One strategy per session and kind, made when the session first needs it. */
const strategies = new Map<string, Strategy>();
function sessionStrategy(kind: ColoringCache, key: string): Strategy {
  const cacheName = coloringCacheName(kind, key);
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    const plugins = [new CacheableResponsePlugin({ statuses: [200] })];
    strategy =
      kind === 'pages'
        ? // A page record: fresh when online (it carries the user's colouring), the last copy offline.
          new NetworkFirst({
            cacheName,
            networkTimeoutSeconds: 8,
            plugins: [
              ...plugins,
              profileCacheKey(),
              cacheLimit({ maxEntries: 40, maxAgeSeconds: thirtyDays }),
            ],
          })
        : // Uploaded files never change under their name: the illustration and saved colouring, cache first.
          new CacheFirst({
            cacheName,
            plugins: [...plugins, cacheLimit({ maxEntries: 120, maxAgeSeconds: thirtyDays })],
          });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

/** The session's cache for a request of a known session; straight to the network otherwise. */
function inSessionCache(kind: ColoringCache, key: string | null, options: RouteHandlerCallbackOptions) {
  return key ? sessionStrategy(kind, key).handle(options) : fetch(options.request);
}

// The record's own token names its session: no other session's copy can ever answer it.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedColoringData(url) === 'page',
  async (options) =>
    inSessionCache('pages', await sessionKeyOfHeader(options.request.headers.get('Authorization')), options),
);

// Files come without a token: the session of the page that asks for them.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedColoringData(url) === 'file',
  async (options) => {
    const clientId = (options.event as Partial<FetchEventLike>).clientId ?? '';
    return inSessionCache('files', await clientSessions.sessionOf(clientId), options);
  },
);

// Out of room: the files go first (they are fetched again when online).
registerQuotaErrorCallback(async () => {
  const names = await caches.keys();
  const files = names.filter((name) => name.startsWith(coloringCacheName('files', '')));
  await Promise.all(files.map((name) => caches.delete(name)));
});
