import { describe, expect, it } from 'vitest';
import { earlyReadPaths } from './early-reads';

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

  it('reads the page and the credits for the colouring screen, and billing for the account', () => {
    expect(earlyReadPaths('/pages/12/color', '', true)).toEqual([
      '/settings/list',
      '/users/read',
      '/pages/12/read',
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
