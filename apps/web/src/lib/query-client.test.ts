import { PROFILE_NOT_FOUND } from '@colorbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api';
import { authStore } from './auth-store';
import { profileStore } from './profile-store';
import { queryClient } from './query-client';

describe('the query cache and the session', () => {
  afterEach(() => {
    authStore.getState().clearToken();
    queryClient.clear();
  });

  it('holds nothing of the previous user once the token is lost or replaced', () => {
    authStore.getState().setToken('ann-token');
    queryClient.setQueryData(['pages', 'owned'], { data: ["Ann's page"] });
    authStore.getState().clearToken();
    expect(queryClient.getQueryData(['pages', 'owned'])).toBeUndefined();

    authStore.getState().setToken('ann-token');
    queryClient.setQueryData(['pages', 'owned'], { data: ["Ann's page"] });
    authStore.getState().setToken('bob-token');
    expect(queryClient.getQueryData(['pages', 'owned'])).toBeUndefined();
  });
});

describe('the query cache and child profiles', () => {
  const child = (id: number, name: string) =>
    ({
      id,
      name,
      avatarColor: '#FFD35C',
      avatarAnimal: 'fox',
      ageBand: '6-8',
      allowUploads: false,
      createdAt: '2026-11-27T10:00:00.000Z',
    }) as const;

  afterEach(() => {
    authStore.getState().clearToken();
    queryClient.clear();
  });

  it("holds nothing of the grown-up's or a sibling's lists after a switch", () => {
    authStore.getState().setToken('ann-token');
    queryClient.setQueryData(['pages', 'colored'], { data: ["Ann's colouring"] });
    profileStore.getState().setActive(child(3, 'Mia'));
    expect(queryClient.getQueryData(['pages', 'colored'])).toBeUndefined();

    queryClient.setQueryData(['pages', 'colored'], { data: ["Mia's colouring"] });
    profileStore.getState().setActive(child(4, 'Leo'));
    expect(queryClient.getQueryData(['pages', 'colored'])).toBeUndefined();

    queryClient.setQueryData(['pages', 'colored'], { data: ["Leo's colouring"] });
    profileStore.getState().setActive(null);
    expect(queryClient.getQueryData(['pages', 'colored'])).toBeUndefined();
  });

  it('asks the picker again when the active child was removed elsewhere (its id is refused)', async () => {
    authStore.getState().setToken('ann-token');
    profileStore.getState().setActive(child(3, 'Mia'));
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: PROFILE_NOT_FOUND, code: 'NOT_FOUND' }, { status: 404 }),
    );
    try {
      await request('GET', '/pages/paginate', { silent: true });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(profileStore.getState()).toMatchObject({ active: null, chosen: false });
  });

  it('keeps the cache when the same profile is chosen again', () => {
    authStore.getState().setToken('ann-token');
    profileStore.getState().setActive(child(3, 'Mia'));
    queryClient.setQueryData(['pages', 'colored'], { data: ["Mia's colouring"] });
    profileStore.getState().setActive(child(3, 'Mia'));
    expect(queryClient.getQueryData(['pages', 'colored'])).toEqual({ data: ["Mia's colouring"] });
  });
});
