import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

/*
 * The colouring screen's first paint (issue 27): the server draws the same picture for every
 * page (the page itself comes in the browser), runs the build's early entry that fills it in,
 * and inlines the early reads it takes from, allowed by their hash; no other address changes.
 * With a stand-in render module; first-paint.e2e.test.ts shows a person the real one.
 */

const EARLY_READS = 'window.__earlyReads=[];const tag="</script>";\n';
const INDEX_HTML =
  '<!doctype html>\n<html lang="en"><head><script type="module" async crossorigin src="/assets/early-reads-r1.js"></script><title>Colorbook</title><script type="module" crossorigin src="/assets/index-i1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/app-b1.js">\n<link rel="modulepreload" crossorigin href="/assets/early-e1.js">\n</head><body><div id="root"></div></body></html>';

// Counts its renders: every colouring address shares one.
const FIRST_PAINT_MODULE = `
let renders = 0;
export function hasFirstPaint(path) { return path === '/pages/favorite' || /^\\/pages\\/\\d+\\/color$/.test(path); }
export function showsFirstPublicPage() { return false; }
export function renderFirstPaint({ path }) {
  renders += 1;
  return { title: 'Colorbook', html: '<main data-path="' + path + '">render ' + renders + '</main>' };
}`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-first-paint-coloring-'));
  fs.mkdirSync(path.join(webDist, 'ssr'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'early-reads-r1.js'), EARLY_READS);
  fs.writeFileSync(path.join(webDist, 'assets', 'nunito-latin-wght-normal-f1.woff2'), 'font');
  fs.writeFileSync(path.join(webDist, 'ssr', 'first-paint.js'), FIRST_PAINT_MODULE);
  fs.writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify([
      {
        pattern: '^/pages/\\d+/color$',
        files: ['/assets/coloring-page-a1.js'],
        scripts: ['/assets/early-coloring-c1.js'],
        scriptImports: ['/assets/early-e1.js'],
      },
    ]),
  );
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
    expect(html).toContain('<div id="first-paint" inert aria-busy="true"><main data-path="/pages/12/color">');
    // The text font before every script and chunk: they would take the six connections first.
    expect(html).toContain(
      '<head>\n<link rel="preload" href="/assets/nunito-latin-wght-normal-f1.woff2" as="font" type="font/woff2" crossorigin>\n<script>',
    );
    // A classic script where the file's tag was (it runs as the parser meets it), escaped, then the entry.
    const inline = '(function(){"use strict";window.__earlyReads=[];const tag="<\\/script>";\n})()';
    expect(html).toContain(
      `<script>${inline}</script><script type="module" async crossorigin src="/assets/early-coloring-c1.js"></script><title>`,
    );
    expect(html).not.toContain('early-reads-r1.js');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    // The app's entry and chunks wait in a template for the early entry, which starts the app
    // once the page is drawn; a fallback starts it anyway. The early entry's own import stays.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-i1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/early-e1.js">\n');
    const held = /<template data-app-preloads>(.*?)<\/template><script>([^<]+)<\/script>/.exec(html);
    expect(held?.[1]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/index-i1.js" data-app-entry>' +
        '<link rel="modulepreload" crossorigin href="/assets/app-b1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/coloring-page-a1.js">',
    );
    expect(html.replace(held?.[0] ?? '', '')).not.toMatch(/app-b1|index-i1|coloring-page-a1/);
    const fallback = held?.[2];
    expect(fallback).toContain('template[data-app-preloads]');
    expect(fallback).toContain('import(l.href)');
    expect(csp).toContain(
      `'sha256-${createHash('sha256')
        .update(fallback ?? '')
        .digest('base64')}'`,
    );
    // Another page: the same picture, from the cache (its page arrives in the browser).
    const other = (await get('/pages/13/color')).body;
    expect(other).toContain('<main data-path="/pages/12/color">render 1</main>');
  });

  it('leaves the early reads a file on the other screens, and gives kid mode the plain index.html', async () => {
    const favorite = (await get('/pages/favorite')).body;
    expect(favorite).toContain('<div id="first-paint"');
    expect(favorite).toContain(
      '<script type="module" async crossorigin src="/assets/early-reads-r1.js"></script>',
    );
    expect(favorite).not.toContain('early-coloring');
    expect(favorite).toContain('<script type="module" crossorigin src="/assets/index-i1.js"></script>');
    expect(favorite).not.toContain('data-app-entry');
    expect(favorite).not.toContain('<template');
    expect(favorite).toContain('<link rel="modulepreload" crossorigin href="/assets/app-b1.js">');
    const kid = (await get('/pages/12/color', { cookie: 'kid=1' })).body;
    expect(kid).not.toContain('first-paint');
    expect(kid).not.toContain('early-coloring');
    expect(kid).toContain('src="/assets/early-reads-r1.js"');
  });
});
