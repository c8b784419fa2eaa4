import type { Profile } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth-store';
import { createProfileStore, PROFILE_STORAGE_KEY, readProfile } from './profile-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    has: (key: string) => data.has(key),
  };
}

const mia: Profile = {
  id: 12,
  name: 'Mia',
  avatarColor: '#FFD35C',
  avatarAnimal: 'fox',
  ageBand: '6-8',
  allowUploads: false,
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** The app at start: an auth store and a profile store over the same device storage. */
function startApp(storage: ReturnType<typeof memoryStorage>) {
  const auth = createAuthStore(storage);
  return { auth, profile: createProfileStore(storage, auth) };
}

describe('profile store', () => {
  it('starts as the grown-up, with the picker not answered', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ token: 'session-a', user: null }));
    const { profile } = startApp(storage);
    expect(profile.getState()).toMatchObject({ token: 'session-a', active: null, chosen: false });
  });

  it('keeps the child across a reload of the same session, so kid mode cannot be left by reloading', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ token: 'session-a', user: null }));
    startApp(storage).profile.getState().setActive(mia);

    const reloaded = startApp(storage).profile.getState();
    expect(reloaded.active).toEqual(mia);
    expect(reloaded.chosen).toBe(true);
  });

  it('remembers that the grown-up was chosen across a reload (the picker is asked once)', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ token: 'session-a', user: null }));
    startApp(storage).profile.getState().setActive(null);
    expect(startApp(storage).profile.getState()).toMatchObject({ active: null, chosen: true });
  });

  it('forgets the child on sign-out, also after a reload', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ token: 'session-a', user: null }));
    const { auth, profile } = startApp(storage);
    profile.getState().setActive(mia);

    auth.getState().clearToken();
    expect(profile.getState()).toMatchObject({ token: '', active: null, chosen: false });
    expect(storage.has(PROFILE_STORAGE_KEY)).toBe(false);
    expect(startApp(storage).profile.getState().active).toBeNull();
  });

  it('does not carry a choice into another session (the next sign-in asks again)', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ token: 'session-a', user: null }));
    const { auth, profile } = startApp(storage);
    profile.getState().setActive(mia);

    auth.getState().setToken('session-b');
    expect(profile.getState()).toMatchObject({ token: 'session-b', active: null, chosen: false });
    expect(startApp(storage).profile.getState()).toMatchObject({ active: null, chosen: false });
  });

  it('ignores a stored choice of another session and anything it cannot read', () => {
    const stored = JSON.stringify({ token: 'session-a', active: mia, chosen: true });
    expect(readProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: stored }), 'session-b').active).toBeNull();
    expect(readProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: stored }), '').active).toBeNull();
    expect(readProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: '{oops' }), 'session-a')).toEqual({
      token: 'session-a',
      active: null,
      chosen: false,
    });
    expect(readProfile(undefined, 'session-a').active).toBeNull();
  });

  it('takes kid mode from the session: a child token is its child after a reload, the adult token never', () => {
    const { createdAt: _createdAt, ...child } = mia;
    const user = {
      id: 1,
      name: 'Dana',
      email: 'dana@example.com',
      photo: null,
      stripe_id: null,
      admin: false,
      blocked: false,
      created_at: '2026-11-27T10:00:00.000Z',
      plan: null,
      locale: null,
    };
    // A stale choice in storage cannot make the adult session a child's, nor the reverse.
    const storage = memoryStorage({
      auth: JSON.stringify({ token: 'child-token', user: { ...user, profile: child } }),
      [PROFILE_STORAGE_KEY]: JSON.stringify({ token: 'child-token', active: null, chosen: false }),
    });
    const first = startApp(storage);
    expect(first.profile.getState().active).toEqual(child);
    // The gate gave the grown-up's session back: a new token, then its user without a profile.
    first.auth.getState().setToken('adult-token');
    first.auth.getState().setUser({ ...user, profile: null });
    expect(first.profile.getState().active).toBeNull();
    // Cleared storage: signed out, not the grown-up.
    const cleared = startApp(memoryStorage());
    expect(cleared.auth.getState().token).toBe('');
    expect(cleared.profile.getState().active).toBeNull();
  });
});
