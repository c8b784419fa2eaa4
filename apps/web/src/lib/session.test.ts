import type { User } from '@colorbook/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { homePathFor, loadSessionUser, refreshSessionUser, signOut, startSession } from './session';

const ann: User = {
  id: 7,
  name: 'Ann',
  email: 'ann@example.com',
  photo: null,
  stripe_id: null,
  admin: false,
  blocked: false,
  created_at: '2025-01-01T00:00:00.000Z',
  plan: null,
  locale: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(200, { signed_out: true }));
    await signOut();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('has no user without a token, and asks nothing', async () => {
    await expect(loadSessionUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the user once per token and caches it in the store', async () => {
    fetchMock.mockImplementation(async () => json(200, ann));
    await startSession('token-1');
    await loadSessionUser();
    await loadSessionUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authStore.getState().user).toEqual(ann);
  });

  it('keeps a child session, which is told none of the account’s private fields, with them blank', async () => {
    const child = {
      id: 7,
      name: 'Mia',
      photo: null,
      admin: false,
      blocked: false,
      plan: null,
      locale: 'fr',
      profile: {
        id: 3,
        name: 'Mia',
        avatarColor: '#FFD35C',
        avatarAnimal: 'fox',
        ageBand: '6-8',
        allowUploads: false,
      },
    };
    fetchMock.mockImplementation(async () => json(200, child));
    await expect(startSession('child-token')).resolves.toEqual({
      ...child,
      email: '',
      stripe_id: null,
      created_at: '',
    });
    expect(authStore.getState().user?.profile?.name).toBe('Mia');
  });

  it('reads the user again after a payment changed the plan', async () => {
    const starter = { ...ann, plan: { name: 'starter', title: 'Starter', paid: true } };
    fetchMock.mockImplementationOnce(async () => json(200, ann));
    fetchMock.mockImplementationOnce(async () => json(200, starter));
    await startSession('token-2');
    await expect(refreshSessionUser()).resolves.toEqual(starter);
    // Later loads share the fresh read.
    await expect(loadSessionUser()).resolves.toEqual(starter);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authStore.getState().user?.plan?.paid).toBe(true);
  });

  it('starts from the stored user at once and revalidates it in the background', async () => {
    const renamed = { ...ann, name: 'Ann B.' };
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    authStore.getState().setToken('stored');
    authStore.getState().setUser(ann);
    await expect(loadSessionUser()).resolves.toEqual(ann);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json(200, renamed));
    await vi.waitFor(() => expect(authStore.getState().user).toEqual(renamed));
  });

  it('forgets an expired session when asked quietly', async () => {
    fetchMock.mockImplementation(async () =>
      json(401, { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }),
    );
    authStore.getState().setToken('stale');
    await expect(loadSessionUser({ quiet: true })).resolves.toBeNull();
    expect(authStore.getState().token).toBe('');
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    authStore.getState().setToken('offline');
    authStore.getState().setUser(ann);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadSessionUser({ quiet: true })).resolves.toEqual(ann);
  });

  it('signs out on the server and locally, even when the server call fails', async () => {
    fetchMock.mockImplementation(async () => json(200, ann));
    await startSession('token-2');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut();
    expect(authStore.getState()).toMatchObject({ token: '', user: null });
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe('/api/users/sign-out');
    expect(init?.method).toBe('POST');
  });

  it('sends admins to /admin and users to /pages/favorite', () => {
    expect(homePathFor({ admin: true })).toBe('/admin');
    expect(homePathFor({ admin: false })).toBe('/pages/favorite');
  });
});
