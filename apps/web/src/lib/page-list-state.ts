import type { Page } from '@colorbook/contract';

/**
 * A list fed by a paginated endpoint (spec §9): page 1 first, then current + 1 appended by
 * 'Load more' until current_page equals last_page. The pages loaded so far live in the query
 * cache (use-paginated-list); these pure rules turn them into what a screen shows, so they are
 * unit-tested. Used by the page grids and by the admin lists (users, subscriptions, colourings).
 */
export type ListItem = { id: number };
export type PaginatedResult<T> = { data: T[]; current_page: number; last_page: number };

export type ListState<T extends ListItem> = {
  items: T[];
  /** The last page loaded; 0 before the first answer. */
  currentPage: number;
  lastPage: number;
  /** The first page: loading (skeletons), ready, or failed ('Failed to load pages'). */
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** 'Load more' failed; the items already shown stay. */
  moreFailed: boolean;
};

/** The items of every page loaded, in order. New items may shift the server's offsets between two loads: never one twice. */
export function listItems<T extends ListItem>(pages: readonly PaginatedResult<T>[]): T[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.data.filter((item) => !seen.has(item.id) && seen.add(item.id)));
}

/** Where the list stands: the last page loaded and the last page there is. */
export function listPosition(pages: readonly PaginatedResult<unknown>[]): {
  currentPage: number;
  lastPage: number;
} {
  const last = pages.at(-1);
  if (!last) return { currentPage: 0, lastPage: 1 };
  return { currentPage: last.current_page, lastPage: Math.max(last.last_page, last.current_page) };
}

/** The page 'Load more' asks for after `last`, or undefined on the last page. */
export const nextPageParam = (last: PaginatedResult<unknown>): number | undefined =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

type Position = Pick<ListState<ListItem>, 'status' | 'currentPage' | 'lastPage'>;

/** 'Load more' shows until the last page has been loaded. */
export const hasMorePages = (state: Position): boolean =>
  state.status === 'ready' && state.currentPage < state.lastPage;

/** Merges `changes` into the item `id` wherever it is loaded. */
export function patchPages<T extends ListItem>(
  pages: readonly PaginatedResult<T>[],
  id: number,
  changes: Partial<T>,
): PaginatedResult<T>[] {
  return pages.map((page) =>
    page.data.some((item) => item.id === id)
      ? { ...page, data: page.data.map((item) => (item.id === id ? { ...item, ...changes } : item)) }
      : page,
  );
}

/** Takes the item `id` out of every page loaded. */
export function removeFromPages<T extends ListItem>(
  pages: readonly PaginatedResult<T>[],
  id: number,
): PaginatedResult<T>[] {
  return pages.map((page) =>
    page.data.some((item) => item.id === id)
      ? { ...page, data: page.data.filter((item) => item.id !== id) }
      : page,
  );
}

/** Spec §4: a favourite toggle flips the flag and moves the count by exactly one. */
export function favoriteToggled(item: Pick<Page, 'is_favorited' | 'favorited_count'>): Partial<Page> {
  const favorited = !item.is_favorited;
  return {
    is_favorited: favorited,
    favorited_count: Math.max(0, item.favorited_count + (favorited ? 1 : -1)),
  };
}
