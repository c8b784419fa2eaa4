import type { Page, PageScope, PageSort } from '@colorbook/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  hasMorePages,
  initialPageListState,
  nextPageNumber,
  type PageListState,
  pageListReducer,
} from './page-list-state';
import { fetchPages } from './pages-api';

export type PageListFilters = { scope: PageScope; search: string; sort: PageSort };

export type PageList = PageListState & {
  hasMore: boolean;
  loadMore: () => void;
  /** Loads page 1 again (after 'Failed to load pages'). */
  retry: () => void;
  patch: (id: number, changes: Partial<Page>) => void;
  remove: (id: number) => void;
};

/**
 * One paginated grid of GET /pages/paginate for any scope: page 1 whenever the filters change
 * (an answer for older filters is dropped), then 'Load more' appends current + 1.
 */
export function usePageList({ scope, search, sort }: PageListFilters): PageList {
  const [state, dispatch] = useReducer(pageListReducer, initialPageListState);
  const [attempt, setAttempt] = useState(0);
  // The controller of the current filters; 'Load more' shares it so a filter change cancels it too.
  const controllerRef = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same query on retry.
  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'reset' });
    void fetchPages({ page: 1, search, sort, scope }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      dispatch(result.ok ? { type: 'loaded', result: result.data } : { type: 'failed' });
    });
    return () => controller.abort();
  }, [scope, search, sort, attempt]);

  const hasMore = hasMorePages(state);
  const next = nextPageNumber(state);
  const { loadingMore } = state;

  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller || !hasMore || loadingMore) return;
    dispatch({ type: 'loadMore' });
    void fetchPages({ page: next, search, sort, scope }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      dispatch(result.ok ? { type: 'loaded', result: result.data } : { type: 'failed' });
    });
  }, [hasMore, loadingMore, next, scope, search, sort]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const patch = useCallback(
    (id: number, changes: Partial<Page>) => dispatch({ type: 'patch', id, changes }),
    [],
  );
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);

  return { ...state, hasMore, loadMore, retry, patch, remove };
}
