import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle';
import { routes } from './router';
import { matchScreen, type ScreenId, screenPath, screens } from './screens';

/** Every screen of the router (a route without children: layouts only hold screens), its full address and its handle. */
function flatten(list: RouteObject[], base: string): Array<{ full: string; handle?: RouteHandle }> {
  return list.flatMap((route) => {
    const full = route.index
      ? base
      : route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base === '/' ? '' : base}/${route.path}`;
    const own = route.children ? [] : [{ full, handle: route.handle as RouteHandle }];
    return [...own, ...flatten(route.children ?? [], full)];
  });
}

const ids = Object.keys(screens) as ScreenId[];
const appRoutes = flatten(routes[0]?.children ?? [], '/');

// Imports the whole router (every loader and the landing): seconds on a loaded machine.
describe('the screen table', { timeout: 30_000 }, () => {
  it('is where every route of the router comes from', () => {
    for (const { full, handle } of appRoutes) {
      expect(
        handle?.screen,
        `${full} is not a row of app/screens.ts (make it with screenRoute)`,
      ).toBeDefined();
      const screen = screens[handle?.screen as ScreenId];
      // The row's own path, or one of its concrete addresses (a website section's editor).
      const address = full === '/*' ? '*' : full;
      expect(address === screen.path || matchScreen(address)?.id === handle?.screen, address).toBe(true);
      expect(handle?.title).toBe(screen.title);
    }
  });

  it('has a route for every row', () => {
    const routed = new Set(appRoutes.map(({ handle }) => handle?.screen));
    expect(ids.filter((id) => !routed.has(id))).toEqual([]);
  });

  it('matches and builds addresses from the same spelling', () => {
    expect(screenPath('coloring', { id: 12 })).toBe('/pages/12/color');
    expect(matchScreen('/pages/12/color')).toEqual({
      id: 'coloring',
      screen: screens.coloring,
      params: { id: '12' },
    });
    expect(matchScreen('/pages/abc/color')).toBeNull();
    expect(matchScreen('/pages/12/color/')).toBeNull();
    expect(matchScreen('/pages/create')?.id).toBe('createPage');
    expect(matchScreen('/admin/website/faqs')?.params).toEqual({ section: 'faqs' });
    for (const id of ids) {
      if (screens[id].path === '*') continue;
      expect(
        matchScreen(screenPath(id, { id: 7, token: 't', section: 'home', code: 'ABCDEFGH23' }))?.id,
      ).toBe(id);
    }
  });

  it('puts the kid gate before a lazy screen’s own loader, never in its place', () => {
    const createAdmin = routes[0]?.children
      ?.flatMap((route) => route.children ?? [])
      .find((route) => (route.handle as RouteHandle | undefined)?.screen === 'createAdmin');
    // A static loader would hide the one the lazy module exports (its setup check).
    expect(createAdmin?.loader).toBeUndefined();
    expect(typeof createAdmin?.lazy).toBe('function');
  });

  it('keeps the admin area adult-only (its guard asks the kid gate once for all of it)', () => {
    for (const id of ids.filter((candidate) => screens[candidate].path.startsWith('/admin'))) {
      expect(screens[id].adultOnly, id).toBe(true);
    }
  });
});
