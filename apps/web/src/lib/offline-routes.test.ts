import { describe, expect, it } from 'vitest';
import { isCachedColoringData } from './offline-routes';

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
