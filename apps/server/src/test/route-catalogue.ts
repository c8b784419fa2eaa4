import type { RouteOptions } from 'fastify';
import type { App } from '../app';
import type { ChildAccess } from '../lib/children';

export interface CataloguedRoute {
  method: string;
  /** As registered, e.g. `/api/pages/:id/read`. */
  url: string;
  schema: RouteOptions['schema'];
  /** Names of the route-level onRequest hooks (requireUser, requireAdmin…). */
  guards: string[];
  /** Whether a child session may call it (lib/children.ts); undefined = adult-only. */
  children: ChildAccess | undefined;
}

/**
 * Every API route the app registers, one entry per method (HEAD and the API docs left out),
 * for tests that must cover all routes rather than a hand-made list that goes stale. Call
 * before the app is ready; the list fills when plugins load.
 */
export function catalogueRoutes(app: App): CataloguedRoute[] {
  const routes: CataloguedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        guards: hooks.map((hook) => hook.name),
        children: route.config?.children,
      });
    }
  });
  return routes;
}

/** A concrete path: `:name` parameters become `value`, a wildcard becomes `value` too. */
export const concretePath = (url: string, value = '1') =>
  url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
