import { PROFILE_HEADER } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import {
  EARLY_PROFILE_HEADER,
  EARLY_PROFILE_STORAGE_KEY,
  earlyReadHeaders,
  earlyReadPaths,
  firstReads,
  storedProfileId,
} from './early-reads';
import { PROFILE_STORAGE_KEY } from './profile-store';

describe('earlyReadPaths', () => {
  it('reads only the public settings for a visitor', () => {
    expect(earlyReadPaths('/pages/favorite', '', false)).toEqual(['/settings/list']);
  });

  it("reads a list screen's first page with the address's search and sort, as the screen asks", () => {
    expect(earlyReadPaths('/pages/favorite', '', true)).toEqual([
      '/settings/list',
      '/users/read',
      '/pages/paginate?page=1&search=&sort=latest&scope=favorited',
    ]);
    expect(earlyReadPaths('/pages/public/', '?search=%20cat%20&sort=trending', true)).toContain(
      '/pages/paginate?page=1&search=cat&sort=trending&scope=public',
    );
  });

  it('reads nothing for a list that redirects to buying', () => {
    expect(earlyReadPaths('/pages/public', '?plan=starter', true).some((p) => p.startsWith('/pages/'))).toBe(
      false,
    );
  });

  it('reads the page, its region map and the credits for the colouring screen, and billing for the account', () => {
    // The page first: the line art (and the first paint's picture) waits for it.
    expect(earlyReadPaths('/pages/12/color', '', true)).toEqual([
      '/pages/12/read',
      '/pages/12/regions',
      '/settings/list',
      '/users/read',
      '/credits/read',
    ]);
    expect(earlyReadPaths('/account', '', true)).toEqual([
      '/settings/list',
      '/users/read',
      '/credits/read',
      '/billing/read',
    ]);
  });
});

describe('firstReads', () => {
  it("starts a list screen's reads but the settings, which wait for its first pictures", () => {
    expect(firstReads(earlyReadPaths('/pages', '', true))).toEqual([
      '/users/read',
      '/pages/paginate?page=1&search=&sort=latest&scope=owned',
    ]);
  });

  it("starts the colouring screen's page read and region map alone, and any other screen's all", () => {
    expect(firstReads(earlyReadPaths('/pages/12/color', '', true))).toEqual([
      '/pages/12/read',
      '/pages/12/regions',
    ]);
    const account = earlyReadPaths('/account', '', true);
    expect(firstReads(account)).toEqual(account);
    expect(firstReads(earlyReadPaths('/pages', '', false))).toEqual(['/settings/list']);
  });
});

describe('early reads and child profiles', () => {
  const storage = (value: unknown) => ({
    getItem: (key: string) => (key === PROFILE_STORAGE_KEY ? JSON.stringify(value) : null),
  });

  it('reads the profile where the profile store keeps it and sends the header the API client sends', () => {
    expect(EARLY_PROFILE_STORAGE_KEY).toBe(PROFILE_STORAGE_KEY);
    expect(EARLY_PROFILE_HEADER).toBe(PROFILE_HEADER);
  });

  it("carries the active child's id for its session, so the server answers with the child's lists", () => {
    const stored = storage({ token: 'session-a', active: { id: 12, name: 'Mia' }, chosen: true });
    expect(storedProfileId(stored, 'session-a')).toBe('12');
    expect(earlyReadHeaders('session-a', '12')).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer session-a',
      [PROFILE_HEADER]: '12',
    });
  });

  it('reads as the grown-up when no child is active, or the stored choice is of another session', () => {
    expect(storedProfileId(storage({ token: 'session-a', active: null, chosen: true }), 'session-a')).toBe(
      '',
    );
    expect(storedProfileId(storage({ token: 'session-a', active: { id: 12 } }), 'session-b')).toBe('');
    expect(storedProfileId({ getItem: () => '{oops' }, 'session-a')).toBe('');
    expect(earlyReadHeaders('session-a', '')).not.toHaveProperty(PROFILE_HEADER);
    expect(earlyReadHeaders('', '12')).toEqual({ Accept: 'application/json' });
  });
});
