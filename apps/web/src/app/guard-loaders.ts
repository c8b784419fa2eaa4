import { type LoaderFunction, redirect } from 'react-router';
import { authStore } from '../lib/auth-store';
import { safeNextPath } from '../lib/next-path';
import { loadSessionUser } from '../lib/session';
import { guardRedirect, type RouteArea } from './guards';
import { passKidModeGate } from './kid-mode-gate';

function guardLoader(area: RouteArea): LoaderFunction {
  return async ({ request }) => {
    const { token } = authStore.getState();
    // Guest screens only peek at the session: an expired one is dropped without fuss.
    const user = token ? await loadSessionUser({ quiet: area === 'guest' }) : null;
    const next = area === 'guest' ? safeNextPath(new URL(request.url).searchParams.get('next')) : undefined;
    const target = guardRedirect({ area, token: authStore.getState().token, user, next });
    if (target) throw redirect(target);
    // Kid mode (issue 24): /admin asks the parent gate first (the adult screens below /admin
    // share this loader, which runs once on entering the area).
    if (area === 'admin') await passKidModeGate(request);
    return null;
  };
}

/** Signed-in user screens (AppLayout). */
export const userGuardLoader = guardLoader('user');
/** Admin screens under /admin (AdminLayout). */
export const adminGuardLoader = guardLoader('admin');
/** /sign-in, /sign-up, /verify: signed-in users go to their home instead. */
export const guestGuardLoader = guardLoader('guest');
