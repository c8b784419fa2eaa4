import type { User } from '@colorbook/contract';
import type { Locale } from '@colorbook/i18n';
import english from '@colorbook/i18n/messages/en.json';
import { describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth-store';
import { createLocaleStore, initialLocale, LOCALE_STORAGE_KEY, type LocaleDeps } from './locale-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const ann: User = {
  id: 1,
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

/** A store with fake catalogues ("<locale>:hello") and a recorded PATCH /users/update. */
function setUp(options: Partial<Pick<LocaleDeps, 'storage' | 'languages'>> & { signedIn?: User } = {}) {
  const storage = options.storage ?? memoryStorage();
  const auth = createAuthStore(memoryStorage());
  if (options.signedIn) {
    auth.getState().setToken('token');
    auth.getState().setUser(options.signedIn);
  }
  const saved: Locale[] = [];
  const applied: Locale[] = [];
  const load = vi.fn(async (locale: Locale) => ({ 'greeting.hello': `${locale}:hello` }));
  const store = createLocaleStore({
    storage,
    languages: options.languages ?? [],
    auth,
    load,
    saveOnUser: async (locale) => {
      saved.push(locale);
      return true;
    },
    apply: (locale) => applied.push(locale),
  });
  const settled = () => vi.waitFor(() => expect(store.getState().ready).toBe(true));
  return { store, auth, storage, saved, applied, load, settled };
}

describe('the first language', () => {
  it('is the signed-in user’s stored language, over the visitor’s choice and the browser', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' });
    expect(initialLocale({ locale: 'de' }, storage, ['es-MX'])).toBe('de');
  });

  it('is the visitor’s stored choice, then the browser’s languages, then English', () => {
    expect(initialLocale(null, memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' }), ['es-MX'])).toBe('fr');
    expect(initialLocale({ locale: null }, memoryStorage(), ['it', 'es-MX', 'de'])).toBe('es');
    expect(initialLocale(null, memoryStorage({ [LOCALE_STORAGE_KEY]: 'klingon' }), ['pt-PT'])).toBe('pt-BR');
    expect(initialLocale(null, undefined, ['it'])).toBe('en');
  });

  it('is ready at once in English, with no catalogue to fetch', () => {
    const { store, load } = setUp({ languages: ['en-GB'] });
    expect(store.getState()).toMatchObject({ locale: 'en', ready: true, messages: english });
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for another language’s catalogue, laid over English', async () => {
    const { store, applied, settled } = setUp({ languages: ['es-MX'] });
    expect(store.getState().ready).toBe(false);
    await settled();
    expect(store.getState().locale).toBe('es');
    expect(store.getState().messages['greeting.hello']).toBe('es:hello');
    // English fills any key the language lacks, so nothing shows as a raw key.
    for (const key of Object.keys(english)) expect(store.getState().messages[key]).toBeDefined();
    expect(applied.at(-1)).toBe('es');
  });

  it('falls back to English when the catalogue cannot be fetched', async () => {
    const storage = memoryStorage();
    const auth = createAuthStore(memoryStorage());
    const store = createLocaleStore({
      storage,
      languages: ['de'],
      auth,
      load: () => Promise.reject(new Error('offline')),
      saveOnUser: async () => true,
    });
    await vi.waitFor(() => expect(store.getState().ready).toBe(true));
    expect(store.getState().locale).toBe('en');
  });
});

describe('switching language', () => {
  it('re-renders in the new language and remembers it for a visitor', async () => {
    const { store, storage, saved, settled } = setUp({ languages: ['es'] });
    await settled();
    await store.getState().setLocale('de');
    expect(store.getState()).toMatchObject({ locale: 'de', ready: true });
    expect(store.getState().messages['greeting.hello']).toBe('de:hello');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(saved).toEqual([]);
  });

  it('stores it on the signed-in user', async () => {
    const { store, auth, saved } = setUp({ signedIn: ann });
    await store.getState().setLocale('fr');
    expect(saved).toEqual(['fr']);
    expect(auth.getState().user?.locale).toBe('fr');
    expect(store.getState().locale).toBe('fr');
  });

  it('keeps the last choice when an earlier catalogue arrives late', async () => {
    const { store, settled } = setUp();
    await settled();
    const first = store.getState().setLocale('es');
    const second = store.getState().setLocale('en');
    await Promise.all([first, second]);
    expect(store.getState().locale).toBe('en');
  });
});

describe('signing in', () => {
  it('follows the language stored on the user', async () => {
    const { store, auth, storage, saved } = setUp({ languages: ['es'] });
    auth.getState().setToken('token');
    auth.getState().setUser({ ...ann, locale: 'pt-BR' });
    await vi.waitFor(() => expect(store.getState().locale).toBe('pt-BR'));
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(saved).toEqual([]);
  });

  it('stores the visitor’s choice on a user who has none', async () => {
    const { store, auth, saved, settled } = setUp();
    await settled();
    await store.getState().setLocale('de');
    auth.getState().setToken('token');
    auth.getState().setUser(ann);
    expect(saved).toEqual(['de']);
    expect(auth.getState().user?.locale).toBe('de');
    expect(store.getState().locale).toBe('de');
  });

  it('leaves a user without a language and a visitor without a choice on the browser’s language', async () => {
    const { store, auth, saved, settled } = setUp({ languages: ['fr-CA'] });
    await settled();
    auth.getState().setToken('token');
    auth.getState().setUser(ann);
    expect(saved).toEqual([]);
    expect(store.getState().locale).toBe('fr');
  });
});
