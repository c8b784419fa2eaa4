import { PROFILE_NOT_FOUND } from '@colorbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { type ApiFailure, type ApiResult, onApiFailure, onApiWrite } from './api';
import { authStore } from './auth-store';
import { profileStore } from './profile-store';

/*
 * The app's one query cache (TanStack Query, decision 0014). A screen shows what the cache holds
 * for its query at once and reads it again in the background; route loaders start the same
 * queries beside the route's code.
 */

/** A failed call inside the cache; the screen shows its own failure state (spec §8). */
export class ApiQueryError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/** What a query function returns: the data, or a throw the cache records as the failure. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiQueryError(result.error);
  return result.data;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Long enough that a loader's read is not repeated when its screen mounts a moment later;
      // short enough that coming back to a screen reads it again behind the cached copy.
      staleTime: 2_000,
      // Screens show a failure with 'Try again' (spec §8) rather than retrying behind a spinner.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

// Another account must never see the cached lists of the previous one.
authStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

// Lists, favourites and coloured pages are the active profile's (issue 24): after a switch every
// screen reads its data again, and a child never sees what was cached for the adult.
profileStore.subscribe((state, previous) => {
  if ((state.active?.id ?? null) !== (previous.active?.id ?? null)) queryClient.clear();
});

// The active child was removed (from another device): the server refuses its id on every call,
// the parent gate's included, so staying in it would lock the app. The picker is asked again.
onApiFailure((error) => {
  if (error.status === 404 && error.message === PROFILE_NOT_FOUND && profileStore.getState().active) {
    profileStore.setState({ active: null, chosen: false });
  }
});

// A change made through the API (favourite, delete, save…) may show in any cached screen: each is
// marked stale and read again when it is next shown. The screen on view patches its own copy.
onApiWrite(() => {
  void queryClient.invalidateQueries({ refetchType: 'none' });
});
