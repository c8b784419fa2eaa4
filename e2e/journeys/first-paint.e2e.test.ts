// The first paint of the signed-in screens (issue 27, docs/decisions/0033-first-paint.md): the
// server's HTML already shows the screen's frame and heading, so a person sees it before the
// app's bundle has run; the app then takes its place without a flash. The app's scripts are held
// back here to look at the HTML alone, the way a slow phone shows it.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 1.
import { PAINT_SESSION_COOKIE, PAINT_SESSION_PATH } from '@colorbook/web/seam';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import { expectNoProblems, expectPathname, expectVisible, screenshot, useBrowser } from '../support/browser';
import { paintedPixels, waitForCanvas } from '../support/canvas';

const app = useBrowser();

/** Signs the context in as the app does after a sign-in: { token, user } under 'auth' (spec §3). */
async function signIn(context: BrowserContext, account: Account, user: unknown): Promise<void> {
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(inject('baseURL'))} && !localStorage.getItem('auth')) {
      localStorage.setItem('auth', ${JSON.stringify(JSON.stringify({ token: account.token, user }))});
    }`,
  });
}

/**
 * Holds the app's scripts until released: what shows meanwhile is the server's HTML alone (with
 * `early`, plus the small early scripts that fill the colouring screen's picture in).
 */
async function holdScripts(page: Page, options: { early?: boolean } = {}): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    // The picture's scripts: its early entry and chunk, and the region worker it starts.
    const early = options.early && /\/assets\/(early|region-worker)[-.]/.test(route.request().url());
    return released || early ? route.continue() : held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

const firstPaint = (page: Page) => page.locator('#first-paint');

/** My pages' first early card, with its title and its picture loaded. */
async function expectFirstCard(page: Page): Promise<void> {
  const card = firstPaint(page).locator('[data-early-card]').first();
  await expectVisible(card.getByText('A lighthouse on a rock'));
  await expect
    .poll(() => card.locator('img').evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
}

describe('the first paint', () => {
  let account: Account;
  let user: unknown;
  let pageId: number;
  beforeAll(async () => {
    account = await signUpViaApi('Ida Erstbild');
    user = await apiCall('GET', '/users/read', account.token);
    pageId = await createPageViaApi(account.token, 'a lighthouse on a rock');
  });

  test('a signed-in person sees the screen before the app runs, and the app takes over in place', async () => {
    const context = await app.context('phone');
    await signIn(context, account, user);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/pages/public', { waitUntil: 'commit' });

    // The server's HTML alone: the frame, the heading, the search box and the gallery's first card.
    await expectVisible(firstPaint(page).locator('h1', { hasText: 'public pages' }));
    await expectVisible(firstPaint(page).getByPlaceholder('Search pages'));
    const card = firstPaint(page).locator('article', { hasText: 'A lighthouse on a rock' }).first();
    await expectVisible(card);
    await expect
      .poll(() => card.locator('img').evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    // Nothing in it takes a tap or a keystroke that the app would then lose.
    expect(await firstPaint(page).getAttribute('inert')).toBe('');
    await screenshot(page, 'first-paint-public-phone-before-app');

    release();
    // The app's screen replaces it: one heading, the card with its owner and menu.
    await expect.poll(() => firstPaint(page).count()).toBe(0);
    await expectVisible(page.getByRole('heading', { name: 'public pages', exact: true }));
    expect(await page.locator('h1').count()).toBe(1);
    await expectVisible(page.getByRole('article').filter({ hasText: 'Ida Erstbild' }).first());
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('lighthouse');
    await expectPathname(page, '/pages/public');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('lighthouse');
    expectNoProblems(page);
    await screenshot(page, 'first-paint-public-phone-app');
  });

  test('My pages shows its first pictures before the app runs, from the early read', async () => {
    const context = await app.context('phone');
    await signIn(context, account, user);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/pages', { waitUntil: 'commit' });

    // Only the HTML and its inline early reads ran: the first card has its title and picture.
    await expectVisible(firstPaint(page).locator('h1', { hasText: 'My pages' }));
    await expectFirstCard(page);
    // One page, one card: the placeholders past the list's end went.
    expect(await firstPaint(page).locator('[data-early-card]').count()).toBe(1);
    await screenshot(page, 'first-paint-my-pages-phone-before-app');
    release();
    await expect.poll(() => firstPaint(page).count()).toBe(0);
    await expectVisible(page.getByRole('article').filter({ hasText: 'A lighthouse on a rock' }).first());
    expectNoProblems(page);
  });

  test('My pages comes with its list in the HTML once the app has kept the session in its cookie', async () => {
    const context = await app.context('phone');
    await signIn(context, account, user);
    // The app, run once, mirrors the session in the cookie the page lists' HTML carries (0057).
    const before = await context.newPage();
    await before.goto('/pages/favorite');
    const cookie = async () => (await context.cookies()).find((one) => one.name === PAINT_SESSION_COOKIE);
    await expect
      .poll(cookie)
      .toMatchObject({ value: account.token, path: PAINT_SESSION_PATH, sameSite: 'Lax' });
    await before.close();

    const page = await context.newPage();
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/pages/paginate') lists.push(request.url());
    });
    const release = await holdScripts(page);
    await page.goto('/pages', { waitUntil: 'commit' });
    await expectVisible(firstPaint(page).locator('h1', { hasText: 'My pages' }));
    await expectFirstCard(page);
    // One page, one card: the server drew just the one.
    expect(await firstPaint(page).locator('[data-early-card]').count()).toBe(1);
    await screenshot(page, 'first-paint-my-pages-phone-from-html');

    release();
    await expect.poll(() => firstPaint(page).count()).toBe(0);
    await expectVisible(page.getByRole('article').filter({ hasText: 'A lighthouse on a rock' }).first());
    expect(await page.locator('h1').count()).toBe(1);
    // The list came with the page: neither the head script nor the app asked the API for it.
    expect(lists).toEqual([]);
    expectNoProblems(page);
  });

  test('a page to colour shows before the app runs, takes a stroke at once, and the app keeps it', async () => {
    const context = await app.context('phone');
    await signIn(context, account, user);
    const page = await context.newPage();
    const release = await holdScripts(page, { early: true });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto(`/pages/${pageId}/color`, { waitUntil: 'commit' });

    // The server's picture, filled in from the early page read: the title and the line art.
    // (Its header is drawn twice, in the page for phones and in the top bar for desktops.)
    await expectVisible(
      firstPaint(page).locator('h1', { hasText: 'A lighthouse on a rock' }).filter({ visible: true }),
    );
    const lineArt = firstPaint(page).locator('[data-testid="canvas-viewport"] img');
    await expect
      .poll(() => lineArt.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    const colors = '#first-paint [data-testid="color-layer"]';
    expect(await paintedPixels(page, colors)).toBe(0);
    // The line art went first, preloaded with the HTML (a page anyone may see), beside the page
    // read that names it; the app's own reads only once the line art had come.
    await expect.poll(() => asked.includes('/api/credits/read')).toBe(true);
    expect(asked[0]).toMatch(/^\/api\/files\/illustration\//);
    expect(asked).toContain(`/api/pages/${pageId}/read`);
    const lineArtAsked = asked.findIndex((pathname) => pathname.startsWith('/api/files/'));
    expect(lineArtAsked).toBe(0);
    expect(asked.filter((pathname) => pathname.startsWith('/api/files/illustration/'))).toHaveLength(1);
    for (const read of ['/api/settings/list', '/api/users/read', '/api/credits/read']) {
      expect(asked.indexOf(read)).toBeGreaterThan(lineArtAsked);
    }

    // A stroke before the app has run: it shows at once (the starting brush, black).
    const box = await firstPaint(page).locator('[data-testid="canvas-viewport"]').boundingBox();
    if (!box) throw new Error('no viewport');
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.width * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.width * 0.6, { steps: 6 });
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.width * 0.5, { steps: 6 });
    await page.mouse.up();
    expect(await paintedPixels(page, colors)).toBeGreaterThan(500);
    await screenshot(page, 'first-paint-coloring-phone-before-app');

    // The app takes over once its engine is ready: the same stroke, drawn by its own brush.
    release();
    await waitForCanvas(page);
    await expect.poll(() => firstPaint(page).count()).toBe(0);
    expect(await paintedPixels(page)).toBeGreaterThan(500);
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    await expectVisible(page.getByText('Draft kept on this device'));
    expectNoProblems(page);
    await screenshot(page, 'first-paint-coloring-phone-app');

    // Opened again on this device: the picture shows the draft, and the stroke is undoable in the app.
    const again = await context.newPage();
    const releaseAgain = await holdScripts(again, { early: true });
    await again.goto(`/pages/${pageId}/color`, { waitUntil: 'commit' });
    await expect.poll(() => paintedPixels(again, colors)).toBeGreaterThan(500);
    releaseAgain();
    await waitForCanvas(again);
    await expect.poll(() => firstPaint(again).count()).toBe(0);
    const undo = again.getByRole('button', { name: 'Undo', exact: true });
    await expect.poll(() => undo.isEnabled()).toBe(true);
    await undo.click();
    await expect.poll(() => paintedPixels(again)).toBe(0);
    expectNoProblems(again);
  });

  test('a tap with the Fill tool fills on the picture at once, and the app fills the same pixels', async () => {
    const context = await app.context('phone');
    await signIn(context, account, user);
    const page = await context.newPage();
    const release = await holdScripts(page, { early: true });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`/pages/${pageId}/color`, { waitUntil: 'commit' });
    const lineArt = firstPaint(page).locator('[data-testid="canvas-viewport"] img');
    await expect
      .poll(() => lineArt.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    // A spot of paper well clear of the lines, as a fraction of the page.
    const spot = await page.evaluate<{ fx: number; fy: number }>(`(() => {
      const img = document.querySelector('#first-paint [data-testid="canvas-viewport"] img');
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(img, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const light = (x, y) => data[(y * width + x) * 4] + data[(y * width + x) * 4 + 1] + data[(y * width + x) * 4 + 2] > 700;
      const r = 16;
      for (let y = r; y < height - r; y += 24) for (let x = r; x < width - r; x += 24) {
        let clear = true;
        for (let dy = -r; dy <= r && clear; dy += 4) for (let dx = -r; dx <= r && clear; dx += 4) clear = light(x + dx, y + dy);
        if (clear) return { fx: x / width, fy: y / height };
      }
      throw new Error('no paper on the page');
    })()`);
    const colors = '#first-paint [data-testid="color-layer"]';
    const box = await firstPaint(page).locator('[data-testid="color-layer"]').boundingBox();
    if (!box) throw new Error('no colour layer');

    // A tap on the picture's Fill button picks it, as a child would (no keyboard on a phone), and
    // the button shows it; the tap on the page then fills its region with the starting colour.
    const fillButton = firstPaint(page).locator('button[data-tool="fill"]').filter({ visible: true });
    await expect.poll(() => fillButton.isEnabled()).toBe(true);
    const fillBox = await fillButton.boundingBox();
    if (!fillBox) throw new Error('no Fill button on the picture');
    // At its place on the screen: the picture is inert to the browser's own targeting.
    await page.touchscreen.tap(fillBox.x + fillBox.width / 2, fillBox.y + fillBox.height / 2);
    await expect.poll(() => fillButton.getAttribute('aria-pressed')).toBe('true');
    await page.touchscreen.tap(box.x + spot.fx * box.width, box.y + spot.fy * box.height);
    // The region's open pixels show at once, from the stored bytes; the band along its lines
    // follows once the map is rebuilt from them (a second or more on a phone's CPU).
    await expect.poll(() => paintedPixels(page, colors)).toBeGreaterThan(1000);
    const openOnly = await paintedPixels(page, colors);
    await page.evaluate(() =>
      (globalThis as { __earlyRegions?: { map: Promise<unknown> } }).__earlyRegions?.map.then(() => true),
    );
    const onPicture = await paintedPixels(page, colors);
    expect(onPicture).toBeGreaterThanOrEqual(openOnly);
    // From the page's stored map, before any of the app's scripts ran.
    expect(asked).toContain(`/api/pages/${pageId}/regions`);
    expect(await page.locator('#root [data-testid="coloring-screen"]').count()).toBe(0);
    await screenshot(page, 'first-paint-coloring-fill-phone-before-app');

    // The app replays the tap through its own fill: the same region, pixel for pixel in count.
    release();
    await waitForCanvas(page);
    await expect.poll(() => firstPaint(page).count()).toBe(0);
    expect(await paintedPixels(page)).toBe(onPicture);
    await expect.poll(() => page.getByRole('button', { name: 'Undo', exact: true }).isEnabled()).toBe(true);
    expectNoProblems(page);
    await screenshot(page, 'first-paint-coloring-fill-phone-app');
  });

  test('without its early script the colouring screen still starts, a moment later', async () => {
    const context = await app.context('desktop');
    await signIn(context, account, user);
    const page = await context.newPage();
    // The script that fills the picture and starts the app cannot load (a flaky network).
    await page.route(/\/assets\/early-coloring-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`/pages/${pageId}/color`, { waitUntil: 'commit' });
    await waitForCanvas(page);
    await expect.poll(() => firstPaint(page).count()).toBe(0);
    await expectVisible(page.getByRole('heading', { name: 'A lighthouse on a rock' }));
    expectNoProblems(page, [/early-coloring/, /net::ERR_FAILED/]);
  });

  test('a visitor who is not signed in never sees it, and lands on sign-in', async () => {
    const context = await app.context('desktop');
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/pages/favorite', { waitUntil: 'commit' });
    // Module scripts hold DOMContentLoaded back: wait for the parsed markup instead.
    await firstPaint(page).waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('data-first-paint')).toBe('off');
    expect(await firstPaint(page).isVisible()).toBe(false);
    release();
    await expectPathname(page, '/sign-in');
    await expectVisible(page.getByRole('heading', { name: 'Sign in' }));
  });

  test('a person whose language is not the one it was drawn in never sees it in the wrong language', async () => {
    // The person chose German (stored on the user, as the account screen does); the browser says English.
    await apiCall('PATCH', '/users/update', account.token, { locale: 'de' });
    const german = await apiCall('GET', '/users/read', account.token);
    const context = await app.context('desktop', { locale: 'en-GB' });
    await signIn(context, account, german);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/account', { waitUntil: 'commit' });
    await firstPaint(page).waitFor({ state: 'attached' });
    // Drawn in English for an English browser; this person reads German: hidden.
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await firstPaint(page).isVisible()).toBe(false);
    release();
    await expectVisible(page.getByRole('heading', { name: 'Konto', exact: true }));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // The app tells the server its language: the next load is drawn in German, and shown.
    const next = await context.newPage();
    const releaseNext = await holdScripts(next);
    await next.goto('/account', { waitUntil: 'commit' });
    await expectVisible(firstPaint(next).locator('h1', { hasText: 'Konto' }));
    releaseNext();
    await expect.poll(() => firstPaint(next).count()).toBe(0);
    await expectVisible(next.getByRole('heading', { name: 'Konto', exact: true }));
  });
});
