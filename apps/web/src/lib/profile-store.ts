import type { Profile } from '@colorbook/contract';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { authStore } from './auth-store';
import { setPreferenceCookie } from './preference-cookie';

/*
 * Who is colouring (issue 24, decision 0031): null is the adult; a child profile puts the app in
 * kid mode. Kept in local storage beside the session it belongs to, so a reload stays in kid mode
 * (a child must not escape it by reloading) and a sign-out or another session forgets it.
 */
export const PROFILE_STORAGE_KEY = 'profile';

export type ProfileState = {
  /** The session token the choice belongs to. */
  token: string;
  active: Profile | null;
  /** The profile picker has been answered for this session (after sign-in it asks once). */
  chosen: boolean;
  setActive: (profile: Profile | null) => void;
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
  // Another session (sign-in, sign-out): the choice of the old one does not carry over.
  auth.subscribe((state, previous) => {
    if (state.token !== previous.token) store.setState({ token: state.token, active: null, chosen: false });
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
