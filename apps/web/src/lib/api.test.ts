import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, type FailureContext, onApiFailure, request } from './api';
import { authStore } from './auth-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const failures: Array<{ status: number; message: string; context: FailureContext }> = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stop = onApiFailure((error, context) => failures.push({ ...error, context }));
  });
  afterEach(() => {
    stop();
    failures.length = 0;
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    authStore.getState().clearToken();
  });

  it('sends the stored token as a Bearer header to /api', async () => {
    authStore.getState().setToken('secret-token');
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));

    await api.get('/users/read', { query: { page: 2, search: undefined } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/read?page=2');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer secret-token');
  });

  it('resolves to null on failure and reports it with the response message', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'That email is taken.', code: 'CONFLICT' }));

    await expect(api.patch('/users/update', { email: 'a@b.co' })).resolves.toBeNull();
    expect(failures).toEqual([
      {
        status: 409,
        message: 'That email is taken.',
        code: 'CONFLICT',
        context: { path: '/users/update', silent: false },
      },
    ]);
  });

  it('reports a network error with its message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/credits/read')).resolves.toBeNull();
    expect(failures[0]).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('marks silent calls, and raw calls are not reported at all', async () => {
    fetchMock.mockImplementation(async () => json(400, { message: 'Bad', code: 'VALIDATION_ERROR' }));
    await api.post('/users/verify', {}, { silent: true });
    await api.post('/users/verify', {}, { raw: true });
    expect(failures.map((failure) => failure.context.silent)).toEqual([true]);
  });

  it('checks responses against the schema', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 42 }));
    const result = await request('POST', '/users/sign-in', {
      schema: z.object({ token: z.string() }),
      raw: true,
    });
    expect(result).toEqual({
      ok: false,
      error: { status: 200, message: 'Unexpected response from the server' },
    });
  });
});
