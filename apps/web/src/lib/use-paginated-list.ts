import { type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { ApiResult } from './api';
import {
  hasMorePages,
  type ListItem,
  type ListState,
  listItems,
  listPosition,
  nextPageParam,
  type PaginatedResult,
  patchPages,
  removeFromPages,
} from './page-list-state';
import { dataOrThrow } from './query-client';

export type PaginatedList<T extends ListItem> = ListState<T> & {
  hasMore: boolean;
  loadMore: () => void;
  /** Loads page 1 again (after a failed first load). */
  retry: () => void;
  /** Merges changes into an item in every cached list under `patchScope` (a card's favourite, block…). */
  patch: (id: number, changes: Partial<T>) => void;
  /** Takes an item out of every cached list under `patchScope` (a deleted page). */
  remove: (id: number) => void;
};

export type PageLoader<T> = (page: number, signal: AbortSignal) => Promise<ApiResult<PaginatedResult<T>>>;

/** The cache entry of one paginated list; a route loader may prefetch the same options. */
export function paginatedQuery<T>(queryKey: QueryKey, load: PageLoader<T>) {
  return {
    queryKey,
    queryFn: async ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      dataOrThrow(await load(pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  };
}

type Pages<T> = { pages: PaginatedResult<T>[]; pageParams: unknown[] };
export type PaginatedQuery<T> = ReturnType<typeof paginatedQuery<T>>;

/**
 * One paginated list in the query cache (`paginatedQuery(key, load)`, whose key must name
 * everything `load` depends on: search, sort…): page 1, then 'Load more' appends current + 1. A
 * list already in the cache shows at once and is read again in the background. `patchScope`
 * (default: the list's key) is the key prefix of the lists a patch or remove reaches, so the same
 * card changes in every cached list.
 */
export function usePaginatedList<T extends ListItem>(
  options: PaginatedQuery<T>,
  patchScope: QueryKey = options.queryKey,
): PaginatedList<T> {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(options);
  const { data, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;

  const pages = data?.pages;
  const items = useMemo(() => (pages ? listItems(pages) : []), [pages]);
  const { currentPage, lastPage } = listPosition(pages ?? []);
  // A failed first load shows skeletons again while 'Try again' reads it.
  const status: ListState<T>['status'] = pages
    ? 'ready'
    : isFetching || query.isPending
      ? 'loading'
      : 'error';
  const hasMore = hasMorePages({ status, currentPage, lastPage });

  const loadMore = useCallback(() => {
    if (hasMore && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasMore, isFetchingNextPage, fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);

  const scopeRef = useRef(patchScope);
  scopeRef.current = patchScope;
  const update = useCallback(
    (change: (pages: PaginatedResult<T>[]) => PaginatedResult<T>[]) =>
      queryClient.setQueriesData<Pages<T>>({ queryKey: scopeRef.current }, (cached) =>
        cached ? { ...cached, pages: change(cached.pages) } : cached,
      ),
    [queryClient],
  );
  const patch = useCallback(
    (id: number, changes: Partial<T>) => update((cached) => patchPages(cached, id, changes)),
    [update],
  );
  const remove = useCallback((id: number) => update((cached) => removeFromPages(cached, id)), [update]);

  return {
    items,
    currentPage,
    lastPage,
    status,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    hasMore,
    loadMore,
    retry,
    patch,
    remove,
  };
}
