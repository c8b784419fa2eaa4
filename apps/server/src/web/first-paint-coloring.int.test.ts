import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { seedPage } from '../test/page-helpers';
import { STAND_IN_INLINE, writeWebBuild } from '../test/web-build-stand-in';

/*
 * The colouring screen's first paint (issue 27): the server draws the same picture for every
 * page (the page itself comes in the browser), runs the build's early entry that fills it in,
 * and holds the app back until then; no other address changes. With a stand-in render module and
 * build (web-build-stand-in.ts); first-paint.e2e.test.ts shows a person the real ones.
 */

// Counts its renders: every colouring address shares one.
const FIRST_PAINT_MODULE = `
let renders = 0;
export function hasFirstPaint(path) { return path === '/pages/favorite' || /^\\/pages\\/\\d+\\/color$/.test(path); }
export function drawsCards() { return false; }
export function pagePictured(path) { const m = /^\\/pages\\/(\\d+)\\/color$/.exec(path); return m ? Number(m[1]) : null; }
export function renderFirstPaint({ path }) {
  renders += 1;
  return { title: 'Colorbook', html: '<main data-path="' + path + '">render ' + renders + '</main>' };
}`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = writeWebBuild({
    manifest: {
      app: { entry: '/assets/index-i1.js', chunks: ['/assets/app-b1.js', '/assets/early-e1.js'], styles: [] },
      font: '/assets/nunito-latin-wght-normal-f1.woff2',
      routes: [
        {
          pattern: '^/pages/(\\d+)/color$',
          chunks: ['/assets/coloring-page-a1.js'],
          early: { entry: '/assets/early-coloring-c1.js', imports: ['/assets/early-e1.js'] },
        },
      ],
    },
    firstPaintModule: FIRST_PAINT_MODULE,
  }).root;
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the colouring screen’s first paint', () => {
  it('draws one picture for every page, with the early reads inline and the early entry after them', async () => {
    const res = await get('/pages/12/color');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<div id="first-paint" inert aria-busy="true" data-font="later"><main data-path="/pages/12/color">',
    );
    // The early reads open the head, a classic script that runs as the parser meets it
    // (escaped); the text font waits with the app (docs/decisions/0048).
    const earlyReads = STAND_IN_INLINE.earlyReads.body;
    expect(earlyReads).toContain('<\\/script>');
    expect(html).toContain(`<head>\n<script>${earlyReads}</script>\n`);
    // The early entry after the head's tags, and its own import preloaded at once.
    expect(html).toContain(
      '<title>Colorbook</title>\n<script type="module" async crossorigin src="/assets/early-coloring-c1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/early-e1.js">\n',
    );
    const csp = String(res.headers['content-security-policy']);
    for (const script of Object.values(STAND_IN_INLINE)) expect(csp).toContain(script.hash);
    // The app's entry and chunks wait in a template for the early entry, which starts the app
    // once the page is drawn; the delayed start does it anyway.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-i1.js">');
    const held = /<template data-app-preloads>(.*?)<\/template>\n<script>([^<]+)<\/script>/.exec(html);
    expect(held?.[1]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/index-i1.js" data-app-entry>' +
        '<link rel="modulepreload" crossorigin href="/assets/app-b1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/coloring-page-a1.js">' +
        '<link rel="preload" href="/assets/nunito-latin-wght-normal-f1.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html.replace(held?.[0] ?? '', '')).not.toMatch(/app-b1|index-i1|coloring-page-a1/);
    expect(held?.[2]).toBe(STAND_IN_INLINE.appStart.body);
    // Another page: the same picture, from the cache (its page arrives in the browser).
    const other = (await get('/pages/13/color')).body;
    expect(other).toContain('<main data-path="/pages/12/color">render 1</main>');
  });

  it('preloads the line art of a page anyone may see with the HTML, never a blocked one', async () => {
    const owner = await createUserWithSession(t.db);
    const shown = await seedPage(t.db, owner.user.id, { illustration: '/api/files/illustration/open.png' });
    const blocked = await seedPage(t.db, owner.user.id, {
      illustration: '/api/files/illustration/hidden.png',
      blocked: true,
    });
    const html = (await get(`/pages/${shown.id}/color`)).body;
    // First of all the head's requests: the page read that names it comes a round trip later.
    expect(html).toContain(
      '<head>\n<link rel="preload" href="/api/files/illustration/open.png" as="image" fetchpriority="high">\n',
    );
    const hidden = (await get(`/pages/${blocked.id}/color`)).body;
    expect(hidden).toContain('<div id="first-paint"');
    expect(hidden).not.toContain('hidden.png');
    expect(hidden).not.toContain('as="image"');
  });

  it('starts the app at once on the other screens, and gives kid mode the page without a picture', async () => {
    const favorite = (await get('/pages/favorite')).body;
    expect(favorite).toContain('<div id="first-paint"');
    expect(favorite).toContain(`<script>${STAND_IN_INLINE.earlyReads.body}</script>`);
    expect(favorite).not.toContain('early-coloring');
    expect(favorite).toContain('<script type="module" crossorigin src="/assets/index-i1.js"></script>');
    expect(favorite).not.toContain('data-app-entry');
    expect(favorite).not.toContain('<template');
    expect(favorite).toContain('<link rel="modulepreload" crossorigin href="/assets/app-b1.js">');
    const kid = (await get('/pages/12/color', { cookie: 'kid=1' })).body;
    expect(kid).not.toContain('first-paint');
    expect(kid).not.toContain('early-coloring');
    expect(kid).toContain('<script type="module" crossorigin src="/assets/index-i1.js"></script>');
    expect(kid).toContain('<link rel="modulepreload" crossorigin href="/assets/coloring-page-a1.js">');
  });
});
