import {
  type Page,
  type PageAgeBand,
  type PageDifficulty,
  type PageScope,
  type PageSort,
  type PageTheme,
  pageAgeBands,
  pageDifficulties,
  pageThemes,
} from '@colorbook/contract';
import { authStore } from './auth-store';
import { fetchPages } from './pages-api';
import { queryClient } from './query-client';
import { DEFAULT_SORT, isPageSort } from './sort-options';
import { type PaginatedList, paginatedQuery, usePaginatedList } from './use-paginated-list';

/** The gallery's filters (issue 24); unset = every page. */
export type GalleryFilters = { theme?: PageTheme; age?: PageAgeBand; difficulty?: PageDifficulty };

export type PageListFilters = { scope: PageScope; search: string; sort: PageSort } & GalleryFilters;

export type PageList = PaginatedList<Page>;

/** Every cached page grid starts with this key, so a card's change reaches each of them. */
export const PAGE_LISTS_KEY = ['pages', 'list'] as const;

/** The cache entry of one page grid (GET /pages/paginate); route loaders prefetch it. */
export function pageListQuery({ scope, search, sort, theme, age, difficulty }: PageListFilters) {
  const gallery = { theme, age, difficulty };
  return paginatedQuery<Page>([...PAGE_LISTS_KEY, scope, sort, search, gallery], (page, signal) =>
    fetchPages({ page, search, sort, scope, ...gallery }, signal),
  );
}

/** One paginated grid for any scope (page 1 again whenever a filter changes). */
export function usePageList(filters: PageListFilters): PageList {
  return usePaginatedList(pageListQuery(filters), PAGE_LISTS_KEY);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** Theme, age and difficulty as the address gives them; unknown values are left out. */
export function galleryFromUrl(params: URLSearchParams): GalleryFilters {
  return {
    theme: oneOf(pageThemes, params.get('theme')),
    age: oneOf(pageAgeBands, params.get('age')),
    difficulty: oneOf(pageDifficulties, params.get('difficulty')),
  };
}

/** Search and sort as the address gives them (spec's first load: search empty, sort latest). */
export function filtersFromUrl(params: URLSearchParams): { search: string; sort: PageSort } {
  const sort = params.get('sort') ?? '';
  return { search: params.get('search') ?? '', sort: isPageSort(sort) ? sort : DEFAULT_SORT };
}

/**
 * For a list screen's route loader: starts reading the grid the screen will show while its code
 * loads, instead of after. Never waits; a cached list is read again only when stale. Only with a
 * stored user: without one the guard first checks the token, which may have expired.
 */
export function prefetchPageList(scope: PageScope, url: URL): void {
  const { token, user } = authStore.getState();
  if (!token || !user) return;
  const { search, sort } = filtersFromUrl(url.searchParams);
  // Only the public list has gallery filters (the screen ignores them elsewhere).
  const gallery = scope === 'public' ? galleryFromUrl(url.searchParams) : {};
  void queryClient.prefetchInfiniteQuery(pageListQuery({ scope, search: search.trim(), sort, ...gallery }));
}
