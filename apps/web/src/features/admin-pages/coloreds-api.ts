import { coloredsPage } from '@colorbook/contract';
import type { z } from 'zod';
import { type ApiResult, request } from '../../lib/api';

export type ColoredsPage = z.infer<typeof coloredsPage>;
export type ColoredRecord = ColoredsPage['data'][number];

/**
 * GET /coloreds/paginate: for an admin, every user's colourings, newest first, each with its live
 * share link (`shared`: only those that have one).
 */
export function fetchColoreds(
  page: number,
  search: string,
  signal: AbortSignal,
  shared = false,
): Promise<ApiResult<ColoredsPage>> {
  return request('GET', '/coloreds/paginate', {
    query: { page, search, ...(shared ? { shared: 'true' } : {}) },
    schema: coloredsPage,
    silent: true,
    signal,
  });
}
