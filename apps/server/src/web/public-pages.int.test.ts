import fs from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { websiteSchema } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * The server side of the rendered public pages, with a stand-in render module in place of the
 * web build's (the browser journey website.e2e.test.ts covers the real one): what is read,
 * cached, refreshed after an admin's save, linked in <head>, hidden, and compressed.
 */

// Counts its renders, so the test can tell a cached answer from a fresh one.
const SSR_MODULE = `
let renders = 0;
export function render({ page, settings, plans, sanitize }) {
  renders += 1;
  const byName = Object.fromEntries(settings.map((s) => [s.name, s.value]));
  const website = JSON.parse(byName.website);
  const view = { appName: byName.app_name, tagline: byName.tagline, favicon: byName.favicon, website };
  if (page === 'landing') {
    return { found: true, settings: view, title: view.appName,
      html: '<h1>' + website.landing.home.title + '</h1><p>plans:' + (plans ? plans.length : 'none') + '</p><p>render ' + renders + '</p>' + '<!--' + 'x'.repeat(2000) + '-->' };
  }
  const doc = website[page];
  if (!doc.visibility) return { found: false, settings: view };
  return { found: true, settings: view, title: page, html: '<main>' + sanitize(doc.content) + '</main>' };
}`;

let t: TestApp;
let admin: UserWithSession;
let webDist: string;
let indexHtml: string;
beforeAll(async () => {
  webDist = writeWebBuild({
    manifest: {
      app: { entry: '/assets/index-i1.js', chunks: [], styles: ['/assets/index-abc.css'] },
      font: '/assets/nunito-latin-wght-normal-Xy12.woff2',
      public: { landing: '/assets/landing-q1w2.js' },
    },
    files: {
      'assets/index-abc.css': `body{color:red}${' '.repeat(4000)}`,
      'assets/nunito-latin-wght-normal-Xy12.woff2': 'font',
    },
    publicPagesModule: SSR_MODULE,
  }).root;
  indexHtml = fs.readFileSync(`${webDist}/index.html`, 'utf8');
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://colour.example' } });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
async function editWebsite(change: (website: ReturnType<typeof websiteSchema.parse>) => void) {
  const list = (await get('/api/settings/list')).json() as Array<{ name: string; value: string }>;
  const website = websiteSchema.parse(JSON.parse(list.find((s) => s.name === 'website')?.value ?? ''));
  change(website);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/website/update',
    headers: admin.headers,
    payload: { value: JSON.stringify(website) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('server-rendered public pages', () => {
  it('renders the landing from the current settings and plans, with its head and only the landing script', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1>Turn any idea into a colouring page</h1><p>plans:3</p>');
    expect(html).toContain('<title>Colorbook · Turn any idea into a colouring page</title>');
    expect(html).toMatch(/<meta name="description" content="Describe a dragon[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="https://colour.example/">');
    expect(html).toContain('<meta property="og:url" content="https://colour.example/">');
    expect(html).toContain(
      '<meta property="og:title" content="Colorbook · Turn any idea into a colouring page">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).toContain(
      '<link rel="preload" href="/assets/nunito-latin-wght-normal-Xy12.woff2" as="font" type="font/woff2" crossorigin>',
    );
    // The stylesheet is inlined: no extra round trip before the first paint.
    expect(html).toContain('<style>body{color:red}');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" src="/assets/landing-q1w2.js"></script>');
    // Readable before any script runs: the only script is the deferred landing module.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/assets/landing-q1w2.js">']);
  });

  it('answers from its cache until an admin saves, then shows the change without a restart', async () => {
    const first = (await get('/')).body;
    const again = await get('/');
    expect(again.body).toBe(first);
    const etag = again.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);

    await editWebsite((website) => {
      website.landing.home.title = 'Colour your own dragon';
      website.landing.home.image = 'https://cdn.example/hero.png';
    });
    const after = await get('/');
    expect(after.body).toContain('<h1>Colour your own dragon</h1>');
    expect(after.body).not.toContain(/render (\d+)/.exec(first)?.[0] ?? 'never');
    expect(after.body).toContain('<meta property="og:image" content="https://cdn.example/hero.png">');
    expect(after.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('serves Terms sanitised, and a hidden page as not found', async () => {
    await editWebsite((website) => {
      website.terms.content =
        '<h2>Rules</h2><script>alert(1)</script><p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
      website.privacy.visibility = false;
    });
    const terms = await get('/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<main><h2>Rules</h2><p><a>x</a></p></main>');
    expect(terms.body).not.toMatch(/alert|onerror|javascript:/);
    expect(terms.body).toContain('<link rel="canonical" href="https://colour.example/terms">');
    // No script at all on the legal pages.
    expect(terms.body).not.toContain('<script');

    const privacy = await get('/privacy');
    expect(privacy.statusCode).toBe(404);
    expect(privacy.body).toBe(indexHtml);
  });

  it('has a real robots.txt and a sitemap of the shown pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *\nAllow: /\n');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: https://colour.example/sitemap.xml');

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://colour.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://colour.example/terms</loc>');
    // Privacy was hidden above.
    expect(sitemap.body).not.toContain('/privacy');
  });

  it('compresses pages, assets and API JSON, and never serves the render module', async () => {
    const css = await get('/assets/index-abc.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(css.rawPayload).toString()).toContain('body{color:red}');

    const page = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    // Compressed once at brotli's best, and still the same page, kept apart per language.
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(plain.body);
    expect(page.rawPayload.length).toBeLessThan(
      brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    );
    expect(String(page.headers.vary)).toContain('Accept-Language');
    expect(String(page.headers.vary)).toContain('Accept-Encoding');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const api = await get('/api/settings/list', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.rawPayload).toString())).toBeInstanceOf(Array);

    expect((await get('/ssr/entry-server.js')).body).not.toContain('export function render');
  });
});
