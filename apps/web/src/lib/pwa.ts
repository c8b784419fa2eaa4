import { Workbox } from 'workbox-window';
import { create } from 'zustand';
import { isNative } from './platform';

/*
 * Registers the service worker (src/sw.ts, docs/decisions/0006) and tells the page when a new
 * version waits, so the user can take it ('Update available — reload') instead of running an old
 * app forever. Skipped in development and inside the native shells, whose files ship with the app.
 */

type PwaState = { updateReady: boolean; applyUpdate: () => void };

export const pwaStore = create<PwaState>(() => ({ updateReady: false, applyUpdate: () => {} }));

/** A long-open tab asks for a new version this often (and whenever it comes back to the front). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  // MODE, not DEV: a build run with NODE_ENV=test (the e2e setup) reports DEV but ships sw.js.
  if (import.meta.env.MODE === 'development' || isNative() || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    pwaStore.setState({
      updateReady: true,
      applyUpdate: () => {
        // Reload once the new worker controls the page, so every asset comes from the new version.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });

  void workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}
