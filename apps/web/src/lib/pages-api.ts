import {
  type CreatePageBody,
  type GenerationJob,
  generationJob,
  type Page,
  type PageAgeBand,
  type PageDifficulty,
  type PageOfTheDay,
  type PageScope,
  type PageSort,
  type PagesPage,
  type PageTheme,
  page,
  pageOfTheDay,
  pagesPage,
  suggestedPrompt,
  toggled,
  type UpdatePageGalleryBody,
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

export type PageListQuery = {
  page: number;
  search: string;
  sort: PageSort;
  scope: PageScope;
  theme?: PageTheme;
  age?: PageAgeBand;
  difficulty?: PageDifficulty;
};

export function fetchPages(query: PageListQuery, signal?: AbortSignal): Promise<ApiResult<PagesPage>> {
  return request('GET', '/pages/paginate', { query, schema: pagesPage, silent: true, signal });
}

/** Issue 24: today's kid-safe page, the same for everyone (null while there is none). */
export function fetchPageOfTheDay(signal?: AbortSignal): Promise<ApiResult<PageOfTheDay>> {
  return request('GET', '/pages/of-the-day', { schema: pageOfTheDay, silent: true, signal });
}

/** Admins: correct a page's theme, age band, difficulty, or mark it kid-safe. */
export function updatePageGallery(id: number, body: UpdatePageGalleryBody): Promise<ApiResult<Page>> {
  return request('PATCH', `/pages/${id}/gallery`, { body, schema: page });
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
