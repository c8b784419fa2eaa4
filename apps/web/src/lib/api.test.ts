import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setActiveLocale } from './active-locale';
import { api, type FailureContext, onApiFailure, request, takeEarlyRead } from './api';
import { authStore } from './auth-store';
import type { EarlyRead } from './early-reads';
import { profileStore } from './profile-store';

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

  it('asks for the messages in the language on screen', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    setActiveLocale('de');
    try {
      await api.post('/users/sign-in', { email: 'a@b.co' });
    } finally {
      setActiveLocale('en');
    }

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.['Accept-Language']).toBe('de');
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

describe('api client with a child profile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const mia = {
    id: 12,
    name: 'Mia',
    avatarColor: '#FFD35C',
    avatarAnimal: 'fox',
    ageBand: '6-8',
    allowUploads: false,
    createdAt: '2026-11-27T10:00:00.000Z',
  } as const;
  const early = (url: string, token: string, profileId: string | undefined, body: unknown): EarlyRead => ({
    url,
    token,
    profileId,
    response: Promise.resolve(json(200, body)),
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    authStore.getState().setToken('session-a');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    authStore.getState().clearToken();
  });

  it('sends the active child in the profile header, and nothing for the grown-up', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('/pages/paginate');
    profileStore.getState().setActive(mia);
    await api.get('/pages/paginate');
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['x-profile-id'],
    );
    expect(sent).toEqual([undefined, '12']);
  });

  it("never hands a child the grown-up's early read: it asks the server as the child", async () => {
    vi.stubGlobal('window', {
      __earlyReads: [early('/api/pages/paginate', 'session-a', '', { data: 'the grown-up list' })],
    });
    fetchMock.mockResolvedValue(json(200, { data: "Mia's list" }));
    profileStore.getState().setActive(mia);

    await expect(api.get('/pages/paginate')).resolves.toEqual({ data: "Mia's list" });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('takes an early read made for the same child, once', async () => {
    vi.stubGlobal('window', {
      __earlyReads: [early('/api/pages/paginate', 'session-a', '12', { data: "Mia's list" })],
    });
    profileStore.getState().setActive(mia);

    await expect(api.get('/pages/paginate')).resolves.toEqual({ data: "Mia's list" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRead('/api/pages/paginate', 'session-a', '12')).toBeUndefined();
  });

  it('gives the grown-up only a read made for the grown-up (older reads carry no profile)', () => {
    const reads = [
      early('/api/users/read', 'session-a', '12', {}),
      early('/api/users/read', 'session-a', undefined, {}),
    ];
    vi.stubGlobal('window', { __earlyReads: [...reads] });
    expect(takeEarlyRead('/api/users/read', 'session-a')).toBe(reads[1]?.response);
    expect(takeEarlyRead('/api/users/read', 'session-a')).toBeUndefined();
    expect(takeEarlyRead('/api/users/read', 'session-b', '12')).toBeUndefined();
  });
});
