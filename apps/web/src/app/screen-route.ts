import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { passKidModeGate } from './kid-mode-gate';
import type { RouteHandle } from './route-handle';
import { type ScreenId, screens } from './screens';

/*
 * The one way a screen's route is made (router.tsx): its path and title come from the screen table
 * (app/screens.ts), relative to the layout it sits in, and an adult-only screen gets the kid gate
 * in front of its own loader. screens.test.ts fails on a route made any other way.
 */

type ScreenRouteParts = Pick<RouteObject, 'lazy' | 'Component' | 'loader'> & {
  /** More static data for the route (the website editors' section). */
  handle?: Omit<RouteHandle, 'screen' | 'title'>;
  /**
   * 'area': the layout's own loader already asks the kid gate for every screen under it (the
   * admin area, once on entering it), so this route does not ask again.
   */
  kidGate?: 'area';
};

/** A loader that asks the kid gate first (lib/adult-routes.ts decides from the table). */
function gated(loader: RouteObject['loader']): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    await passKidModeGate(args.request);
    return typeof loader === 'function' ? loader(args) : null;
  };
}

type Lazy = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;
type LazyModule = Awaited<ReturnType<Lazy>>;

/**
 * The kid gate in front of a screen: before its own loader, whether the route gives it or its
 * lazy module does (a static loader would hide the module's).
 */
function withKidGate(parts: Pick<RouteObject, 'loader' | 'lazy'>): Pick<RouteObject, 'loader' | 'lazy'> {
  const { loader, lazy } = parts;
  if (loader || typeof lazy !== 'function') return { loader: gated(loader), lazy };
  const load = lazy as Lazy;
  return {
    lazy: async (): Promise<LazyModule> => {
      const module = await load();
      return { ...module, loader: gated(module.loader) };
    },
  };
}

/**
 * The route of screen `id` under a layout at `base` ('/' for the root's children, '/admin' for
 * the admin area); `path` overrides the table's for one of a screen's concrete addresses (a
 * website section's editor).
 */
export function screenRoute(
  id: ScreenId,
  base: string,
  parts: ScreenRouteParts = {},
  path?: string,
): RouteObject {
  const screen = screens[id];
  const full = path ?? screen.path;
  const { handle, kidGate, loader, lazy, ...rest } = parts;
  const needsGate = screen.adultOnly !== undefined && kidGate !== 'area';
  const routeHandle: RouteHandle = { ...handle, screen: id, title: screen.title };
  const loading = needsGate ? withKidGate({ loader, lazy }) : { loader, lazy };
  const defined = Object.fromEntries(Object.entries(loading).filter(([, value]) => value !== undefined));
  const route = { ...rest, ...defined, handle: routeHandle };
  if (full === base) return { ...route, index: true };
  const prefix = base === '/' ? '/' : `${base}/`;
  if (full !== '*' && !full.startsWith(prefix))
    throw new Error(`screenRoute(${id}): ${full} is not under ${base}`);
  return { ...route, path: full === '*' ? '*' : full.slice(prefix.length) };
}
