import { useSyncExternalStore } from 'react';

/*
 * Whether the device has a connection, as the browser knows it ('online'/'offline' events). A
 * request can still fail while "online"; callers treat a network failure as offline too.
 */

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Runs `listener` whenever the connection comes back; returns the unsubscribe. */
export function onReconnect(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}
