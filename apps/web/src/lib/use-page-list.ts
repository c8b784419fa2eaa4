import type { Page, PageScope, PageSort } from '@colorbook/contract';
import { fetchPages } from './pages-api';
import { type PaginatedList, usePaginatedList } from './use-paginated-list';

export type PageListFilters = { scope: PageScope; search: string; sort: PageSort };

export type PageList = PaginatedList<Page>;

/** One paginated grid of GET /pages/paginate for any scope (page 1 again whenever a filter changes). */
export function usePageList({ scope, search, sort }: PageListFilters): PageList {
  return usePaginatedList(
    (page, signal) => fetchPages({ page, search, sort, scope }, signal),
    JSON.stringify([scope, sort, search]),
  );
}
