import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ApiResult } from './api';
import {
  hasMorePages,
  initialListState,
  type ListItem,
  type ListState,
  listReducer,
  nextPageNumber,
  type PaginatedResult,
} from './page-list-state';

export type PaginatedList<T extends ListItem> = ListState<T> & {
  hasMore: boolean;
  loadMore: () => void;
  /** Loads page 1 again (after a failed first load). */
  retry: () => void;
  patch: (id: number, changes: Partial<T>) => void;
  remove: (id: number) => void;
};

export type PageLoader<T> = (page: number, signal: AbortSignal) => Promise<ApiResult<PaginatedResult<T>>>;

/**
 * One paginated list: page 1 whenever `queryKey` changes (an answer for an older query is
 * dropped), then 'Load more' appends current + 1. `load` may be a new function on every render;
 * the list follows `queryKey`, which must name everything `load` depends on (search, sort…).
 */
export function usePaginatedList<T extends ListItem>(
  load: PageLoader<T>,
  queryKey: string,
): PaginatedList<T> {
  const [state, dispatch] = useReducer(listReducer<T>, initialListState);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The controller of the current query; 'Load more' shares it so a query change cancels it too.
  const controllerRef = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` and `attempt` are the triggers; `load` is read from the ref.
  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'reset' });
    void loadRef.current(1, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      dispatch(result.ok ? { type: 'loaded', result: result.data } : { type: 'failed' });
    });
    return () => controller.abort();
  }, [queryKey, attempt]);

  const hasMore = hasMorePages(state);
  const next = nextPageNumber(state);
  const { loadingMore } = state;

  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller || !hasMore || loadingMore) return;
    dispatch({ type: 'loadMore' });
    void loadRef.current(next, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      dispatch(result.ok ? { type: 'loaded', result: result.data } : { type: 'failed' });
    });
  }, [hasMore, loadingMore, next]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const patch = useCallback(
    (id: number, changes: Partial<T>) => dispatch({ type: 'patch', id, changes }),
    [],
  );
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);

  return { ...state, hasMore, loadMore, retry, patch, remove };
}
