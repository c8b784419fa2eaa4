import { type AdminLineArtCheck, adminLineArtCheck } from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/** GET /admin/pages/{id}/line-art-check: how the provider's image of a page was graded (admins). */
export function fetchLineArtCheck(
  pageId: number,
  signal: AbortSignal,
): Promise<ApiResult<AdminLineArtCheck>> {
  return request('GET', `/admin/pages/${pageId}/line-art-check`, {
    schema: adminLineArtCheck,
    silent: true,
    signal,
  });
}
