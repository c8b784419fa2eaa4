import fs from 'node:fs';
import { EARLY_LIST_ID, PAINT_SESSION_COOKIE } from '@colorbook/web/seam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { addChildSession } from '../test/child-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { seedPage } from '../test/page-helpers';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * My pages' HTML with the visitor's own list (docs/decisions/0057): the browser mirrors its
 * session token in the paint_session cookie, and the server puts the list's first page, as the API
 * answers that session, into the page as data, with its first picture preloaded. A stand-in
 * render module names the list read (the real one's is early-reads.ts's, tested there).
 */

const LIST_READ = '/pages/paginate?page=1&search=&sort=latest&scope=owned';
const FIRST_PAINT_MODULE = `
export function pagePictured() { return null; }
export function hasFirstPaint(path) { return ['/pages', '/pages/public'].includes(path); }
export function drawsCards(path) { return path === '/pages/public'; }
export function listRead(path) { return path === '/pages' ? ${JSON.stringify(LIST_READ)} : null; }
export function listCards(path, list) { return list.data.map((p) => ({ title: p.title, picture: p.preview })); }
export function renderFirstPaint({ path, own }) {
  return { title: 'T', html: '<h1>' + path + '</h1><ol data-own="' + (own ?? []).length + '"></ol>' };
}`;

/** Titles a list must carry as data, never as markup. */
const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- $& $1';

let t: TestApp;
let webDist: string;
let indexHtml: string;
let owner: UserWithSession;
let stranger: UserWithSession;

beforeAll(async () => {
  webDist = writeWebBuild({
    manifest: {
      app: { entry: '/assets/index-i1.js', chunks: [], styles: ['/assets/index-t1.css'] },
      routes: ['^/pages$', '^/pages/public$'].map((pattern) => ({
        pattern,
        chunks: [],
        early: { entry: '/assets/early-cards-e1.js', imports: [] },
      })),
    },
    files: { 'assets/index-t1.css': 'main{color:red}', 'assets/early-cards-e1.js': '' },
    firstPaintModule: FIRST_PAINT_MODULE,
  }).root;
  indexHtml = fs.readFileSync(`${webDist}/index.html`, 'utf8');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  owner = await createUserWithSession(t.db, {});
  stranger = await createUserWithSession(t.db, {});
  await seedPage(t.db, owner.user.id, { title: 'Older lighthouse' });
  await seedPage(t.db, owner.user.id, { title: HOSTILE_TITLE });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const session = (who: Pick<UserWithSession, 'token'>) =>
  `lang=en; ${PAINT_SESSION_COOKIE}=${encodeURIComponent(who.token)}`;

/** The API's own answer to the list read for a session. */
async function apiList(who: Pick<UserWithSession, 'headers'>) {
  const res = await t.app.inject({ method: 'GET', url: `/api${LIST_READ}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { title: string; preview: string }[] };
}

/** The data block's attributes and text, or null. */
function earlyList(html: string): { path: string; text: string } | null {
  const found = new RegExp(
    `<script type="application/json" id="${EARLY_LIST_ID}" data-path="([^"]*)">(.*?)</script>`,
    's',
  ).exec(html);
  return found ? { path: found[1] ?? '', text: found[2] ?? '' } : null;
}

describe('My pages with the visitor’s own list', () => {
  it('carries the list as the API answers the session, as data, its first picture preloaded, stored nowhere', async () => {
    const res = await page('/pages', session(owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const list = earlyList(res.body);
    expect(list?.path).toBe(`/api${LIST_READ.replace(/&/g, '&amp;')}`);
    // No '<' at all in the block: a title cannot end it or open a comment.
    expect(list?.text).not.toContain('<');
    const own = await apiList(owner);
    expect(JSON.parse(list?.text ?? '')).toEqual(own);
    expect(own.data.map((item) => item.title)).toContain(HOSTILE_TITLE);
    expect(res.body).not.toContain('<script>alert(1)');
    // The picture draws the visitor's cards (the render module's own test shows how).
    expect(res.body).toContain(`<ol data-own="${own.data.length}"></ol>`);
    // The newest page's picture, asked for before the block and every script.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const preload = `<link rel="preload" href="${own.data[0]?.preview}" as="image" fetchpriority="high">`;
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
  });

  it('gives each session its own list, and nothing to a session that is not one', async () => {
    const theirs = earlyList((await page('/pages', session(stranger))).body);
    expect(JSON.parse(theirs?.text ?? '')).toEqual(await apiList(stranger));
    expect(theirs?.text).not.toContain('lighthouse');
    for (const cookie of [session({ token: 'not-a-session' }), 'lang=en', `${PAINT_SESSION_COOKIE}=`]) {
      const res = await page('/pages', cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain('<h1>/pages</h1>');
      expect(earlyList(res.body), cookie).toBeNull();
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
    }
  });

  it('reads a child session’s list by the API’s rules for children', async () => {
    const child = await addChildSession(t, owner, 'Mia');
    await seedPage(t.db, owner.user.id, { title: 'Mia’s own', profileId: child.profile.id });
    const list = earlyList((await page('/pages', session(child))).body);
    expect(JSON.parse(list?.text ?? '')).toEqual(await apiList(child));
    // A child lists only what it made.
    expect(list?.text).toContain('Mia’s own');
    expect(list?.text).not.toContain('Older lighthouse');
  });

  it('adds no list where none is read: the gallery draws its cards, kid mode draws nothing', async () => {
    const gallery = await page('/pages/public', session(owner));
    expect(gallery.body).toContain('<h1>/pages/public</h1>');
    expect(earlyList(gallery.body)).toBeNull();
    expect((await page('/pages', `${session(owner)}; kid=1`)).body).toBe(indexHtml);
  });

  it('is read only by the page lists’ HTML: the API never takes the cookie for a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${LIST_READ}`,
      headers: { cookie: session(owner) },
    });
    expect(res.statusCode).toBe(401);
  });
});
