import { onApiFailure } from '../lib/api';
import { reactToFailure } from '../lib/api-errors';
import { AUTH_STORAGE_KEY, authStore, readAuth } from '../lib/auth-store';
import { resetCredits } from '../lib/credits';
import { clearNotificationOnRouteChange, notify } from '../lib/notifications';
import type { AppRouter } from './router';

/**
 * App-wide reactions that need the router: the error catalogue (spec §8) for every failed
 * API call, and notifications clearing on route change (spec §4). Returns a cleanup.
 */
export function installRouterEffects(router: AppRouter): () => void {
  const stopFailures = onApiFailure((error, { silent }) => {
    const pathname = router.state.location.pathname;
    const reaction = reactToFailure(error, { silent, pathname });
    if (reaction.signOut) {
      authStore.getState().clearToken();
      resetCredits();
    }
    if (reaction.notification)
      notify(reaction.notification.message, { variant: 'danger', ...reaction.notification });
    if (reaction.redirectTo) void router.navigate(reaction.redirectTo, { replace: reaction.signOut });
  });

  let pathname = router.state.location.pathname;
  const stopRouteWatch = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    clearNotificationOnRouteChange();
  });

  // Signing in or out in another tab: follow it here, and let the guards re-decide.
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readAuth(localStorage);
    if (next.token === authStore.getState().token) return;
    authStore.setState(next);
    void router.revalidate();
  };
  window.addEventListener('storage', handleStorage);

  return () => {
    stopFailures();
    stopRouteWatch();
    window.removeEventListener('storage', handleStorage);
  };
}
