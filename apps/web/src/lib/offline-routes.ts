/*
 * What the service worker (src/sw.ts) keeps for offline use, shared with the app so both agree.
 * Everything else under /api goes to the network only.
 */

/** The precached app shell every offline navigation falls back to. */
export const SHELL_URL = '/index.html';

/** Message a waiting service worker takes over on ('Update available — reload'). */
export const SKIP_WAITING = 'SKIP_WAITING';

export const COLORING_CACHES = { pages: 'colorbook-pages', files: 'colorbook-files' } as const;

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

/**
 * Forgets the colouring data kept for offline use (page records carry the user's colouring):
 * on sign-out, so the next person on the device does not find it. Safe without Cache Storage.
 */
export async function clearColoringCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(COLORING_CACHES).map((name) => caches.delete(name))).catch(() => undefined);
}
