import type { ParentGateState, Profile } from '@colorbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSignedIn, useAuth } from '../../lib/auth-store';
import { type ResourceState, useApiQuery } from '../../lib/use-api-query';
import { fetchParentGate, fetchProfiles, PARENT_GATE_QUERY_KEY, PROFILES_QUERY_KEY } from './profiles-api';

/** The account's child profiles, through the query cache (the picker and the account share it). */
export function useProfiles(): ResourceState<Profile[]> {
  // The top bar and the picker prompt outlive a sign-out: once the token is gone (and the cache
  // cleared with it) they must not ask again, or the server answers 401.
  const signedIn = useAuth(isSignedIn);
  const state = useApiQuery(
    PROFILES_QUERY_KEY,
    async (signal) => {
      const result = await fetchProfiles(signal);
      return result.ok ? { ok: true as const, data: result.data.data } : result;
    },
    signedIn,
  );
  return state;
}

/** Whether a parent PIN is set (and whether it is locked). */
export function useParentGateState(): ResourceState<ParentGateState> {
  return useApiQuery(PARENT_GATE_QUERY_KEY, fetchParentGate, useAuth(isSignedIn));
}

/** Puts a changed list into the cache at once (the server's answer), so every screen shows it. */
export function useSetCachedProfiles(): (change: (profiles: Profile[]) => Profile[]) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change) => queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (old) => change(old ?? [])),
    [queryClient],
  );
}
