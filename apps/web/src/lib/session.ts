import { type SessionUser, sessionUser, type User } from '@colorbook/contract';
import { api, request } from './api';
import { endsSession } from './api-errors';
import { authStore } from './auth-store';
import { resetCredits } from './credits';
import { deviceDataSettled } from './device-data';

/*
 * The signed-in session: the user is read once per token (GET /users/read) and kept in the auth
 * store; guards and screens wait on the same promise instead of asking again. Spec §3 keeps the
 * user in local storage, so signed-in screens start from the stored user at once while the read
 * revalidates it in the background (a 401 or USER_BLOCKED then signs out as usual).
 */

let loaded: { token: string; promise: Promise<User | null> } | null = null;

type LoadOptions = {
  /**
   * Public screens such as /sign-up: wait for the read, and forget an expired session without
   * the error catalogue's notification and redirect.
   */
  quiet?: boolean;
  /** Wait for the read even when a user is stored (a new session, a plan just bought). */
  fresh?: boolean;
};

/** Resolves to the signed-in user: the stored one at once, reading it from the API the first time for this token. */
export function loadSessionUser({ quiet = false, fresh = false }: LoadOptions = {}): Promise<User | null> {
  const { token, user } = authStore.getState();
  if (!token) return Promise.resolve(null);
  if (loaded?.token !== token) loaded = { token, promise: readSessionUser(token, quiet) };
  if (user && !quiet && !fresh) return Promise.resolve(user);
  return loaded.promise.then(currentUser);
}

/**
 * A child session is told none of the account's private fields (decision 0040): the screens,
 * typed for the grown-up, read them blank, and kid mode shows none of them.
 */
const appUserOf = (read: SessionUser): User => ({
  ...read,
  email: read.email ?? '',
  stripe_id: read.stripe_id ?? null,
  created_at: read.created_at ?? '',
});

function readSessionUser(token: string, quiet: boolean): Promise<User | null> {
  return request('GET', '/users/read', { schema: sessionUser, raw: quiet }).then((result) => {
    if (!result.ok && quiet && endsSession(result.error)) authStore.getState().clearToken();
    if (result.ok) {
      const read = appUserOf(result.data);
      // Only if the session is still the one that asked (a sign-out may have happened meanwhile).
      if (authStore.getState().token === token) authStore.getState().setUser(read);
      return read;
    }
    // Read again on the next navigation; 401/USER_BLOCKED already signed the session out.
    if (loaded?.token === token) loaded = null;
    // Offline or a server hiccup: keep going with the user restored from storage, if any.
    const unreachable = result.error.status === 0 || result.error.status >= 500;
    return unreachable ? currentUser() : null;
  });
}

function currentUser(): User | null {
  const { token, user } = authStore.getState();
  return token ? user : null;
}

/** For route loaders below the signed-in guard: the user, or an error the error page shows. */
export async function requireUser(): Promise<User> {
  const found = await loadSessionUser();
  if (!found) throw new Error('user not found');
  return found;
}

/** Starts a session with the token from /users/verify and reads its user. */
export async function startSession(authToken: string): Promise<User | null> {
  loaded = null;
  authStore.getState().setToken(authToken);
  return loadSessionUser({ fresh: true });
}

/** Reads the signed-in user again into the auth store, e.g. after a payment changed the plan. */
export function refreshSessionUser(): Promise<User | null> {
  loaded = null;
  return loadSessionUser({ fresh: true });
}

/** Spec §4: revoke the session on the server (a failure does not matter), then forget it here. */
export async function signOut(): Promise<void> {
  if (authStore.getState().token) {
    await api.post('/users/sign-out', undefined, { raw: true, timeoutMs: 5_000 });
  }
  loaded = null;
  authStore.getState().clearToken();
  resetCredits();
  // The session's offline data goes with it (lib/device-data reacts to every loss of the token).
  await deviceDataSettled();
}

/** Home screen of a signed-in user (spec §4). */
export const homePathFor = (account: Pick<User, 'admin'>): string =>
  account.admin ? '/admin' : '/pages/favorite';
