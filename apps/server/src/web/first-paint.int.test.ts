import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { seedPage } from '../test/page-helpers';
import { STAND_IN_INLINE, writeWebBuild } from '../test/web-build-stand-in';

/*
 * The server side of the signed-in screens' first paint (first-paint.ts), with a stand-in render
 * module in place of the web build's (its own test renders the real one, and the journey
 * first-paint.e2e.test.ts shows a person the result): which addresses get one, in which language,
 * with which of the gallery's cards, what the head gains, and that anything else still gets the
 * plain index.html. The page is assembled from the build's manifest (web-build-stand-in.ts).
 */

// Echoes its input, so the test sees what the server passed.
const FIRST_PAINT_MODULE = `
export function pagePictured() { return null; }
export function hasFirstPaint(path) { return ['/pages/favorite', '/pages/public'].includes(path); }
export function drawsCards(path, search) { return path === '/pages/public' && search === ''; }
export function renderFirstPaint({ path, search, locale, settings, cards }) {
  const name = settings.find((s) => s.name === 'app_name')?.value ?? '?';
  return { title: 'Heading <' + locale + '> · ' + name,
    html: '<h1 data-path="' + path + search + '"' + (path === '/pages/public' ? ' class="c-used"' : '') + '>' + locale + '</h1><ul>' +
      (cards ?? []).map((c) => '<li data-id="' + c.id + '">' + c.title + '|' + c.preview + '</li>').join('') + '</ul>' };
}`;

const SHEET = 'main{color:red}.c-used{color:blue}.c-unused{color:green}.c-script{color:gold}';

let t: TestApp;
let webDist: string;
let indexHtml: string;
let publicPage: number;
let blockedPage: number;

beforeAll(async () => {
  webDist = writeWebBuild({
    manifest: {
      app: { entry: '/assets/index-i1.js', chunks: [], styles: ['/assets/index-t1.css'] },
      routes: [
        { pattern: '^/pages/(\\d+)/color$', chunks: ['/assets/coloring-page-a1.js'] },
        {
          pattern: '^/pages/public$',
          chunks: [],
          early: { entry: '/assets/early-cards-e1.js', imports: [] },
        },
      ],
    },
    files: {
      'assets/index-t1.css': SHEET,
      'assets/early-cards-e1.js': "card.className = 'c-script';",
    },
    firstPaintModule: FIRST_PAINT_MODULE,
  }).root;
  indexHtml = fs.readFileSync(`${webDist}/index.html`, 'utf8');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  const owner = await createUserWithSession(t.db, {});
  publicPage = (await seedPage(t.db, owner.user.id, { title: 'Lighthouse' })).id;
  blockedPage = (await seedPage(t.db, owner.user.id, { title: 'Hidden one', blocked: true })).id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the first paint of a signed-in screen', () => {
  it('draws the screen into the HTML in the visitor’s language, inert, with its head script allowed by hash', async () => {
    const res = await get('/pages/favorite?sort=oldest', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    const html = res.body;
    expect(html).toContain('<html lang="de">');
    // The title is escaped: the render's text never becomes markup.
    expect(html).toContain('<title>Heading &lt;de&gt; · Colorbook</title>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=de">');
    // The app's stylesheet comes inside the page: one round trip fewer before the picture shows.
    expect(html).toContain(`<style>${SHEET}</style>`);
    expect(html).not.toContain('index-t1.css');
    expect(html).toContain(
      '<div id="first-paint" inert aria-busy="true"><h1 data-path="/pages/favorite?sort=oldest">de</h1><ul></ul></div><div id="root"></div>',
    );
    // The guard that hides the picture where it would be wrong runs in the head, before it, and
    // the Content-Security-Policy allows it (and the early reads) by the hashes the build computed.
    const guard = `<script>${STAND_IN_INLINE.firstPaintGuard.body}</script>`;
    expect(html.indexOf(guard)).toBeGreaterThan(0);
    expect(html.indexOf(guard)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<script>${STAND_IN_INLINE.earlyReads.body}</script>`);
    const csp = String(res.headers['content-security-policy']);
    for (const script of Object.values(STAND_IN_INLINE)) expect(csp).toContain(script.hash);
  });

  it('leaves the picture out for a device in kid mode (the app’s kid cookie)', async () => {
    const kid = await get('/pages/public', { cookie: 'lang=en; kid=1' });
    expect(kid.body).toBe(indexHtml);
    const adult = await get('/pages/public', { cookie: 'kid=0' });
    expect(adult.body).toContain('<div id="first-paint"');
  });

  it('follows the lang cookie the app sets, over Accept-Language', async () => {
    const res = await get('/pages/favorite', { 'accept-language': 'de', cookie: 'lang=pt-BR' });
    expect(res.body).toContain('<html lang="pt-BR">');
  });

  it('draws the gallery’s first cards on /pages/public: public pages only, pictures and titles', async () => {
    const res = await get('/pages/public');
    expect(res.body).toContain(`<li data-id="${publicPage}">Lighthouse|`);
    expect(res.body).not.toContain(`data-id="${blockedPage}"`);
    expect(res.body).not.toContain('Hidden one');
    // The first card's picture is asked for at the top of the head, before any script.
    const preview = new RegExp(`<li data-id="${publicPage}">Lighthouse\\|([^<]+)</li>`).exec(res.body)?.[1];
    expect(preview).toMatch(/^\/api\/files\/preview\//);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const imagePreload = `<link rel="preload" href="${preview}" as="image" fetchpriority="high">`;
    expect(head).toContain(imagePreload);
    expect(head.indexOf(imagePreload)).toBeLessThan(head.indexOf('<script'));
    // A filtered or searched gallery is not the first page: no cards drawn, no picture asked for.
    const searched = await get('/pages/public?search=light');
    expect(searched.body).toContain(
      '<h1 data-path="/pages/public?search=light" class="c-used">en</h1><ul></ul>',
    );
    expect(searched.body).not.toContain('as="image"');
    expect((await get('/pages/favorite')).body).not.toContain('as="image"');
  });

  it('inlines only the rules a held screen’s picture and its early scripts use, the sheet with the app', async () => {
    const html = (await get('/pages/public')).body;
    const [head = '', template = ''] = html.split('<template data-app-preloads>');
    expect(head).toContain('<style>main{color:red}.c-used{color:blue}.c-script{color:gold}</style>');
    expect(head).not.toContain('c-unused');
    expect(template.split('</template>')[0]).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-t1.css" data-app-styles>',
    );
  });

  it('links a lazy screen’s chunks for its address, and leaves every other address the plain index.html', async () => {
    const color = await get('/pages/12/color');
    expect(color.body).toContain('<link rel="modulepreload" crossorigin href="/assets/coloring-page-a1.js">');
    expect(color.body).not.toContain('first-paint');
    for (const url of ['/pages/create', '/admin/users', '/sign-in', '/pages/favorite/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexHtml);
    }
  });
});
