import { PROFILE_HEADER } from '@colorbook/contract';
import type { z } from 'zod';
import { getActiveLocale } from './active-locale';
import { authStore } from './auth-store';
import { isOnline } from './connectivity';
import type { EarlyRead } from './early-reads';
import { absoluteFileUrls, relativeFileUrls } from './file-urls';
import { apiOrigin } from './platform';
import { activeProfileHeader } from './profile-store';

/**
 * The one way the web client talks to the API (spec §7): base path /api, Bearer token from
 * the stored auth state. Helpers resolve to null on any failure, as the spec says; callers
 * that need the reason use `request` and read the ApiFailure.
 */

/** Same origin on the web; the configured server in the native shells (lib/platform). */
const API_ORIGIN = apiOrigin();
export const API_BASE = `${API_ORIGIN}/api`;
const DEFAULT_TIMEOUT_MS = 15_000;

export type ApiFailure = { status: number; message: string; code?: string };
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export type RequestOptions<T> = {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The screen shows the failure itself (inline): no danger notification. A 401 still signs out
   * and NO_PAID_PLAN still goes to /checkout (spec §8).
   */
  silent?: boolean;
  /** The caller handles every failure itself: the error catalogue is not applied at all. */
  raw?: boolean;
  /** The answer is bytes (an ArrayBuffer), not JSON: a page's region map. */
  bytes?: boolean;
};

/** What the error catalogue needs to know about the call that failed. */
export type FailureContext = { path: string; silent: boolean };
type FailureListener = (error: ApiFailure, context: FailureContext) => void;
const failureListeners = new Set<FailureListener>();

/** Lets notifications / auth react to failed calls (401, NO_PAID_PLAN…) without coupling here. */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

type WriteListener = (path: string) => void;
const writeListeners = new Set<WriteListener>();

/** Lets the query cache learn that a call changed data on the server (any method but GET succeeded). */
export function onApiWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readFailure(response: Response): Promise<ApiFailure> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    return {
      status: response.status,
      message: typeof body.message === 'string' ? body.message : 'Something went wrong!',
      code: typeof body.code === 'string' ? body.code : undefined,
    };
  } catch {
    return { status: response.status, message: response.statusText || 'Something went wrong!' };
  }
}

/**
 * The response of an early read (lib/early-reads) for this GET, session and profile, once. A read
 * made for another profile (or for the adult) is never taken: a child must not see the adult's list.
 */
export function takeEarlyRead(url: string, token: string, profileId = ''): Promise<Response> | undefined {
  const reads: EarlyRead[] | undefined = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const index =
    reads?.findIndex(
      (read) => read.url === url && read.token === token && (read.profileId ?? '') === profileId,
    ) ?? -1;
  if (!reads || index < 0) return undefined;
  return reads.splice(index, 1)[0]?.response;
}

/** `promise`, or a rejection as soon as `signal` aborts (the caller's cancel, the timeout). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new Error('Aborted'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function request<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  // The server words its messages (and the emails a call sends) in the language on screen, which a
  // visitor may have switched away from the browser's own (issue 23).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getActiveLocale(),
  };
  const { token } = authStore.getState();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The child colouring, if any (issue 24): the server scopes lists and refuses adult routes by it.
  const profileId = activeProfileHeader();
  if (token && profileId) headers[PROFILE_HEADER] = profileId;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(relativeFileUrls(options.body, API_ORIGIN));
  }

  // One controller for both the caller's signal and the timeout (AbortSignal.any is too new for some phones).
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('The server took too long to answer')),
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  const signal = controller.signal;

  let result: ApiResult<T>;
  try {
    const url = buildUrl(path, options.query);
    // The page load's first reads may already be under way (lib/early-reads).
    const early = method === 'GET' ? takeEarlyRead(url, token, headers[PROFILE_HEADER]) : undefined;
    const response = await (early
      ? untilAborted(
          early.catch(() => fetch(url, { method, headers, signal })),
          signal,
        )
      : fetch(url, { method, headers, body, signal }));
    if (!response.ok) {
      result = { ok: false, error: await readFailure(response) };
    } else {
      const json: unknown = options.bytes
        ? await response.arrayBuffer()
        : absoluteFileUrls(response.status === 204 ? null : await response.json(), API_ORIGIN);
      if (options.schema) {
        const parsed = options.schema.safeParse(json);
        result = parsed.success
          ? { ok: true, data: parsed.data }
          : { ok: false, error: { status: response.status, message: 'Unexpected response from the server' } };
      } else {
        result = { ok: true, data: json as T };
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Something went wrong!';
    result = { ok: false, error: { status: 0, message } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (result.ok && method !== 'GET') for (const listener of writeListeners) listener(path);

  // Offline, a request that cannot go out is expected: the offline banner says so, not a toast.
  const offline = !result.ok && result.error.status === 0 && !isOnline();
  if (!result.ok && !options.raw && !options.signal?.aborted && !offline) {
    const context: FailureContext = { path, silent: options.silent === true };
    for (const listener of failureListeners) listener(result.error, context);
  }
  return result;
}

const unwrap = <T>(result: ApiResult<T>): T | null => (result.ok ? result.data : null);

export const api = {
  get: async <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    unwrap(await request<T>('GET', path, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    unwrap(await request<T>('POST', path, { ...options, body })),
  postForm: async <T>(path: string, form: FormData, options?: RequestOptions<T>) =>
    unwrap(await request<T>('POST', path, { ...options, body: form })),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    unwrap(await request<T>('PATCH', path, { ...options, body })),
  delete: async <T>(path: string, options?: RequestOptions<T>) =>
    unwrap(await request<T>('DELETE', path, options)),
};
