import { describe, expect, it } from 'vitest';
import { GUARD_KEYS, guardFirstPaint } from './first-paint-guard';
import { AUTH_STORAGE_KEY } from './lib/auth-store';
import { LOCALE_STORAGE_KEY } from './lib/locale-store';
import { PROFILE_STORAGE_KEY } from './lib/profile-store';

/** A storage holding `items` (JSON-encoded unless a string), like the app's stores write them. */
function storage(items: Record<string, unknown>): Storage {
  const values = new Map(
    Object.entries(items).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return { getItem: (key: string) => values.get(key) ?? null } as Storage;
}

/** Whether the picture stays for this browser's storage, on a page drawn in `lang`. */
function kept(items: Record<string, unknown>, lang = 'en'): boolean {
  const root = { lang, dataset: {} as DOMStringMap } as HTMLElement;
  guardFirstPaint(root, storage(items));
  return root.dataset.firstPaint !== 'off';
}

const auth = (user: Record<string, unknown> | null) => ({ token: 't1', user });

describe('the first paint’s guard', () => {
  it('reads the keys the app’s stores write', () => {
    expect(GUARD_KEYS).toEqual({
      auth: AUTH_STORAGE_KEY,
      profile: PROFILE_STORAGE_KEY,
      locale: LOCALE_STORAGE_KEY,
    });
  });

  it('keeps the picture for a signed-in adult whose language is the page’s', () => {
    expect(kept({ auth: auth({ admin: false }) })).toBe(true);
    expect(kept({ auth: auth({ admin: false, locale: 'de' }) }, 'de')).toBe(true);
    expect(kept({ auth: auth({ admin: false }), locale: 'fr' }, 'fr')).toBe(true);
  });

  it('hides it for a stranger, an admin, a child, another language or unreadable storage', () => {
    expect(kept({})).toBe(false);
    expect(kept({ auth: auth(null) })).toBe(false);
    expect(kept({ auth: auth({ admin: true }) })).toBe(false);
    expect(kept({ auth: auth({ admin: false }), profile: { token: 't1', active: { id: 3 } } })).toBe(false);
    expect(kept({ auth: auth({ admin: false, locale: 'es' }) }, 'en')).toBe(false);
    expect(kept({ auth: auth({ admin: false }), locale: 'pt-BR' }, 'en')).toBe(false);
    expect(kept({ auth: '{not json' })).toBe(false);
  });

  it('keeps it for the adult when the child profile stored belongs to another session', () => {
    expect(kept({ auth: auth({ admin: false }), profile: { token: 'old', active: { id: 3 } } })).toBe(true);
  });
});
