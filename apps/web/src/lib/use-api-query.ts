import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiResult } from './api';
import { dataOrThrow } from './query-client';

export type ResourceState<T> = (
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: T }
) & {
  /** Reads again (after a failure, or after a change elsewhere). */
  reload: () => void;
};

/**
 * One GET a screen shows, through the query cache: loading, then the data or a failure it shows
 * itself. Data already cached for `queryKey` shows at once and is read again in the background; a
 * reload keeps the data on screen until the new answer arrives, and a failed one shows the failure.
 */
export function useApiQuery<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  /** false: not read (yet), e.g. a signed-in read in a shell that outlives the session. */
  enabled = true,
): ResourceState<T> {
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => dataOrThrow(await load(signal)),
    enabled,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (query.isError && !query.isFetching) return { status: 'error', reload };
  if (query.data !== undefined) return { status: 'ready', data: query.data, reload };
  return { status: 'loading', reload };
}
