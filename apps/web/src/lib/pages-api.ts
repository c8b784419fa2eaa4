import {
  type CreatePageBody,
  type GenerationJob,
  generationJob,
  type Page,
  type PageScope,
  type PageSort,
  type PagesPage,
  page,
  pagesPage,
  suggestedPrompt,
  toggled,
  type UploadPageBody,
  type UploadPreview,
  type UploadPreviewBody,
  uploadPreview,
} from '@colorbook/contract';
import { type ApiResult, request } from './api';

/*
 * The page calls of spec §7, typed by the contract. Lists and creation show their failures
 * inline (silent); the quick card actions let the error catalogue notify.
 */

export type PageListQuery = { page: number; search: string; sort: PageSort; scope: PageScope };

export function fetchPages(query: PageListQuery, signal?: AbortSignal): Promise<ApiResult<PagesPage>> {
  return request('GET', '/pages/paginate', { query, schema: pagesPage, silent: true, signal });
}

export function fetchPage(id: number, signal?: AbortSignal): Promise<ApiResult<Page>> {
  return request('GET', `/pages/${id}/read`, { schema: page, silent: true, signal });
}

/** Users only: favourite or un-favourite (spec §4). */
export async function toggleFavorite(id: number): Promise<boolean> {
  const result = await request('PATCH', `/pages/${id}/favorited/toggle`, { schema: toggled });
  return result.ok;
}

/** Admin: block or unblock. Owner: "delete" (the page leaves every list). */
export async function toggleBlocked(id: number): Promise<boolean> {
  const result = await request('PATCH', `/pages/${id}/blocked/toggle`, { schema: toggled });
  return result.ok;
}

export function startGeneration(body: CreatePageBody): Promise<ApiResult<GenerationJob>> {
  return request('POST', '/pages/create', { body, schema: generationJob, silent: true });
}

export function readGeneration(id: string, signal?: AbortSignal): Promise<ApiResult<GenerationJob>> {
  return request('GET', `/pages/jobs/${id}`, { schema: generationJob, silent: true, signal });
}

export async function suggestPrompt(): Promise<string | null> {
  const result = await request('GET', '/pages/prompt/generate', { schema: suggestedPrompt, silent: true });
  return result.ok ? result.data.prompt : null;
}

/** POST /pages/upload: the server turns the uploaded image into line art (1 credit). */
export function createPageFromUpload(body: UploadPageBody): Promise<ApiResult<Page>> {
  // Converting a large photo takes a while on a small server.
  return request('POST', '/pages/upload', { body, schema: page, silent: true, timeoutMs: 120_000 });
}

/** POST /pages/upload/preview: the line art an upload would give; no credit is spent. */
export function previewUploadedPage(
  body: UploadPreviewBody,
  signal?: AbortSignal,
): Promise<ApiResult<UploadPreview>> {
  return request('POST', '/pages/upload/preview', {
    body,
    schema: uploadPreview,
    silent: true,
    signal,
    timeoutMs: 120_000,
  });
}
