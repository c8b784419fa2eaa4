import { describe, expect, it } from 'vitest';
import { type ScreenId, screenPath, screens } from '../app/screens';
import { childMayOpen, isAdultPath } from './adult-routes';

describe('adult screens in kid mode', () => {
  it('covers the account, money, admin and books screens', () => {
    for (const path of [
      '/account',
      '/account/',
      '/account?tab=family',
      '/account/pay/success',
      '/account/pay/error',
      '/checkout',
      '/payment',
      '/payment/test',
      '/admin',
      '/admin/users/3/edit',
      '/books',
    ])
      expect(isAdultPath(path), path).toBe(true);
  });

  it('leaves the colouring screens open', () => {
    for (const path of [
      '/pages',
      '/pages/favorite',
      '/pages/public',
      '/pages/colored',
      '/pages/create',
      '/pages/12/color',
      '/accounts-of-the-day',
      '/bookshelf',
      '/paying',
      '/who',
    ])
      expect(isAdultPath(path), path).toBe(false);
  });

  it('lets a child open the upload screen only when allowed', () => {
    expect(childMayOpen('/pages/create/upload', false)).toBe(false);
    expect(childMayOpen('/pages/create/upload/', true)).toBe(true);
    expect(childMayOpen('/pages/favorite', false)).toBe(true);
    expect(childMayOpen('/account', true)).toBe(false);
  });

  it('follows the screen table: every adult-only screen is closed to a child', () => {
    for (const id of Object.keys(screens) as ScreenId[]) {
      const screen = screens[id];
      if (screen.path === '*') continue;
      const path = screenPath(id, { id: 3, token: 'abc', section: 'home', code: 'ABCDEF2345' });
      expect(childMayOpen(path, false), path).toBe(screen.adultOnly === undefined);
      expect(childMayOpen(path, true), path).toBe(screen.adultOnly !== true);
    }
  });
});
