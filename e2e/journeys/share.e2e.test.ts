// Sharing a colouring by a link (DESIGN §9a): a painter colours a page and shares it from the
// colouring screen (the unsaved work is saved first); a visitor, signed out, opens the link and
// sees the picture, the title and the painter's name, with a 1200×630 og:image; the name can be
// hidden; "Colour this page yourself" signs the visitor up and opens that page's colouring
// screen; the painter shares again from the Colored pages card on a phone, stops sharing, and
// the link answers the not-found page; an admin finds a shared link on the Colored pages screen
// and revokes it.
//
// Codes are rate-limited per IP (20 an hour) and every journey shares one server: this file asks
// for 3 codes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { firstAdmin } from '../support/admin';
import { type Account, apiCall, createPageViaApi, signUpViaApi, unique } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectNotVisible,
  expectPathname,
  expectVisible,
  screenshot,
  screenshotDir,
  seedToken,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();
const baseURL = inject('baseURL');
const PAGE_PROMPT = 'a hedgehog in autumn leaves';

let sasha: Account;
let pageId: number;
let pageTitle: string;
/** The live link, as the share dialog showed it. */
let shareUrl: string;
/** Sasha's colouring of the page (page.colored.id). */
let coloringId: number;

beforeAll(async () => {
  sasha = await signUpViaApi('Sasha Share');
  pageId = await createPageViaApi(sasha.token, PAGE_PROMPT);
  const read = await fetch(`${baseURL}/api/pages/${pageId}/read`, {
    headers: { Authorization: `Bearer ${sasha.token}` },
  });
  pageTitle = ((await read.json()) as { title: string }).title;
});

/** A context signed in as `account` (the auth state of spec §3 in local storage). */
async function openAs(account: Account, path: string, device: Device, script = ''): Promise<BrowserPage> {
  const context = await app.context(device, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  if (script) await context.addInitScript({ content: script });
  await seedToken(context, account.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** A few brush strokes across the page, in document coordinates (the page is 1024 wide). */
async function paint(page: BrowserPage): Promise<void> {
  const layer = await page.getByTestId('color-layer').boundingBox();
  if (!layer) throw new Error('No colour layer');
  const at = (x: number, y: number) => ({
    x: layer.x + (x * layer.width) / 1024,
    y: layer.y + (y * layer.height) / 1024,
  });
  for (const y of [300, 420, 540, 660]) {
    const start = at(180, y);
    const end = at(840, y + 60);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 10 });
    await page.mouse.up();
  }
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The shared picture's width once loaded (0 while loading or broken). */
const pictureWidth = (page: BrowserPage) =>
  page.evaluate<number>(`document.querySelector('[data-testid="shared-picture"]').naturalWidth`);

const metaContent = (page: BrowserPage, selector: string) =>
  page.locator(`meta[${selector}]`).getAttribute('content');

/** A share sheet as a phone's browser has it (navigator.share), recording what it was given. */
const SHARE_SHEET = `navigator.share = async (data) => { window.sharedWithSheet = data; };`;

const button = (page: BrowserPage, name: string) => page.getByRole('button', { name, exact: true });

/** The toolbar's brush size button, named with the size it shows (issue 42). */
const brushSizeButton = (page: BrowserPage) => page.getByRole('button', { name: /^Brush size: \d+$/ });

describe('share links', () => {
  test('a painter shares a colouring; a visitor sees it, with its card, and can hide the name', async () => {
    const painter = await openAs(sasha, `/pages/${pageId}/color`, 'desktop');
    await painter.locator('[data-testid="coloring-screen"][data-ready="true"]').waitFor();
    await button(painter, 'Palette').click();
    await button(painter, 'Sky').click();
    await button(painter, 'Palette').click();
    await brushSizeButton(painter).click();
    await button(painter, 'Brush size 30').click();
    await paint(painter);

    // Share saves the new colours first, then shows the link.
    await button(painter, 'Share').click();
    const dialog = painter.getByRole('dialog', { name: 'Share your colouring' });
    await expectVisible(dialog);
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await expect.poll(() => link.inputValue(), { timeout: VISIBLE_TIMEOUT_MS }).toMatch(/\/s\/[\w-]{24}$/);
    shareUrl = await link.inputValue();
    const read = await apiCall<{ colored: { id: number } | null }>(
      'GET',
      `/pages/${pageId}/read`,
      sasha.token,
    );
    coloringId = read.colored?.id ?? 0;
    expect(shareUrl.startsWith(`${baseURL}/s/`)).toBe(true);
    await expectVisible(painter.getByTestId('save-status').getByText('Saved'));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expectVisible(dialog.getByText('Link copied'));
    expect(await painter.evaluate<string>('navigator.clipboard.readText()')).toBe(shareUrl);
    expect(await dialog.getByRole('switch', { name: 'Show my name' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await screenshot(painter, 'share-dialog-desktop', false);

    // A visitor, signed out, on a phone.
    const sharePath = new URL(shareUrl).pathname;
    const visitor = await app.open(sharePath, 'phone');
    await expectVisible(visitor.getByRole('heading', { level: 1, name: pageTitle }));
    await expectVisible(visitor.getByText('Coloured by Sasha Share'));
    await expect.poll(() => pictureWidth(visitor)).toBeGreaterThan(0);
    await expectVisible(visitor.getByRole('link', { name: 'Colour this page yourself' }));
    expect(await metaContent(visitor, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent(visitor, 'name="robots"')).toBe('noindex');
    expect(await metaContent(visitor, 'property="og:image:width"')).toBe('1200');
    expectNoProblems(visitor);
    await screenshot(visitor, 'share-page-phone');

    // The card social sites read: a real 1200×630 PNG where og:image says.
    const ogImage = (await metaContent(visitor, 'property="og:image"')) ?? '';
    expect(ogImage.startsWith(`${baseURL}${sharePath}/og.png`)).toBe(true);
    const og = await fetch(ogImage);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/png');
    const card = new Uint8Array(await og.arrayBuffer());
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    // Kept beside the screenshots, to look at.
    await mkdir(screenshotDir, { recursive: true });
    await writeFile(join(screenshotDir, 'share-og-image.png'), card);
    // Nothing private in what a visitor receives.
    const html = await (await fetch(shareUrl)).text();
    expect(html).not.toContain(sasha.email);
    expect(html).not.toContain('/api/files/');

    const desktop = await app.open(sharePath, 'desktop');
    await expectVisible(desktop.getByRole('heading', { level: 1, name: pageTitle }));
    await expect.poll(() => pictureWidth(desktop)).toBeGreaterThan(0);
    await screenshot(desktop, 'share-page-desktop');

    // Hiding the name takes it off the page at once.
    await dialog.getByRole('switch', { name: 'Show my name' }).click();
    await expect
      .poll(() => dialog.getByRole('switch', { name: 'Show my name' }).getAttribute('aria-checked'))
      .toBe('false');
    await expectVisible(dialog.getByText('Your name stays off the page.'));
    await desktop.reload({ waitUntil: 'networkidle' });
    await expectVisible(desktop.getByRole('heading', { level: 1, name: pageTitle }));
    expect(await desktop.getByText('Sasha').count()).toBe(0);
    await dialog.getByRole('switch', { name: 'Show my name' }).click();
    await expect
      .poll(() => dialog.getByRole('switch', { name: 'Show my name' }).getAttribute('aria-checked'))
      .toBe('true');
    await painter.keyboard.press('Escape');
    await expectNotVisible(dialog);
    expectNoProblems(painter);
  });

  test('"Colour this page yourself" signs a visitor up and opens that page to colour', async () => {
    const visitor = await app.open(new URL(shareUrl).pathname, 'phone');
    await visitor.getByRole('link', { name: 'Colour this page yourself' }).click();
    await expectPathname(visitor, '/sign-up');
    expect(new URL(visitor.url()).searchParams.get('next')).toBe(`/pages/${pageId}/color`);
    const email = unique('vera-visitor');
    await visitor.getByLabel('Name').fill('Vera Visitor');
    await visitor.getByLabel('Email').fill(email);
    const sentAfter = Date.now();
    await visitor.getByRole('button', { name: 'Sign up' }).click();
    const mail = await waitForMail(email, sentAfter);
    await visitor.getByLabel('Code').fill(oneTimeCode(mail));
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expectPathname(visitor, `/pages/${pageId}/color`);
    await visitor.locator('[data-testid="coloring-screen"][data-ready="true"]').waitFor();
    await expectVisible(visitor.getByRole('heading', { name: pageTitle }));
    expectNoProblems(visitor);
    await screenshot(visitor, 'share-signed-up-coloring-phone');
  });

  test('sharing from a Colored pages card on a phone, then stopping: the link is not found', async () => {
    // Headless Chromium has no share sheet: the page gets one that records what it was given.
    const painter = await openAs(sasha, '/pages/colored', 'phone', SHARE_SHEET);
    const card = painter.locator(`[data-testid="page-card"][data-page-id="${pageId}"]`);
    await card.getByRole('button', { name: 'Share colouring' }).click();
    const dialog = painter.getByRole('dialog', { name: 'Share your colouring' });
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    // The same live link as from the colouring screen.
    await expect.poll(() => link.inputValue(), { timeout: VISIBLE_TIMEOUT_MS }).toBe(shareUrl);
    // Where the browser has a share sheet (phones), it is offered with the link.
    await dialog.getByRole('button', { name: 'Share…' }).click();
    expect(await painter.evaluate<{ url: string; title: string }>('window.sharedWithSheet')).toMatchObject({
      url: shareUrl,
      title: pageTitle,
    });
    await screenshot(painter, 'share-dialog-phone', false);

    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await expectVisible(dialog.getByText('Stop sharing? The link will stop working for everyone.'));
    await screenshot(painter, 'share-dialog-stop-phone', false);
    await dialog.getByRole('button', { name: 'Yes, stop sharing' }).click();
    await expectVisible(dialog.getByText('Sharing stopped'));
    expectNoProblems(painter);

    const sharePath = new URL(shareUrl).pathname;
    const visitor = await app.context('phone');
    const page = await visitor.newPage();
    const response = await page.goto(sharePath, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    expect(await page.locator('img[src*="/s/"]').count()).toBe(0);
    expect((await fetch(`${baseURL}${sharePath}/og.png`)).status).toBe(404);
    expectNoProblems(page, [new RegExp(`${sharePath}: HTTP 404`), /status of 404 \(Not Found\)/]);
    await screenshot(page, 'share-revoked-phone');
  });

  test('an admin finds the shared link on the Colored pages screen and revokes it', async () => {
    const link = await apiCall<{ url: string }>('POST', `/coloreds/${coloringId}/share`, sasha.token, {});
    const context = await app.context('desktop');
    const page = await context.newPage();
    const { account: admin, created } = await firstAdmin(page);
    if (!created) {
      await context.addInitScript({
        content: `localStorage.setItem('auth', JSON.stringify({ token: ${JSON.stringify(admin.token)}, user: null }));`,
      });
    }
    await page.goto('/admin/pages/colored', { waitUntil: 'networkidle' });
    await page.getByText('Shared links', { exact: true }).click();
    await page.getByLabel('Search colored pages').fill(pageTitle);
    const card = page.getByTestId('colored-card').filter({ hasText: 'Sasha Share' });
    await expectVisible(card.getByRole('link', { name: 'Shared', exact: true }));
    expect(await card.getByRole('link', { name: 'Shared', exact: true }).getAttribute('href')).toBe(link.url);
    await screenshot(page, 'share-admin-colored-desktop', false);
    await card.getByRole('button', { name: 'Revoke link' }).click();
    await expectVisible(page.getByText('Are you sure to revoke the share link?'));
    await page.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectVisible(page.getByText('The share link has been revoked'));
    await expectNotVisible(card);
    expect((await fetch(link.url)).status).toBe(404);
    expectNoProblems(page);
  });
});
