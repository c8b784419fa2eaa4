import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearNotificationOnRouteChange,
  dismissNotification,
  getNotification,
  NOTIFICATION_TIMEOUT_MS,
  notify,
  notifyDanger,
} from './notifications';

describe('notifications (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissNotification();
    vi.useRealTimers();
  });

  it('defaults to the info variant', () => {
    notify('Hello');
    expect(getNotification()).toMatchObject({ variant: 'info', message: 'Hello', persist: false });
  });

  it('a new notification replaces the previous one', () => {
    notify('First');
    notifyDanger('Second');
    expect(getNotification()).toMatchObject({ variant: 'danger', message: 'Second' });
  });

  it('clears itself after 6000 ms', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(6000);
    notify('Saved', { variant: 'success' });
    vi.advanceTimersByTime(5999);
    expect(getNotification()?.message).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(getNotification()).toBeNull();
  });

  it('a replacement gets its own full 6 seconds', () => {
    notify('First');
    vi.advanceTimersByTime(4000);
    notify('Second');
    vi.advanceTimersByTime(4000);
    expect(getNotification()?.message).toBe('Second');
    vi.advanceTimersByTime(2000);
    expect(getNotification()).toBeNull();
  });

  it('a persistent one stays until dismissed', () => {
    notifyDanger('Please sign in', { persist: true });
    vi.advanceTimersByTime(60_000);
    clearNotificationOnRouteChange();
    expect(getNotification()?.message).toBe('Please sign in');
    dismissNotification();
    expect(getNotification()).toBeNull();
  });

  it('clears on route change unless persistent', () => {
    notify('Bye');
    clearNotificationOnRouteChange();
    expect(getNotification()).toBeNull();
  });

  it('keepOnNavigation survives exactly one route change (a redirect)', () => {
    notifyDanger('No Pages available. Pay more pages.', { keepOnNavigation: true });
    clearNotificationOnRouteChange();
    expect(getNotification()?.message).toBe('No Pages available. Pay more pages.');
    clearNotificationOnRouteChange();
    expect(getNotification()).toBeNull();
  });
});
