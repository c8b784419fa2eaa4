import type { User } from '@colorbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, createAuthStore } from './auth-store';
import { type DeviceData, draftsToKeep, watchDeviceData } from './device-data';
import { coloringCacheName, sessionKey } from './offline-routes';

const user = (id: number, name: string): User => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  photo: null,
  stripe_id: null,
  admin: false,
  blocked: false,
  created_at: '2025-01-01T00:00:00.000Z',
  plan: null,
  locale: null,
});
const ann = user(7, 'Ann');
const bob = user(8, 'Bob');

function memoryStorage(initial?: { token: string; user: User | null }) {
  const data = new Map<string, string>(initial ? [[AUTH_STORAGE_KEY, JSON.stringify(initial)]] : []);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

/** What the guard asked the device to delete, pass by pass. */
function recorder() {
  const calls: string[] = [];
  const data: DeviceData = {
    forgetCaches: async (token) => void calls.push(`caches: keep ${token || 'none'}`),
    forgetDrafts: async (keep) => void calls.push(`drafts: keep ${keep ?? 'none'}`),
  };
  return { calls, data };
}

describe('whose drafts stay on the device', () => {
  it("the signed-in user's; nobody's without a session or once one ended", () => {
    expect(draftsToKeep({ token: 't', user: ann }, false)).toBe(7);
    expect(draftsToKeep({ token: '', user: null }, false)).toBeNull();
    expect(draftsToKeep({ token: 't2', user: null }, true)).toBeNull();
    // At start, a stored session whose user is still being read.
    expect(draftsToKeep({ token: 't', user: null }, false)).toBe('undecided');
  });
});

describe('keeping the device to the signed-in session', () => {
  it('at start, deletes what belongs to other sessions and users', async () => {
    const { calls, data } = recorder();
    const watcher = watchDeviceData(createAuthStore(memoryStorage({ token: 'ann-token', user: ann })), data);
    await watcher.settled();
    expect(calls).toEqual(['caches: keep ann-token', 'drafts: keep 7']);
  });

  it('deletes everything when the token is lost (a 401, a block, an expiry, a sign-out)', async () => {
    const { calls, data } = recorder();
    const store = createAuthStore(memoryStorage({ token: 'ann-token', user: ann }));
    const watcher = watchDeviceData(store, data);
    await watcher.settled();
    calls.length = 0;

    store.getState().clearToken();
    await watcher.settled();
    expect(calls).toEqual(['caches: keep none', 'drafts: keep none']);
  });

  it("another person signing in: the previous session's data goes at once, other users' drafts once known", async () => {
    const { calls, data } = recorder();
    const store = createAuthStore(memoryStorage({ token: 'ann-token', user: ann }));
    const watcher = watchDeviceData(store, data);
    await watcher.settled();
    calls.length = 0;

    store.getState().setToken('bob-token');
    // The previous user is not the new session's.
    expect(store.getState().user).toBeNull();
    await watcher.settled();
    expect(calls).toEqual(['caches: keep bob-token', 'drafts: keep none']);

    calls.length = 0;
    store.getState().setUser(bob);
    await watcher.settled();
    expect(calls).toEqual(['caches: keep bob-token', 'drafts: keep 8']);
  });

  it('leaves drafts alone while a stored session’s user is read, and on changes of name or photo', async () => {
    const { calls, data } = recorder();
    const store = createAuthStore(memoryStorage({ token: 'ann-token', user: null }));
    const watcher = watchDeviceData(store, data);
    await watcher.settled();
    expect(calls).toEqual(['caches: keep ann-token']);

    store.getState().setUser(ann);
    store.getState().updateUser({ name: 'Ann B.', photo: null, email: ann.email });
    store.getState().setUser({ ...ann, name: 'Ann C.' });
    await watcher.settled();
    expect(calls).toEqual(['caches: keep ann-token', 'caches: keep ann-token', 'drafts: keep 7']);
    watcher.stop();
  });

  it('goes on after a failing pass', async () => {
    const calls: string[] = [];
    const store = createAuthStore(memoryStorage({ token: 'ann-token', user: ann }));
    const watcher = watchDeviceData(store, {
      forgetCaches: async (token) => {
        calls.push(`caches: keep ${token || 'none'}`);
        throw new Error('storage failed');
      },
      forgetDrafts: async () => undefined,
    });
    store.getState().clearToken();
    await watcher.settled();
    expect(calls).toEqual(['caches: keep ann-token', 'caches: keep none']);
  });
});

describe('the colouring caches in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Cache Storage as far as the guard uses it: names, and deleting one. */
  function cacheStorage(names: string[]) {
    const stored = new Set(names);
    return {
      keys: async () => [...stored],
      delete: async (name: string) => stored.delete(name),
      names: () => [...stored],
    };
  }

  it("deletes the previous session's caches when the token is lost, and keeps the app shell", async () => {
    const ann = await sessionKey('ann-token');
    const storage = cacheStorage([
      'workbox-precache-v2-https://colorbook.example/',
      coloringCacheName('pages', ann),
      coloringCacheName('files', ann),
    ]);
    vi.stubGlobal('caches', storage);
    const store = createAuthStore(memoryStorage({ token: 'ann-token', user: user(7, 'Ann') }));
    const watcher = watchDeviceData(store);
    await watcher.settled();
    expect(storage.names()).toHaveLength(3);

    store.getState().clearToken();
    await watcher.settled();
    expect(storage.names()).toEqual(['workbox-precache-v2-https://colorbook.example/']);
  });

  it("keeps the new session's caches and deletes the old session's when another person signs in", async () => {
    const [ann, bob] = [await sessionKey('ann-token'), await sessionKey('bob-token')];
    const storage = cacheStorage([coloringCacheName('pages', ann), coloringCacheName('files', ann)]);
    vi.stubGlobal('caches', storage);
    const store = createAuthStore(memoryStorage({ token: 'ann-token', user: user(7, 'Ann') }));
    const watcher = watchDeviceData(store);
    store.getState().setToken('bob-token');
    await watcher.settled();
    expect(storage.names()).toEqual([]);

    // Bob's own caches, once the worker made them, stay through his session.
    const bobs = cacheStorage([coloringCacheName('pages', bob), coloringCacheName('pages', ann)]);
    vi.stubGlobal('caches', bobs);
    store.getState().setUser(user(8, 'Bob'));
    await watcher.settled();
    expect(bobs.names()).toEqual([coloringCacheName('pages', bob)]);
  });
});
