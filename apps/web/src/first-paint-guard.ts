/*
 * The first paint's guard, inlined by the server in <head> before the picture (allowed by its
 * hash, computed at build time: vite-web-build.ts). It hides the server's picture of a signed-in
 * screen (docs/decisions/0033) where it would be wrong for this browser: nobody signed in (the app
 * goes to sign-in), an admin (another frame), a child's profile (kid mode), or a stored language
 * other than the one the page was drawn in. The storage keys are spec §3's 'auth',
 * lib/profile-store.ts's 'profile' and lib/locale-store.ts's 'locale'; first-paint-guard.test.ts
 * holds them to those stores.
 */

/** The stores' keys, spelt out: importing the stores would bring their code into this inline script. */
export const GUARD_KEYS = { auth: 'auth', profile: 'profile', locale: 'locale' } as const;

type Stored = { token?: string; user?: { admin?: boolean; locale?: string } } | null;
type StoredProfile = { token?: string; active?: unknown } | null;

function pictureFits(storage: Storage, lang: string): boolean {
  const auth = JSON.parse(storage.getItem(GUARD_KEYS.auth) ?? 'null') as Stored;
  const user = auth?.user;
  const profile = JSON.parse(storage.getItem(GUARD_KEYS.profile) ?? 'null') as StoredProfile;
  const locale = user?.locale || storage.getItem(GUARD_KEYS.locale);
  const kid = Boolean(profile?.active) && profile?.token === auth?.token;
  return Boolean(user) && !user?.admin && !kid && (!locale || locale === lang);
}

export function guardFirstPaint(root: HTMLElement, storage: Storage): void {
  try {
    if (pictureFits(storage, root.lang)) return;
  } catch {
    // Unreadable storage: hide the picture, as for a stranger.
  }
  root.dataset.firstPaint = 'off';
}
