import type { Page, PagesPage } from '@colorbook/contract';

/**
 * A page grid fed by GET /pages/paginate (spec §9): page 1 first, then current + 1 appended by
 * 'Load more' until current_page equals last_page. Pure, so the rules are unit-tested.
 */
export type PageListState = {
  items: Page[];
  /** The last page loaded; 0 before the first answer. */
  currentPage: number;
  lastPage: number;
  /** The first page: loading (skeletons), ready, or failed ('Failed to load pages'). */
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** 'Load more' failed; the cards already shown stay. */
  moreFailed: boolean;
};

export type PageListAction =
  | { type: 'reset' }
  | { type: 'loadMore' }
  | { type: 'loaded'; result: PagesPage }
  | { type: 'failed' }
  | { type: 'patch'; id: number; changes: Partial<Page> }
  | { type: 'remove'; id: number };

export const initialPageListState: PageListState = {
  items: [],
  currentPage: 0,
  lastPage: 1,
  status: 'loading',
  loadingMore: false,
  moreFailed: false,
};

export function pageListReducer(state: PageListState, action: PageListAction): PageListState {
  switch (action.type) {
    case 'reset':
      return initialPageListState;
    case 'loadMore':
      return { ...state, loadingMore: true, moreFailed: false };
    case 'loaded': {
      const { data, current_page: currentPage, last_page: lastPage } = action.result;
      const first = currentPage <= 1;
      // New pages may shift the server's offsets between two loads: never show a card twice.
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

/** 'Load more' shows until the last page has been loaded. */
export const hasMorePages = (state: PageListState): boolean =>
  state.status === 'ready' && state.currentPage < state.lastPage;

export const nextPageNumber = (state: PageListState): number => state.currentPage + 1;

/** Spec §4: a favourite toggle flips the flag and moves the count by exactly one. */
export function favoriteToggled(item: Pick<Page, 'is_favorited' | 'favorited_count'>): Partial<Page> {
  const favorited = !item.is_favorited;
  return {
    is_favorited: favorited,
    favorited_count: Math.max(0, item.favorited_count + (favorited ? 1 : -1)),
  };
}
