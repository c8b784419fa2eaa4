import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { COLORING_CACHES, isCachedColoringData, SHELL_URL, SKIP_WAITING } from './lib/offline-routes';

/*
 * The service worker (DESIGN §9, docs/decisions/0006): the app shell and its hashed assets are
 * precached; a navigation goes to the network first (the server renders the landing and must be
 * able to ship a new app) and falls back to the shell offline. /api is never cached, except the
 * data a recently opened colouring page needs (its page record and its image files).
 *
 * Typed against the DOM lib the rest of the app uses: only the few worker globals used here.
 */
type WorkerScope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
};
// Shadows the DOM `self` in this module only; the build looks for `self.__WB_MANIFEST` literally.
declare const self: WorkerScope;

// Not the manifest: the server answers it with the current app name (plugins/web-manifest.ts).
const precached = self.__WB_MANIFEST.filter((entry) => !entry.url.endsWith('.webmanifest'));
// No directory index: '/' must reach the server (it renders the landing) and fall back below.
precacheAndRoute(precached, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The page decides when a new version takes over ('Update available — reload'), then it claims the tabs.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
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

// A page record: fresh when online (it carries the user's colouring), the last copy offline.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedColoringData(url) === 'page',
  new NetworkFirst({
    cacheName: COLORING_CACHES.pages,
    networkTimeoutSeconds: 8,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: thirtyDays }),
    ],
  }),
);

// Uploaded files never change under their name: the illustration and saved colouring, cache first.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedColoringData(url) === 'file',
  new CacheFirst({
    cacheName: COLORING_CACHES.files,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: thirtyDays, purgeOnQuotaError: true }),
    ],
  }),
);
