import { decodeLog, gunzipLog, gzipLog, type LogOp } from '@colorbook/canvas';
import { REPLAY_MAX_BYTES, replayUploadResponse } from '@colorbook/contract';
import { API_BASE, request } from '../../lib/api';
import { authStore } from '../../lib/auth-store';

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * Sends the log of the colouring just saved as `photo` (decision 0028: its own request after the
 * upsert, so a refused log never costs the save). Silent: a colouring without its replay is
 * still a saved colouring, and the next save sends the log again.
 */
export async function uploadReplay(pageId: number, photo: string, raw: Uint8Array): Promise<boolean> {
  const gz = await gzipLog(raw);
  if (gz.length > REPLAY_MAX_BYTES) return false;
  const result = await request('POST', '/coloreds/replay', {
    body: { pageId, photo, log: toBase64(gz) },
    schema: replayUploadResponse,
    silent: true,
    timeoutMs: 60_000,
  });
  return result.ok;
}

/** A saved colouring's log (GET /coloreds/{id}/replay), or null when it has none (204). */
export async function fetchReplay(coloringId: number, signal?: AbortSignal): Promise<LogOp[] | null> {
  const { token } = authStore.getState();
  const response = await fetch(`${API_BASE}/coloreds/${coloringId}/replay`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`The replay could not be loaded (${response.status}).`);
  return decodeLog(await gunzipLog(new Uint8Array(await response.arrayBuffer())));
}
