import type { Page } from '@colorbook/contract';

/**
 * A list fed by a paginated endpoint (spec §9): page 1 first, then current + 1 appended by
 * 'Load more' until current_page equals last_page. Pure, so the rules are unit-tested. Used by
 * the page grids and by the admin lists (users, subscriptions, colourings).
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

export type ListAction<T extends ListItem> =
  | { type: 'reset' }
  | { type: 'loadMore' }
  | { type: 'loaded'; result: PaginatedResult<T> }
  | { type: 'failed' }
  | { type: 'patch'; id: number; changes: Partial<T> }
  | { type: 'remove'; id: number };

export const initialListState: ListState<never> = {
  items: [],
  currentPage: 0,
  lastPage: 1,
  status: 'loading',
  loadingMore: false,
  moreFailed: false,
};

export function listReducer<T extends ListItem>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'reset':
      return initialListState;
    case 'loadMore':
      return { ...state, loadingMore: true, moreFailed: false };
    case 'loaded': {
      const { data, current_page: currentPage, last_page: lastPage } = action.result;
      const first = currentPage <= 1;
      // New items may shift the server's offsets between two loads: never show one twice.
      const seen = new Set(first ? [] : state.items.map((item) => item.id));
      const fresh = data.filter((item) => !seen.has(item.id) && seen.add(item.id));
      return {
        items: first ? fresh : [...state.items, ...fresh],
        currentPage,
        lastPage: Math.max(lastPage, currentPage),
        status: 'ready',
        loadingMore: false,
        moreFailed: false,
      };
    }
    case 'failed':
      return state.status === 'ready'
        ? { ...state, loadingMore: false, moreFailed: true }
        : { ...state, status: 'error', loadingMore: false };
    case 'patch':
      return {
        ...state,
        items: state.items.map((item) => (item.id === action.id ? { ...item, ...action.changes } : item)),
      };
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
  }
}

type Position = Pick<ListState<ListItem>, 'status' | 'currentPage' | 'lastPage'>;

/** 'Load more' shows until the last page has been loaded. */
export const hasMorePages = (state: Position): boolean =>
  state.status === 'ready' && state.currentPage < state.lastPage;

export const nextPageNumber = (state: Pick<Position, 'currentPage'>): number => state.currentPage + 1;

/** The page grids' names for the same list. */
export type PageListState = ListState<Page>;
export type PageListAction = ListAction<Page>;
export const initialPageListState: PageListState = initialListState;
export const pageListReducer = listReducer<Page>;

/** Spec §4: a favourite toggle flips the flag and moves the count by exactly one. */
export function favoriteToggled(item: Pick<Page, 'is_favorited' | 'favorited_count'>): Partial<Page> {
  const favorited = !item.is_favorited;
  return {
    is_favorited: favorited,
    favorited_count: Math.max(0, item.favorited_count + (favorited ? 1 : -1)),
  };
}
