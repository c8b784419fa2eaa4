// Colour together (issue 40, decision 0041): a parent starts a session from the colouring screen
// (link, code, QR), a second person opens the link in another browser context and lands on the
// same page in the session; a fill on either canvas appears on the other, undo takes back only its
// author's fill, and after fills by both the two canvases are pixel-identical. An unknown code
// answers with a clear message.
import type { BrowserContext, Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Account, createPageViaApi, signUpViaApi } from '../support/api';
import { expectVisible, screenshot, seedToken, useBrowser } from '../support/browser';
import { blankPoint, paintedPixels, screenPoint, waitForCanvas } from '../support/canvas';

const app = useBrowser();

let parent: Account;
let guest: Account;
let pageId: number;

beforeAll(async () => {
  parent = await signUpViaApi('Pat Together');
  guest = await signUpViaApi('Gus Together');
  pageId = await createPageViaApi(parent.token, 'a lighthouse on a rocky island');
});

const button = (page: BrowserPage, name: string) => page.getByRole('button', { name, exact: true });

async function signedIn(
  account: Account,
  device: 'phone' | 'desktop',
  locale?: string,
): Promise<BrowserContext> {
  const context = await app.context(device, locale ? { locale } : {});
  await seedToken(context, account.token);
  return context;
}

/** The colour layer's pixels, hashed in the page (two canvases compared without shipping 4 MB). */
const layerHash = (page: BrowserPage) =>
  page.evaluate<string>(`(async () => {
    const canvas = document.querySelector('[data-testid="color-layer"]');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const digest = await crypto.subtle.digest('SHA-256', data);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  })()`);

async function fillAt(page: BrowserPage, at: { x: number; y: number }) {
  await button(page, 'Fill').click();
  const tap = await screenPoint(page, at);
  await page.mouse.click(tap.x, tap.y);
}

async function live(page: BrowserPage) {
  await waitForCanvas(page);
  await expect.poll(() => page.getByTestId('together-bar').getAttribute('data-status')).toBe('live');
}

describe('colour together', () => {
  test('host starts, guest joins by link; fills cross over, undo is per person, canvases converge', async () => {
    const hostContext = await signedIn(parent, 'desktop');
    const host = await hostContext.newPage();
    await host.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(host);
    await button(host, 'Colour together').click();
    const dialog = host.getByTestId('together-dialog');
    await expectVisible(dialog);
    await dialog.getByTestId('together-start').click();
    const code = (await dialog.getByTestId('together-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(await dialog.getByTestId('together-link').inputValue()).toContain(`/together/${code}`);
    await expectVisible(dialog.getByTestId('together-qr'));
    await screenshot(host, 'together-dialog-desktop');
    await dialog.getByTestId('together-go').click();
    await live(host);

    const guestContext = await signedIn(guest, 'phone');
    const other = await guestContext.newPage();
    await other.goto(`/together/${code}`, { waitUntil: 'networkidle' });
    await live(other);
    await expect.poll(() => host.getByTestId('together-people').locator('li').count()).toBe(2);

    // The host's fill shows on the guest's canvas, and the guest's on the host's.
    // The sky and the ground: two regions the horizon keeps apart.
    const first = await blankPoint(host, {
      x: [96, 928],
      y: [40, 260],
      clear: { left: 16, right: 16, up: 16, down: 16 },
    });
    await fillAt(host, first);
    await expect.poll(() => paintedPixels(other)).toBeGreaterThan(500);
    const hostOnly = await paintedPixels(other);
    const second = await blankPoint(other, {
      x: [96, 928],
      y: [880, 1000],
      clear: { left: 12, right: 12, up: 12, down: 12 },
    });
    await fillAt(other, second);
    await expect.poll(() => paintedPixels(host)).toBeGreaterThan(hostOnly + 500);
    await expect.poll(async () => (await layerHash(host)) === (await layerHash(other))).toBe(true);
    await screenshot(other, 'together-live-phone');
    await screenshot(host, 'together-live-desktop');

    // The guest's undo takes back the guest's fill only, on both canvases.
    await other.getByTestId('together-undo').click();
    await expect.poll(() => paintedPixels(host)).toBe(hostOnly);
    await expect.poll(() => paintedPixels(other)).toBe(hostOnly);

    // A series of fills by both: the two canvases end pixel-identical.
    await fillAt(other, second);
    await fillAt(host, second);
    await fillAt(other, first);
    await expect.poll(async () => (await layerHash(host)) === (await layerHash(other))).toBe(true);
    expect(await paintedPixels(host)).toBeGreaterThan(hostOnly);
  });

  test('an unknown code says so, in the person’s language', async () => {
    const context = await signedIn(guest, 'desktop', 'de-DE');
    const page = await context.newPage();
    await page.goto('/together/ZZZZZZZZZZ', { waitUntil: 'networkidle' });
    const refused = page.getByTestId('together-refused');
    await expectVisible(refused);
    await expect.poll(() => refused.innerText()).toMatch(/Sitzung/);
    await screenshot(page, 'together-unknown-de');
  });
});
