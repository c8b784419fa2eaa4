import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { createUserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { seedPage } from '../test/page-helpers';
import { createShare, saveColoring } from '../test/share-helpers';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * Issue 38: every HTML document the server assembles takes people's text (page titles, painter
 * names, the admin's app name and tagline) only escaped, never as markup nor as a replacement
 * pattern (`$&`, `` $` ``, `$'` and `$$` in a String.prototype.replace replacement string pasted
 * parts of the page into itself). The render modules are stand-ins that escape their text as
 * React does, so what is checked is the server's own assembly: heads, titles, social cards, the
 * app page around a first paint, the sitemap and the manifest. The real render in a browser:
 * e2e/journeys/hostile-text.e2e.test.ts.
 */

const HOSTILE = "a cat $` $' $& $$ </script><!-- x";
const HOSTILE_HTML = "a cat $` $' $&amp; $$ &lt;/script&gt;&lt;!-- x";

const esc = `const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');`;
const PUBLIC_PAGES_MODULE = `${esc}
const view = (settings) => {
  const byName = Object.fromEntries(settings.map((s) => [s.name, s.value]));
  return { appName: byName.app_name, tagline: byName.tagline, favicon: byName.favicon,
    website: { landing: { home: { description: '', image: '' } } } };
};
export function render({ page, settings }) {
  const v = view(settings);
  return { found: true, settings: v, title: page, html: '<main><h1>' + esc(v.appName) + '</h1></main>' };
}
export function renderShare({ share, settings }) {
  return { settings: view(settings), html: '<main><h1>' + esc(share.title) + '</h1><p>' + esc(share.painterName) + '</p></main>' };
}`;
const FIRST_PAINT_MODULE = `${esc}
export function pagePictured() { return null; }
export function hasFirstPaint(path) { return path === '/pages/public'; }
export function drawsCards(path, search) { return path === '/pages/public' && search === ''; }
export function renderFirstPaint({ cards }) {
  const first = (cards ?? [])[0];
  return { title: (first ? first.title : '') + ' · public pages',
    html: '<ul>' + (cards ?? []).map((c) => '<li>' + esc(c.title) + '</li>').join('') + '</ul>' };
}`;

let t: TestApp;
let webDist: string;
let sharePath: string;
beforeAll(async () => {
  webDist = writeWebBuild({
    files: { 'manifest.webmanifest': JSON.stringify({ name: 'Colorbook', icons: [] }) },
    publicPagesModule: PUBLIC_PAGES_MODULE,
    firstPaintModule: FIRST_PAINT_MODULE,
  }).root;
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  const painter = await createUserWithSession(t.db, { name: HOSTILE });
  const page = await seedPage(t.db, painter.user.id, { title: HOSTILE });
  const coloringId = await saveColoring(t, painter, page.id);
  sharePath = new URL((await createShare(t, painter, coloringId)).url).pathname;
  for (const name of ['app_name', 'tagline'])
    await t.db.update(settings).set({ value: HOSTILE }).where(eq(settings.name, name));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const count = (text: string, part: string) => text.split(part).length - 1;

/** One of each element a document has once, the hostile text nowhere raw, and shown as text. */
function expectWellFormed(html: string) {
  for (const part of ['<!doctype html>', '<head>', '</head>', '<body>', '</body>', 'id="root"', '</html>'])
    expect([part, count(html, part)]).toEqual([part, 1]);
  expect(html).not.toContain('<!-- x');
  expect(html).not.toContain(HOSTILE);
  expect(html).toContain(HOSTILE_HTML);
  // Every script element closes exactly once: the text's `</script>` closed none.
  expect(count(html, '<script')).toBe(count(html, '</script>'));
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(HOSTILE_HTML);
}

describe('people’s text in the server’s documents', () => {
  it('leaves the landing, the legal pages, the share page and the gallery’s first paint well formed', async () => {
    for (const url of ['/', '/terms', '/privacy', sharePath, '/pages/public']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toContain('text/html');
      expectWellFormed(res.body);
    }
  });

  it('keeps the sitemap well-formed XML and the manifest valid JSON with the name as given', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(count(sitemap.body, '<urlset')).toBe(1);
    expect(count(sitemap.body, '</urlset>')).toBe(1);
    expect(sitemap.body).not.toContain('$&');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: HOSTILE, short_name: HOSTILE, description: HOSTILE });
  });
});
