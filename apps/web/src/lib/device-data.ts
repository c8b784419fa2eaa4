import type { StoreApi } from 'zustand/vanilla';
import { type AuthData, type AuthState, authStore } from './auth-store';
import { forgetDrafts } from './device-drafts';
import { coloringCachesToForget, sessionKey } from './offline-routes';

/*
 * Shared devices (docs/decisions/0018): what this device keeps for offline use — the service
 * worker's colouring caches, drafts and queued saves — belongs to the signed-in session only.
 * Whenever the token changes (sign-out, a 401, a blocked account, an expired session, another
 * person signing in, another tab doing any of these) the data of every other session and user is
 * deleted, and once more at start, in case the app was closed before that finished.
 */

export type DeviceData = {
  /** Deletes the colouring caches of every session but the one of `token` ('' keeps none). */
  forgetCaches: (token: string) => Promise<void>;
  /** Deletes the drafts and queued saves of every user but `keep` (null keeps none). */
  forgetDrafts: (keep: number | null) => Promise<void>;
};

async function forgetOtherSessionCaches(token: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  // Without Web Crypto the session's own caches cannot be told apart: none is kept.
  const keep = token && globalThis.crypto?.subtle ? await sessionKey(token) : null;
  const forget = coloringCachesToForget(await caches.keys(), keep);
  await Promise.all(forget.map((name) => caches.delete(name)));
}

const browserDeviceData: DeviceData = { forgetCaches: forgetOtherSessionCaches, forgetDrafts };

/**
 * Whose drafts stay: the signed-in user's; nobody's without a session or once one ended (the
 * next user is not known yet); 'undecided' at start while a stored session's user is read.
 */
export function draftsToKeep(state: AuthData, sessionEnded: boolean): number | null | 'undecided' {
  if (!state.token) return null;
  if (state.user) return state.user.id;
  return sessionEnded ? null : 'undecided';
}

/** Keeps the device's data to the session of `store`, now and after every change; one pass at a time. */
export function watchDeviceData(store: StoreApi<AuthState>, data: DeviceData = browserDeviceData) {
  let chain: Promise<void> = Promise.resolve();
  const keepOnly = (state: AuthData, sessionEnded: boolean) => {
    const keepDrafts = draftsToKeep(state, sessionEnded);
    const pass = async () => {
      await Promise.all([
        data.forgetCaches(state.token).catch(() => undefined),
        keepDrafts === 'undecided' ? undefined : data.forgetDrafts(keepDrafts).catch(() => undefined),
      ]);
    };
    chain = chain.then(pass);
  };

  keepOnly(store.getState(), false);
  const stop = store.subscribe((state, previous) => {
    const userChanged = (state.user?.id ?? null) !== (previous.user?.id ?? null);
    if (state.token === previous.token && !userChanged) return;
    keepOnly(state, previous.token !== '' && state.token !== previous.token);
  });
  return {
    stop,
    /** Resolves once every pass started so far has finished. */
    settled: (): Promise<void> => chain,
  };
}

let watcher: ReturnType<typeof watchDeviceData> | null = null;

/** Starts keeping this device's data to the app's session (once, at start). */
export function startDeviceDataGuard(): void {
  watcher ??= watchDeviceData(authStore);
}

/** Resolves once the data of sessions that ended is deleted (sign-out waits for it). */
export const deviceDataSettled = (): Promise<void> => watcher?.settled() ?? Promise.resolve();
