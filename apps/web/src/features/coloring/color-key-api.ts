import { type ColorKey, colorKeySchema } from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/**
 * GET /pages/{id}/color-key. A 404 means the page has no key (or a server without the route):
 * that is an answer, null, not a failure to show.
 */
export async function fetchColorKey(
  pageId: number,
  signal: AbortSignal,
): Promise<ApiResult<ColorKey | null>> {
  const result = await request('GET', `/pages/${pageId}/color-key`, {
    schema: colorKeySchema,
    signal,
    silent: true,
  });
  if (!result.ok && result.error.status === 404) return { ok: true, data: null };
  return result;
}
