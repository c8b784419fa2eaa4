import { coloredsPage, type Profile, profileList } from '@colorbook/contract';
import type { z } from 'zod';
import { type ApiResult, request } from '../../lib/api';
import { dataOrThrow, queryClient } from '../../lib/query-client';

export type ColoredRecord = z.infer<typeof coloredsPage>['data'][number];

/*
 * The adult's family view of Colored pages (issue 24): the children (GET /profiles) and the
 * family's colourings (GET /coloreds/paginate?of=…, each labelled with its profileId).
 */

/** The same cache entry as the account's family section (features/profiles), holding Profile[]. */
export const FAMILY_QUERY_KEY = ['profiles'] as const;

export async function fetchFamily(signal?: AbortSignal): Promise<ApiResult<Profile[]>> {
  const result = await request('GET', '/profiles', { schema: profileList, signal, silent: true });
  return result.ok ? { ok: true, data: result.data.data } : result;
}

/** Read beside the screen's code (the route's loader), so the chips come with the list. */
export function prefetchFamily(): void {
  void queryClient.prefetchQuery({
    queryKey: FAMILY_QUERY_KEY,
    queryFn: async ({ signal }) => dataOrThrow(await fetchFamily(signal)),
  });
}

/** Whose colourings: the whole family, or one child (by profile id). */
export type FamilyScope = 'family' | number;

export const fetchFamilyColoreds = (
  page: number,
  of: FamilyScope,
  signal: AbortSignal,
): Promise<ApiResult<z.infer<typeof coloredsPage>>> =>
  request('GET', '/coloreds/paginate', { query: { page, of }, schema: coloredsPage, silent: true, signal });
