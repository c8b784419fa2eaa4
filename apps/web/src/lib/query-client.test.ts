import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from './auth-store';
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
