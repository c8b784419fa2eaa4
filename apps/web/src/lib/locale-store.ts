import { type User, updateSelfResponse } from '@colorbook/contract';
import { type Catalogue, defaultLocale, isLocale, type Locale, pickLocale } from '@colorbook/i18n';
// English is in the main bundle: it is the default (no round trip before the first paint) and the
// fallback for a key another language lacks, so a screen never shows a raw key.
import english from '@colorbook/i18n/messages/en.json';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { setActiveLocale } from './active-locale';
import { request } from './api';
import { type AuthState, authStore } from './auth-store';
import { setPreferenceCookie } from './preference-cookie';

/** The visitor's choice, kept in local storage (issue 23). */
export const LOCALE_STORAGE_KEY = 'locale';

export type LocaleState = {
  locale: Locale;
  /** The active language's catalogue over English's (a missing translation shows English). */
  messages: Catalogue;
  /** False until the first language's catalogue has arrived. */
  ready: boolean;
  /** Switches language without a reload; stored locally and, when signed in, on the user. */
  setLocale: (locale: Locale) => Promise<void>;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type LocaleDeps = {
  storage: KeyValueStorage | undefined;
  /** navigator.languages */
  languages: readonly string[];
  auth: StoreApi<AuthState>;
  /** One language's catalogue (its own lazy chunk). */
  load: (locale: Locale) => Promise<Catalogue>;
  /** PATCH /users/update {locale}; resolves false when the server refused it. */
  saveOnUser: (locale: Locale) => Promise<boolean>;
  /** <html lang> and the formatting helpers follow the language. */
  apply?: (locale: Locale) => void;
  /** The language about to show, told to the server for the pages it renders (the `lang` cookie). */
  onWanted?: (locale: Locale) => void;
};

/** A locale the user chose, from storage; anything else (unset, unknown, unreadable) is none. */
export function storedLocale(storage: KeyValueStorage | undefined): Locale | undefined {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The user's stored locale if set, else the visitor's stored choice, else the browser's languages. */
export function initialLocale(
  user: Pick<User, 'locale'> | null | undefined,
  storage: KeyValueStorage | undefined,
  languages: readonly string[],
): Locale {
  if (user?.locale && isLocale(user.locale)) return user.locale;
  return storedLocale(storage) ?? pickLocale(languages);
}

function remember(storage: KeyValueStorage | undefined, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the language holds until the tab closes.
  }
}

export function createLocaleStore(deps: LocaleDeps): StoreApi<LocaleState> {
  const { storage, auth, load, saveOnUser, apply } = deps;
  const englishMessages = english as Catalogue;
  let wanted: Locale = initialLocale(auth.getState().user, storage, deps.languages);

  /** Shows `locale` once its catalogue is here; a later switch wins over a slower earlier one. */
  const show = async (locale: Locale): Promise<void> => {
    wanted = locale;
    deps.onWanted?.(locale);
    let catalogue: Catalogue = {};
    if (locale !== defaultLocale) {
      try {
        catalogue = await load(locale);
      } catch {
        // The chunk could not be fetched (offline, a new release): English rather than nothing.
        if (wanted === locale) store.setState({ ready: true });
        return;
      }
    }
    if (wanted !== locale) return;
    store.setState({ locale, messages: { ...englishMessages, ...catalogue }, ready: true });
  };

  const store = createStore<LocaleState>()(() => ({
    locale: defaultLocale,
    messages: englishMessages,
    ready: false,
    setLocale: async (locale) => {
      remember(storage, locale);
      // Started first: it marks the language wanted, so the user's change below is not a second switch.
      const shown = show(locale);
      const { token, user } = auth.getState();
      if (token && user && user.locale !== locale) {
        auth.getState().setUser({ ...user, locale });
        void saveOnUser(locale);
      }
      await shown;
    },
  }));

  store.subscribe((state, previous) => {
    if (state.locale !== previous.locale) apply?.(state.locale);
  });
  apply?.(defaultLocale);

  // The signed-in user's language follows them to this device; a visitor's choice made before
  // signing in is stored on a user who has none yet.
  auth.subscribe((state, previous) => {
    const user = state.user;
    if (!user || !state.token || user === previous.user) return;
    if (user.locale && isLocale(user.locale)) {
      if (user.locale !== wanted) {
        remember(storage, user.locale);
        void show(user.locale);
      }
      return;
    }
    const chosen = storedLocale(storage);
    if (chosen && previous.user?.id !== user.id) {
      state.setUser({ ...user, locale: chosen });
      void saveOnUser(chosen);
    }
  });

  void show(wanted);
  return store;
}

const catalogueLoaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  es: () => import('@colorbook/i18n/messages/es.json'),
  fr: () => import('@colorbook/i18n/messages/fr.json'),
  de: () => import('@colorbook/i18n/messages/de.json'),
  'pt-BR': () => import('@colorbook/i18n/messages/pt-BR.json'),
};

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The app's one locale store. Outside React: `localeStore.getState()`. */
export const localeStore = createLocaleStore({
  storage: browserStorage(),
  languages: globalThis.navigator?.languages ?? [],
  auth: authStore,
  load: async (locale) =>
    locale === 'en' ? (english as Catalogue) : ((await catalogueLoaders[locale]()).default as Catalogue),
  saveOnUser: async (locale) =>
    (await request('PATCH', '/users/update', { body: { locale }, schema: updateSelfResponse, silent: true }))
      .ok,
  apply: (locale) => {
    setActiveLocale(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  },
  // The server renders the landing and the first paint of a screen (ssr/first-paint.tsx) in the
  // cookie's language: the same one the app shows, not only the browser's Accept-Language.
  onWanted: (locale) => setPreferenceCookie('lang', locale),
});

export function useLocale<T>(selector: (state: LocaleState) => T): T {
  return useStore(localeStore, selector);
}
