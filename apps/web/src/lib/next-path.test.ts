import { describe, expect, it } from 'vitest';
import { colorPagePath } from './coloring-path';
import { safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it("keeps the app's own screens, with their query", () => {
    expect(safeNextPath('/pages/12/color')).toBe('/pages/12/color');
    expect(safeNextPath('/pages/favorite')).toBe('/pages/favorite');
    expect(safeNextPath('/checkout?plan=starter')).toBe('/checkout?plan=starter');
    expect(safeNextPath('/account')).toBe('/account');
  });

  it('refuses other origins however they are spelled', () => {
    for (const value of [
      '//evil.example/pages/1/color',
      '/\\evil.example/pages',
      'https://evil.example/pages/1/color',
      'http:/pages/1/color',
      'javascript:alert(1)',
      ' /pages/1/color',
      '/pages/1/color\n',
      '/pages\t/1',
      'pages/1/color',
    ]) {
      expect(safeNextPath(value), value).toBeUndefined();
    }
  });

  it('refuses the API, auth screens, the admin area, shared pages and paths that climb out', () => {
    for (const value of ['/api/users/read', '/sign-up', '/verify/abc', '/admin', '/s/abc', '/', '/pagesx']) {
      expect(safeNextPath(value), value).toBeUndefined();
    }
    // Normalised first: what the router would open is what is checked.
    expect(safeNextPath('/pages/../api/users/read')).toBeUndefined();
    expect(safeNextPath(`/pages/${'a'.repeat(600)}`)).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
  });

  it('builds the sign-up link of a shared page', () => {
    expect(withNext('/sign-up', colorPagePath(7))).toBe('/sign-up?next=%2Fpages%2F7%2Fcolor');
    expect(withNext('/sign-up', undefined)).toBe('/sign-up');
  });
});
