import { replayUploadResponse } from '@colorbook/contract';
import { request } from '../../lib/api';

/**
 * Keeps the session's log as the replay of the colouring just saved as `photo` (decision 0045):
 * the server reads the log itself, up to where this device's picture stood. Silent, like the
 * replay of any save: a colouring without its replay is still a saved colouring.
 */
export async function saveTogetherReplay(
  code: string,
  photo: string,
  point: { upTo: number; pending: string[] },
): Promise<boolean> {
  const result = await request('POST', `/together/${encodeURIComponent(code)}/replay`, {
    body: { photo, upTo: point.upTo, pending: point.pending.slice(-500) },
    schema: replayUploadResponse,
    silent: true,
    timeoutMs: 60_000,
  });
  return result.ok;
}
