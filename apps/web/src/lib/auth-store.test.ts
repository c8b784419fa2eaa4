import type { User } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, createAuthStore, isSignedIn, readAuth } from './auth-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    saved: () => JSON.parse(data.get(AUTH_STORAGE_KEY) ?? 'null') as unknown,
  };
}

const ann: User = {
  id: 1,
  name: 'Ann',
  email: 'ann@example.com',
  photo: null,
  stripe_id: null,
  admin: false,
  blocked: false,
  created_at: '2025-01-01T00:00:00.000Z',
  plan: { name: 'free', title: 'Free', paid: false },
  locale: null,
};

describe('auth store', () => {
  it('starts signed out with an empty token and no user', () => {
    const store = createAuthStore(memoryStorage());
    expect(store.getState()).toMatchObject({ token: '', user: null });
    expect(isSignedIn(store.getState())).toBe(false);
  });

  it("persists every change under 'auth' as {token, user}", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);

    store.getState().setToken('abc');
    expect(storage.saved()).toEqual({ token: 'abc', user: null });
    expect(isSignedIn(store.getState())).toBe(true);

    store.getState().setUser(ann);
    expect(storage.saved()).toEqual({ token: 'abc', user: ann });
  });

  it("drops the user when another session's token arrives, not when the same one is set again", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().setToken('ann-token');
    store.getState().setUser(ann);

    store.getState().setToken('ann-token');
    expect(store.getState().user).toEqual(ann);

    store.getState().setToken('bob-token');
    expect(store.getState()).toMatchObject({ token: 'bob-token', user: null });
    expect(storage.saved()).toEqual({ token: 'bob-token', user: null });
  });

  it('restores the persisted state at start', () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 't1', user: ann }) });
    const store = createAuthStore(storage);
    expect(store.getState().token).toBe('t1');
    expect(store.getState().user).toEqual(ann);
  });

  it('starts signed out when the stored value is broken', () => {
    expect(readAuth(memoryStorage({ [AUTH_STORAGE_KEY]: '{nope' }))).toEqual({ token: '', user: null });
    expect(readAuth(memoryStorage({ [AUTH_STORAGE_KEY]: '{"token":42}' }))).toEqual({
      token: '',
      user: null,
    });
    // A user without a token is not a session.
    expect(readAuth(memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: '', user: ann }) }))).toEqual(
      {
        token: '',
        user: null,
      },
    );
  });

  it('updates name, photo and email together, and only when a user is set', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    const details = { name: 'Ann Lee', photo: '/api/files/a.png', email: 'lee@example.com' };

    store.getState().updateUser(details);
    expect(store.getState().user).toBeNull();

    store.getState().setToken('abc');
    store.getState().setUser(ann);
    store.getState().updateUser(details);
    expect(store.getState().user).toEqual({ ...ann, ...details });
    expect(storage.saved()).toEqual({ token: 'abc', user: { ...ann, ...details } });
  });

  it('clearing the token signs out and forgets the user', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().setToken('abc');
    store.getState().setUser(ann);

    store.getState().clearToken();

    expect(store.getState()).toMatchObject({ token: '', user: null });
    expect(storage.saved()).toEqual({ token: '', user: null });
  });

  it('keeps working when storage refuses to write', () => {
    const store = createAuthStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    store.getState().setToken('abc');
    expect(store.getState().token).toBe('abc');
  });
});
