import {
  type TogetherFamilyList,
  type TogetherSession,
  togetherFamilyList,
  togetherSession,
  updated,
} from '@colorbook/contract';
import { type ApiResult, request } from './api';

/** Colour together's REST calls (decision 0041); the live part goes over together-client.ts. */
export const startTogether = (pageId: number): Promise<ApiResult<TogetherSession>> =>
  request('POST', '/together', { body: { pageId }, schema: togetherSession });

/** Silent: the screen says itself that a code is unknown or ended. */
export const fetchTogether = (code: string, signal?: AbortSignal): Promise<ApiResult<TogetherSession>> =>
  request('GET', `/together/${encodeURIComponent(code)}`, { schema: togetherSession, silent: true, signal });

export const fetchFamilySessions = (): Promise<ApiResult<TogetherFamilyList>> =>
  request('GET', '/together/family', { schema: togetherFamilyList, silent: true });

export const endTogether = (code: string) =>
  request('POST', `/together/${encodeURIComponent(code)}/end`, { schema: updated });

export const removeFromTogether = (code: string, participantId: number) =>
  request('DELETE', `/together/${encodeURIComponent(code)}/participants/${participantId}`, {
    schema: updated,
  });
