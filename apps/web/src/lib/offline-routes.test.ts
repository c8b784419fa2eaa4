import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  coloringCacheName,
  coloringCachesToForget,
  isCachedColoringData,
  namesSession,
  sessionKey,
  sessionKeyOfHeader,
} from './offline-routes';

const origin = 'https://colorbook.example';
const at = (path: string) => new URL(path, origin);

describe('isCachedColoringData', () => {
  it('keeps a page record and the files of a page', () => {
    expect(isCachedColoringData(at('/api/pages/12/read'), origin)).toBe('page');
    expect(isCachedColoringData(at('/api/files/illustrations/2026/11/ab.png'), origin)).toBe('file');
  });

  it('never keeps the rest of the API', () => {
    for (const path of [
      '/api/pages/paginate',
      '/api/users/read',
      '/api/credits/read',
      '/api/pages/12/favorited/toggle',
    ]) {
      expect(isCachedColoringData(at(path), origin)).toBeNull();
    }
  });

  it('ignores other origins', () => {
    expect(
      isCachedColoringData(new URL('/api/pages/12/read', 'https://elsewhere.example'), origin),
    ).toBeNull();
  });
});

describe('colouring caches per session', () => {
  it('gives each session its own key, the same in the app and the worker', async () => {
    const ann = await sessionKey('token-of-ann');
    expect(ann).toMatch(/^[0-9a-f]{32}$/);
    expect(await sessionKey('token-of-ann')).toBe(ann);
    expect(await sessionKey('token-of-bob')).not.toBe(ann);
    expect(await sessionKeyOfHeader('Bearer token-of-ann')).toBe(ann);
    expect(await sessionKeyOfHeader(null)).toBeNull();
    expect(await sessionKeyOfHeader('Bearer ')).toBeNull();
    // Neither the token nor the server's stored hash of it (SHA-256 of the token) shows in a cache name.
    const serverHash = createHash('sha256').update('token-of-ann').digest('hex');
    expect(serverHash.startsWith(ann)).toBe(false);
    expect(coloringCacheName('pages', ann)).not.toContain('token-of-ann');
  });

  it('forgets every colouring cache but the current session’s, and the old shared ones', () => {
    const names = [
      'workbox-precache-v2-https://colorbook.example/',
      coloringCacheName('pages', 'ann'),
      coloringCacheName('files', 'ann'),
      coloringCacheName('pages', 'bob'),
      coloringCacheName('files', 'bob'),
      'colorbook-pages',
      'colorbook-files',
    ];
    expect(coloringCachesToForget(names, 'bob')).toEqual([
      'colorbook-pages-ann',
      'colorbook-files-ann',
      'colorbook-pages',
      'colorbook-files',
    ]);
    // Signed out: every colouring cache goes; the app shell stays.
    expect(coloringCachesToForget(names, null)).toEqual(names.slice(1));
  });

  it('learns the session from API calls, never from files (they come without the token)', () => {
    expect(namesSession(at('/api/users/read'), origin)).toBe(true);
    expect(namesSession(at('/api/pages/12/read'), origin)).toBe(true);
    expect(namesSession(at('/api/files/a.png'), origin)).toBe(false);
    expect(namesSession(at('/pages/12/color'), origin)).toBe(false);
    expect(namesSession(new URL('/api/users/read', 'https://elsewhere.example'), origin)).toBe(false);
  });
});
