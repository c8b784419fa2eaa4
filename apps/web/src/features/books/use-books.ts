import type { Book } from '@colorbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dataOrThrow } from '../../lib/query-client';
import { fetchBooks } from './books-api';

const BOOKS_KEY = ['books', 'list'] as const;
/** How often the list is read again while a book is building (its progress bar moves). */
const BUILDING_POLL_MS = 1000;

const building = (books: Book[] | undefined) =>
  books?.some((book) => book.status === 'queued' || book.status === 'running') ?? false;

/**
 * The user's books (the 24 newest, which is more than anyone keeps: the server keeps 20). Read
 * again every second while one is building, so its progress shows and it turns into a download.
 */
export function useBooks() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: BOOKS_KEY,
    queryFn: async ({ signal }) => dataOrThrow(await fetchBooks(1, signal)).data,
    refetchInterval: (q) => (building(q.state.data) ? BUILDING_POLL_MS : false),
  });
  const add = useCallback(
    (book: Book) => queryClient.setQueryData<Book[]>(BOOKS_KEY, (books) => [book, ...(books ?? [])]),
    [queryClient],
  );
  const drop = useCallback(
    (id: string) => queryClient.setQueryData<Book[]>(BOOKS_KEY, (books) => books?.filter((b) => b.id !== id)),
    [queryClient],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state = query.data
    ? ({ status: 'ready', books: query.data } as const)
    : query.isError && !query.isFetching
      ? ({ status: 'error', retry } as const)
      : ({ status: 'loading' } as const);
  return { state, add, drop };
}
