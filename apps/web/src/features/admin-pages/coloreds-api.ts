import { coloredsPage } from '@colorbook/contract';
import type { z } from 'zod';
import { type ApiResult, request } from '../../lib/api';

export type ColoredsPage = z.infer<typeof coloredsPage>;
export type ColoredRecord = ColoredsPage['data'][number];

/** GET /coloreds/paginate: for an admin, every user's colourings, newest first. */
export function fetchColoreds(
  page: number,
  search: string,
  signal: AbortSignal,
): Promise<ApiResult<ColoredsPage>> {
  return request('GET', '/coloreds/paginate', {
    query: { page, search },
    schema: coloredsPage,
    silent: true,
    signal,
  });
}
