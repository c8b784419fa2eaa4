import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Spec §9: a notification clears itself after 6 s unless it persists. */
export const NOTIFICATION_TIMEOUT_MS = 6000;

export type NotificationVariant = 'info' | 'success' | 'danger';

export type Notification = {
  /** Changes with every notification, so a repeated message is announced again. */
  id: number;
  variant: NotificationVariant;
  message: string;
  /** Stays until dismissed: no timer, kept across route changes. */
  persist: boolean;
  /** Survives the next route change once (shown just before a redirect). */
  keepOnNavigation: boolean;
};

export type NotifyOptions = {
  variant?: NotificationVariant;
  persist?: boolean;
  /** Set when the notification is shown right before navigating away, e.g. a redirect to /checkout. */
  keepOnNavigation?: boolean;
};

type NotificationState = { current: Notification | null };

const store = createStore<NotificationState>()(() => ({ current: null }));
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

function stopTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Shows a notification, replacing the previous one (spec §4). Variant defaults to info. */
export function notify(message: string, options: NotifyOptions = {}): void {
  stopTimer();
  const notification: Notification = {
    id: nextId++,
    variant: options.variant ?? 'info',
    message,
    persist: options.persist ?? false,
    keepOnNavigation: options.keepOnNavigation ?? false,
  };
  store.setState({ current: notification });
  if (!notification.persist) {
    timer = setTimeout(() => {
      timer = undefined;
      if (store.getState().current?.id === notification.id) store.setState({ current: null });
    }, NOTIFICATION_TIMEOUT_MS);
  }
}

export const notifySuccess = (message: string) => notify(message, { variant: 'success' });
export const notifyDanger = (message: string, options: Omit<NotifyOptions, 'variant'> = {}) =>
  notify(message, { ...options, variant: 'danger' });

export function dismissNotification(): void {
  stopTimer();
  store.setState({ current: null });
}

/** Called by the router on every pathname change: only persistent notifications stay. */
export function clearNotificationOnRouteChange(): void {
  const current = store.getState().current;
  if (!current || current.persist) return;
  if (current.keepOnNavigation) {
    store.setState({ current: { ...current, keepOnNavigation: false } });
    return;
  }
  dismissNotification();
}

export function getNotification(): Notification | null {
  return store.getState().current;
}

export function useNotification(): Notification | null {
  return useStore(store, (state) => state.current);
}
