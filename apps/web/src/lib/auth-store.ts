import type { User } from '@colorbook/contract';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { mirrorSessionInCookie } from './paint-session-cookie';

/** Spec §3: the auth state kept in local storage under 'auth'. */
export const AUTH_STORAGE_KEY = 'auth';

export type AuthData = { token: string; user: User | null };
export type UserDetails = Pick<User, 'name' | 'photo' | 'email'>;

export type AuthState = AuthData & {
  /** A new session: the user of an earlier one is dropped until this one's is read. */
  setToken: (token: string) => void;
  /** Signs the session out locally: the token goes, and the user it belonged to with it. */
  clearToken: () => void;
  /** Replaces the user (after GET /users/read). */
  setUser: (user: User | null) => void;
  /** Name, photo and email change together (account form); ignored while no user is set. */
  updateUser: (details: UserDetails) => void;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const emptyAuth: AuthData = { token: '', user: null };

/** Reads the persisted state; anything unreadable starts signed out rather than breaking start-up. */
export function readAuth(storage: KeyValueStorage | undefined): AuthData {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return emptyAuth;
    const parsed = JSON.parse(raw) as Partial<AuthData> | null;
    const token = typeof parsed?.token === 'string' ? parsed.token : '';
    const user = token && parsed?.user && typeof parsed.user === 'object' ? parsed.user : null;
    return { token, user };
  } catch {
    return emptyAuth;
  }
}

function writeAuth(storage: KeyValueStorage | undefined, { token, user }: AuthData): void {
  try {
    storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, user }));
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}

export function createAuthStore(storage: KeyValueStorage | undefined): StoreApi<AuthState> {
  const store = createStore<AuthState>()((set) => ({
    ...readAuth(storage),
    setToken: (token) => set((state) => (state.token === token ? {} : { token, user: null })),
    clearToken: () => set({ token: '', user: null }),
    setUser: (user) => set({ user }),
    updateUser: ({ name, photo, email }) =>
      set((state) => (state.user ? { user: { ...state.user, name, photo, email } } : {})),
  }));
  // Persisted on every change (spec §4).
  store.subscribe((state, previous) => {
    if (state.token !== previous.token || state.user !== previous.user) writeAuth(storage, state);
  });
  return store;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The app's one auth store. Outside React: `authStore.getState()`. */
export const authStore = createAuthStore(browserStorage());
// The page lists' HTML finds the session in a cookie (docs/decisions/0057).
mirrorSessionInCookie(authStore);

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** Signed in is inferred from the token (spec §4). */
export const isSignedIn = (state: AuthData): boolean => state.token !== '';
