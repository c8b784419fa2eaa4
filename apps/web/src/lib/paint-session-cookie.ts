import { PAINT_SESSION_COOKIE, PAINT_SESSION_PATH } from '../../seam/paint-session';
import { setCookie } from './preference-cookie';

/*
 * The session's token mirrored in a cookie the page lists' HTML requests carry, so the server can
 * put My pages' first cards into it (docs/decisions/0057, seam/paint-session.ts). It changes with
 * the stored token, in the same turn: signing out or another session's sign-in leaves no old
 * token behind for the next page load. The cookie adds no reach to the token: script could read
 * it from local storage already, and the API never reads a cookie.
 */

/** The server's session lifetime (sliding, sessions.service.ts); the app renews the cookie at every start. */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The auth store as this needs it (lib/auth-store.ts, which calls this). */
type SessionStore = {
  getState(): { token: string };
  subscribe(listener: (state: { token: string }, previous: { token: string }) => void): () => void;
};

export function writePaintSession(token: string): void {
  setCookie(PAINT_SESSION_COOKIE, token, {
    path: PAINT_SESSION_PATH,
    maxAge: token ? SESSION_MAX_AGE_S : 0,
  });
}

/** Keeps the cookie the token's mirror from now on (app start: the stored token, then every change). */
export function mirrorSessionInCookie(auth: SessionStore): () => void {
  writePaintSession(auth.getState().token);
  return auth.subscribe((state, previous) => {
    if (state.token !== previous.token) writePaintSession(state.token);
  });
}
