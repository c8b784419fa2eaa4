import {
  type Book,
  type BooksPage,
  book,
  bookDeleted,
  booksPage,
  type CreateBookBody,
} from '@colorbook/contract';
import { API_BASE, type ApiResult, request } from '../../lib/api';
import { authStore } from '../../lib/auth-store';

/* The book calls (issue 22). The screen shows failures itself (silent). */

export function fetchBooks(page: number, signal?: AbortSignal): Promise<ApiResult<BooksPage>> {
  return request('GET', '/books/paginate', { query: { page }, schema: booksPage, silent: true, signal });
}

export function startBook(body: CreateBookBody): Promise<ApiResult<Book>> {
  return request('POST', '/books', { body, schema: book, silent: true });
}

export function readBook(id: string, signal?: AbortSignal): Promise<ApiResult<Book>> {
  return request('GET', `/books/${id}`, { schema: book, silent: true, signal });
}

export async function deleteBook(id: string): Promise<boolean> {
  return (await request('DELETE', `/books/${id}`, { schema: bookDeleted })).ok;
}

/**
 * The PDF's bytes: a Bearer-authorised GET, so it cannot be a plain link. A refusal comes back
 * as the server's `{message, code}`.
 */
export async function fetchBookFile(
  id: string,
): Promise<{ ok: true; blob: Blob } | { ok: false; message: string | null; code?: string }> {
  const { token } = authStore.getState();
  try {
    const response = await fetch(`${API_BASE}/books/${id}/file`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.ok) return { ok: true, blob: await response.blob() };
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    // No message of the server's: null, and the screen says it in the active language.
    return { ok: false, message: body.message ?? null, code: body.code };
  } catch {
    return { ok: false, message: null, code: 'OFFLINE' };
  }
}
