import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings } from '../db/schema';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { seedPage } from '../test/page-helpers';
import { createShare, saveColoring, shareCall } from '../test/share-helpers';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * /s/{token} and its pictures (DESIGN §9a), with a stand-in render module in place of the web
 * build's (ShareView itself: apps/web/src/ssr/render-share.test.tsx; the real page in the
 * browser: e2e/journeys/share.e2e.test.ts). The stand-in prints everything it is given, so
 * these tests also see that nothing private reaches the render.
 */

const SSR_MODULE = `
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function render() { return { found: false, settings: {} }; }
export function renderShare({ share, settings }) {
  const byName = Object.fromEntries(settings.map((s) => [s.name, s.value]));
  const view = { appName: byName.app_name, tagline: byName.tagline, favicon: byName.favicon,
    website: { landing: { home: { description: '', image: '' } } } };
  const html = '<main><img src="' + esc(share.picture) + '"><h1>' + esc(share.title) + '</h1>'
    + (share.painterName ? '<p>Coloured by ' + esc(share.painterName) + '</p>' : '')
    + '<a href="/sign-up?next=/pages/' + share.pageId + '/color">Colour this page yourself</a>'
    + '<pre>' + esc(JSON.stringify(share)) + '</pre></main>';
  return { settings: view, html };
}`;
const PUBLIC_URL = 'https://colour.example';

let t: TestApp;
let webDist: string;
let indexHtml: string;
let painter: UserWithSession;
let admin: UserWithSession;
beforeAll(async () => {
  webDist = writeWebBuild({ publicPagesModule: SSR_MODULE }).root;
  indexHtml = fs.readFileSync(`${webDist}/index.html`, 'utf8');
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL } });
  painter = await createUserWithSession(t.db, { name: 'Pia Painter', email: 'pia.private@example.com' });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** A page of its own, coloured and shared by the painter. */
async function sharedColoring(options: { title?: string; share?: Record<string, unknown> } = {}) {
  const page = await seedPage(t.db, painter.user.id, { title: options.title ?? 'A fox in the snow' });
  const coloringId = await saveColoring(t, painter, page.id);
  const link = await createShare(t, painter, coloringId, options.share);
  const [coloring] = await t.db.select().from(colorings).where(eq(colorings.id, coloringId));
  if (!coloring) throw new Error('colouring not saved');
  return { page, coloringId, link, coloring, path: new URL(link.url).pathname };
}

/** Everything a visitor could read of the painter and the colouring that is not for them. */
function expectNothingPrivate(html: string, shared: Awaited<ReturnType<typeof sharedColoring>>) {
  expect(html).not.toContain('pia.private');
  expect(html).not.toContain('@example.com');
  expect(html).not.toContain(shared.coloring.photo);
  expect(html).not.toContain(shared.coloring.preview);
  expect(html).not.toMatch(/"(userId|user_id|coloringId|coloring_id|email)"/);
  expect(html).not.toContain(`"id":${painter.user.id}`);
}

describe('GET /s/{token}', () => {
  it('shows the picture, the title and the painter, with a 1200×630 social card and noindex', async () => {
    const shared = await sharedColoring({ title: 'A fox <in> the snow' });
    const res = await get(shared.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    expect(html).toMatch(/<img src="\/s\/[\w-]{24}\/picture\.webp\?v=\w+">/);
    expect(html).toContain(`src="${shared.path}/picture.webp?v=`);
    expect(html).toContain('<h1>A fox &lt;in&gt; the snow</h1>');
    expect(html).toContain('Coloured by Pia Painter');
    expect(html).toContain(`/sign-up?next=/pages/${shared.page.id}/color`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Pia Painter coloured “A fox &lt;in&gt; the snow” · Colorbook</title>');
    expect(meta(html, 'og:title')).toBe('Pia Painter coloured “A fox &lt;in&gt; the snow”');
    expect(meta(html, 'og:url')).toBe(shared.link.url);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const ogImage = meta(html, 'og:image') ?? '';
    expect(ogImage).toMatch(new RegExp(`^${PUBLIC_URL}${shared.path}/og\\.png\\?v=\\w+$`));
    expect(meta(html, 'twitter:image')).toBe(ogImage);
    expectNothingPrivate(html, shared);

    // The card is a real PNG of 1200×630, served where og:image says.
    const og = await get(new URL(ogImage).pathname + new URL(ogImage).search);
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/png');
    expect(og.headers['x-robots-tag']).toBe('noindex');
    expect(og.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const info = await sharp(og.rawPayload).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
    // Its middle is the colouring on the white card, its corner the brand's violet.
    const { data } = await sharp(og.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(at(600, 40)).toEqual([255, 255, 255]);
    const [r, g, b] = at(600, 8) as [number, number, number];
    expect(b).toBeGreaterThan(180);
    expect(g).toBeLessThan(120);
    expect(r).toBeLessThan(160);
    // Asked again with its ETag, nothing is sent.
    const again = await get(`${shared.path}/og.png`, { 'if-none-match': String(og.headers.etag) });
    expect(again.statusCode).toBe(304);

    const picture = await get(`${shared.path}/picture.webp`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp');
  });

  it('leaves the name out when the painter hid it, and lets a public page be indexed and listed', async () => {
    const shared = await sharedColoring({ title: 'Hidden painter', share: { showName: false } });
    const hidden = (await get(shared.path)).body;
    expect(hidden).not.toContain('Pia');
    expect(hidden).toContain('<title>A colouring of “Hidden painter” · Colorbook</title>');
    expectNothingPrivate(hidden, shared);
    expect((await get('/sitemap.xml')).body).not.toContain(shared.path);

    const made = await shareCall(t, painter, 'PATCH', shared.coloringId, { public: true });
    expect(made.statusCode).toBe(200);
    const listed = await get(shared.path);
    expect(listed.body).not.toContain('noindex');
    expect(listed.headers['x-robots-tag']).toBeUndefined();
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${PUBLIC_URL}${shared.path}</loc>`);
    // Crawlers may read shared pages (their noindex, their card).
    expect((await get('/robots.txt')).body).not.toMatch(/Disallow: \/s\b/);
  });

  const gone: Array<[string, (shared: Awaited<ReturnType<typeof sharedColoring>>) => Promise<void>]> = [
    [
      'revoked',
      async ({ coloringId }) => {
        expect((await shareCall(t, painter, 'DELETE', coloringId)).statusCode).toBe(200);
      },
    ],
    [
      'its page blocked',
      async ({ page }) => {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/pages/${page.id}/blocked/toggle`,
          headers: admin.headers,
        });
        expect(res.statusCode).toBe(200);
      },
    ],
    [
      'its colouring deleted',
      async ({ coloringId }) => {
        await t.db.delete(colorings).where(eq(colorings.id, coloringId));
      },
    ],
  ];
  for (const [what, end] of gone) {
    it(`answers the not-found page, and no picture, once ${what}`, async () => {
      const shared = await sharedColoring({ title: `Gone: ${what}` });
      expect((await get(shared.path)).statusCode).toBe(200);
      await end(shared);
      await expectGone(shared);
    });
  }

  it('answers not found for every link of a painter who was blocked', async () => {
    const other = await createUserWithSession(t.db, { name: 'Bo Blocked' });
    const page = await seedPage(t.db, admin.user.id, { title: 'Someone else’s page' });
    const coloringId = await saveColoring(t, other, page.id);
    const link = await createShare(t, other, coloringId);
    const pathname = new URL(link.url).pathname;
    expect((await get(pathname)).statusCode).toBe(200);
    const block = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.user.id}/blocked/toggle`,
      headers: admin.headers,
    });
    expect(block.statusCode).toBe(200);
    const res = await get(pathname);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Bo Blocked');
    expect((await get(`${pathname}/og.png`)).statusCode).toBe(404);
  });

  it('answers not found for tokens that were never made', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'a'.repeat(64), '..%2F..%2Fetc']) {
      expect((await get(`/s/${token}`)).statusCode, token).toBe(404);
      expect((await get(`/s/${token}/og.png`)).statusCode, token).toBe(404);
    }
  });
});

async function expectGone(shared: Awaited<ReturnType<typeof sharedColoring>>) {
  const res = await get(shared.path);
  expect(res.statusCode).toBe(404);
  // The app's own not-found screen, with nothing of the colouring.
  expect(res.body).toBe(indexHtml);
  expect(res.body).not.toContain('picture.webp');
  for (const file of ['og.png', 'picture.webp']) {
    const image = await get(`${shared.path}/${file}`);
    expect(image.statusCode, file).toBe(404);
    expect(image.headers['content-type']).not.toMatch(/^image\//);
  }
}
