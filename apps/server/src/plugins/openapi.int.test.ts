import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { type CataloguedRoute, catalogueRoutes, concretePath } from '../test/route-catalogue';

let t: TestApp;
let routes: CataloguedRoute[];
type Operation = { security?: Array<Record<string, string[]>> };
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  routes = catalogueRoutes(t.app);
  // Stands in for the server-rendered /, /terms and /privacy, which need a web build.
  t.app.register(async (site) => {
    site.get('/terms', async () => 'terms');
  });
  await t.app.ready();
  paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
});
afterAll(() => t?.close());

/** `/api/pages/:id/read` is `/api/pages/{id}/read` in the document. */
const operationOf = (route: CataloguedRoute) =>
  paths[route.url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}')]?.[route.method.toLowerCase()];

const declaresBearer = (operation: Operation | undefined) =>
  operation?.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;

describe('the OpenAPI document lists the API only', () => {
  it('no site pages (/, /terms, /privacy, /robots.txt, /sitemap.xml), no docs routes', () => {
    const listed = Object.keys(paths);
    expect(listed.length).toBeGreaterThan(40);
    expect(listed.filter((path) => !path.startsWith('/api/') || path.startsWith('/api/docs'))).toEqual([]);
  });
});

describe('the OpenAPI document declares bearer security on every route that needs it', () => {
  it('documents every route', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes)
      expect([route.method, route.url, operationOf(route) !== undefined]).toEqual([
        route.method,
        route.url,
        true,
      ]);
  });

  it('every route with a requireUser/requireAdmin guard', () => {
    const guarded = routes.filter((r) => r.guards.some((g) => g === 'requireUser' || g === 'requireAdmin'));
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded)
      expect([route.method, route.url, declaresBearer(operationOf(route))]).toEqual([
        route.method,
        route.url,
        true,
      ]);
  });

  it('every route that turns a visitor away with 401, however it is guarded', async () => {
    let refused = 0;
    for (const [i, route] of routes.entries()) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concretePath(route.url),
        payload: route.method === 'GET' ? undefined : {},
        remoteAddress: `10.88.${Math.floor(i / 250)}.${i % 250}`,
      });
      if (response.statusCode !== 401) continue;
      refused += 1;
      expect([route.method, route.url, declaresBearer(operationOf(route))]).toEqual([
        route.method,
        route.url,
        true,
      ]);
    }
    // Pages, colourings, credits, account, payments and the whole admin area.
    expect(refused).toBeGreaterThan(30);
  });
});
