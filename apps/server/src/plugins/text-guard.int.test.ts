import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { type CataloguedRoute, catalogueRoutes, concretePath } from '../test/route-catalogue';

let t: TestApp;
let admin: UserWithSession;
let routes: CataloguedRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = catalogueRoutes(t.app);
  await t.app.ready();
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

let ip = 0;
/** As an admin (so every guard lets the request through to validation), each from its own address. */
function send(method: string, url: string, payload?: object) {
  ip += 1;
  return t.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: admin.headers,
    remoteAddress: `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}

const refused = (field: string) => ({
  code: 'VALIDATION_ERROR',
  message: `${field}: must not contain control characters.`,
});

describe('control characters are refused on every route (400 naming the field, never a database 500)', () => {
  it('finds the routes', () => {
    // A guard against the catalogue silently finding nothing.
    expect(routes.length).toBeGreaterThan(40);
  });

  it('in the query string', async () => {
    for (const route of routes) {
      const response = await send(route.method, `${concretePath(route.url)}?search=cat%00dog`, {});
      expect([route.url, response.statusCode, response.json()]).toEqual([route.url, 400, refused('search')]);
    }
  });

  it('in a query string key, and a newline in a query value', async () => {
    for (const route of routes) {
      const key = await send(route.method, `${concretePath(route.url)}?se%01arch=x`, {});
      expect([route.url, key.statusCode, key.json().code]).toEqual([route.url, 400, 'VALIDATION_ERROR']);
      const newline = await send(route.method, `${concretePath(route.url)}?search=a%0Ab`, {});
      expect([route.url, newline.statusCode, newline.json()]).toEqual([route.url, 400, refused('search')]);
    }
  });

  it('in path parameters', async () => {
    for (const route of routes.filter((r) => /[:*]/.test(r.url))) {
      const response = await send(route.method, concretePath(route.url, 'x%00y'), {});
      const name = route.url.match(/:([A-Za-z_]+)/)?.[1] ?? '*';
      expect([route.url, response.statusCode, response.json()]).toEqual([route.url, 400, refused(name)]);
    }
  });

  it('in JSON bodies, nested too, but tab and newlines pass where text is multi-line', async () => {
    // Stripe's webhook keeps the raw bytes it signs; they are checked by signature instead.
    const withBody = routes.filter((r) => r.method !== 'GET' && r.url !== '/api/stripe/webhook');
    expect(withBody.length).toBeGreaterThan(15);
    for (const route of withBody) {
      const url = concretePath(route.url);
      const flat = await send(route.method, url, { name: 'a\u0000b', prompt: 'x' });
      expect([route.url, flat.statusCode, flat.json()]).toEqual([route.url, 400, refused('name')]);
      const nested = await send(route.method, url, { landing: { items: ['ok', 'bell\u0007'] } });
      expect([route.url, nested.statusCode, nested.json()]).toEqual([
        route.url,
        400,
        refused('landing.items.1'),
      ]);
      const surrogate = await send(route.method, url, { title: 'half \ud83d' });
      expect([route.url, surrogate.statusCode, surrogate.json()]).toEqual([
        route.url,
        400,
        { code: 'VALIDATION_ERROR', message: 'title: is not valid text.' },
      ]);
    }
  });

  it('keeps multi-line text in bodies and refuses newlines in a name', async () => {
    const multiline = await send('POST', '/api/pages/create', { prompt: 'a cat\n\twith a hat' });
    expect(multiline.statusCode).not.toBe(400);
    const name = await send('PATCH', '/api/users/update', { name: 'Ann\nBob' });
    expect([name.statusCode, name.json()]).toEqual([
      400,
      { code: 'VALIDATION_ERROR', message: 'name: must be on one line' },
    ]);
  });

  it('in multipart fields', async () => {
    const boundary = 'x-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="extensions"',
      '',
      'png\u0000jpg',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([response.statusCode, response.json()]).toEqual([400, refused('extensions')]);
  });
});
