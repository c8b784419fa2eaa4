import type { SessionProfile, User } from '@colorbook/contract';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { authStore } from './auth-store';
import { setPreferenceCookie } from './preference-cookie';

/*
 * Who is colouring (issues 24 and 35, decisions 0031 and 0040): null is the adult; a child puts
 * the app in kid mode. The session itself is the child's (a child session token), so what the
 * server says in GET /users/read (`profile`) is the truth: a reload stays in kid mode, and no
 * flag kept here can turn a child token into the grown-up. Kept in local storage only so the
 * first paint after a reload is already the child's.
 */
export const PROFILE_STORAGE_KEY = 'profile';

/** The child a session is; a full Profile (from the family list) fits too. */
export type ActiveProfile = SessionProfile;

export type ProfileState = {
  /** The session token the choice belongs to. */
  token: string;
  active: ActiveProfile | null;
  /** The profile picker has been answered for this session (after sign-in it asks once). */
  chosen: boolean;
  setActive: (profile: ActiveProfile | null) => void;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Stored = Pick<ProfileState, 'token' | 'active' | 'chosen'>;

export function readProfile(storage: KeyValueStorage | undefined, token: string): Stored {
  const none: Stored = { token, active: null, chosen: false };
  try {
    const raw = storage?.getItem(PROFILE_STORAGE_KEY);
    if (!raw || !token) return none;
    const parsed = JSON.parse(raw) as Partial<Stored> | null;
    if (parsed?.token !== token) return none;
    const active = parsed.active && typeof parsed.active === 'object' ? parsed.active : null;
    return { token, active, chosen: parsed.chosen === true };
  } catch {
    return none;
  }
}

export function createProfileStore(
  storage: KeyValueStorage | undefined,
  auth: Pick<typeof authStore, 'getState' | 'subscribe'>,
): StoreApi<ProfileState> {
  const store = createStore<ProfileState>()((set) => ({
    ...readProfile(storage, auth.getState().token),
    setActive: (active) => set({ active, chosen: true }),
  }));
  // The session's own word: a child session is its child, an adult session the grown-up.
  const fromUser = (user: User | null) => {
    if (user) store.setState({ active: user.profile ?? null, ...(user.profile ? { chosen: true } : {}) });
  };
  fromUser(auth.getState().user);
  // Another session (sign-in, sign-out, a hand-over): the choice of the old one does not carry over.
  auth.subscribe((state, previous) => {
    if (state.token !== previous.token) store.setState({ token: state.token, active: null, chosen: false });
    if (state.user !== previous.user) fromUser(state.user);
  });
  store.subscribe((state) => {
    try {
      if (!state.token) storage?.removeItem(PROFILE_STORAGE_KEY);
      else
        storage?.setItem(
          PROFILE_STORAGE_KEY,
          JSON.stringify({ token: state.token, active: state.active, chosen: state.chosen }),
        );
    } catch {
      // Private mode or a full quota: the choice lasts until the tab closes.
    }
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

/** The app's one profile store. Outside React: `profileStore.getState()`. */
export const profileStore = createProfileStore(browserStorage(), authStore);

export function useProfile<T>(selector: (state: ProfileState) => T): T {
  return useStore(profileStore, selector);
}

/** Kid mode: a child profile is active. */
export const inKidMode = (state: Pick<ProfileState, 'active'>): boolean => state.active !== null;

/** The header value for API calls, or undefined for the adult. */
export function activeProfileHeader(): string | undefined {
  const { active } = profileStore.getState();
  return active ? String(active.id) : undefined;
}

/**
 * Kid mode is told to the server in a cookie, which then leaves the first paint of a signed-in
 * screen out of the HTML (docs/decisions/0033): the head script would hide it, but the adult
 * gallery's pictures in it would still be fetched on the child's device.
 */
const tellServerKidMode = (kid: boolean) => setPreferenceCookie('kid', kid ? '1' : '0');
tellServerKidMode(inKidMode(profileStore.getState()));
profileStore.subscribe((state, previous) => {
  if (inKidMode(state) !== inKidMode(previous)) tellServerKidMode(inKidMode(state));
});
