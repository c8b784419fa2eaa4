import { type Share, type ShareBody, share, shareRevoked } from '@colorbook/contract';
import { type ApiResult, request } from './api';

/*
 * A colouring's share link (POST / PATCH / DELETE /coloreds/{id}/share, `id` being
 * page.colored.id). The share dialog shows failures itself (silent).
 */

/** The live link, made now unless the colouring has one (then the same link). */
export function createShare(coloringId: number, body: ShareBody = {}): Promise<ApiResult<Share>> {
  return request('POST', `/coloreds/${coloringId}/share`, { body, schema: share, silent: true });
}

export function updateShare(coloringId: number, body: ShareBody): Promise<ApiResult<Share>> {
  return request('PATCH', `/coloreds/${coloringId}/share`, { body, schema: share, silent: true });
}

/** Stop sharing: the link shows not found from now on (the painter, or an admin). */
export async function revokeShare(coloringId: number, options: { silent?: boolean } = {}): Promise<boolean> {
  const result = await request('DELETE', `/coloreds/${coloringId}/share`, {
    schema: shareRevoked,
    silent: options.silent ?? true,
  });
  return result.ok;
}
