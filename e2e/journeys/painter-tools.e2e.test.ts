// The painter's tools outside colour by number (issue "Colour by number on any page"): a new
// user has magic colours colour the whole page from its key in normal mode (no numbers shown)
// and takes it back with one Undo, asks for a hint, then drags a gradient fill across a part of
// the page: the colour runs from the current colour to the second one, and the gradient paints
// exactly the pixels a plain fill paints (no halo, the lines untouched). The options panel is
// looked at on a phone and a desktop. Shift held while dragging makes the gradient radial.
//
// This file asks for 1 sign-up code.
import type { Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectVisible,
  screenshot,
  seedToken,
  useBrowser,
} from '../support/browser';
import { layerColorAt, paintedPixels, screenPoint, waitForCanvas } from '../support/canvas';

const app = useBrowser();

type ColorKey = { palette: string[]; regions: { x: number; y: number; c: number }[] };

const button = (page: BrowserPage, name: string) => page.getByRole('button', { name, exact: true });

/** The toolbar's brush size button, named with the size it shows (issue 42). */
const brushSizeButton = (page: BrowserPage) => page.getByRole('button', { name: /^Brush size: \d+$/ });

async function openAs(account: Account, path: string, device: Device): Promise<BrowserPage> {
  const context = await app.context(
    device,
    device === 'desktop' ? { viewport: { width: 1280, height: 800 } } : {},
  );
  await seedToken(context, account.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForCanvas(page);
  return page;
}

/** Pixels of the number overlay with any ink: numbers (or the symmetry guides). */
function overlayInk(page: BrowserPage): Promise<number> {
  return page.evaluate<number>(`(() => {
    const canvas = document.querySelector('[data-testid="number-overlay"]');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) inked++;
    return inked;
  })()`);
}

/**
 * The key point with the widest stretch of white paper left and right of it on the line art:
 * a region to drag a gradient across. Returns the point and the clear run on each side.
 */
function widestRegion(page: BrowserPage, key: ColorKey): Promise<{ x: number; y: number; run: number }> {
  return page.evaluate<{ x: number; y: number; run: number }>(`(async () => {
    const img = document.querySelector('[data-testid="canvas-viewport"] img');
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1024;
    canvas.height = 1024;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, 1024, 1024);
    const data = ctx.getImageData(0, 0, 1024, 1024).data;
    const light = (x, y) => x >= 0 && x < 1024 && data[(y * 1024 + x) * 4] > 200;
    let best = { x: 0, y: 0, run: 0 };
    for (const p of ${JSON.stringify(key.regions)}) {
      let left = 0;
      while (left < 300 && light(p.x - left - 1, p.y)) left++;
      let right = 0;
      while (right < 300 && light(p.x + right + 1, p.y)) right++;
      const run = Math.min(left, right);
      if (run > best.run) best = { x: p.x, y: p.y, run };
    }
    return best;
  })()`);
}

/** The colour layer's painted pixels as a bit set, to compare what two fills covered. */
function paintedMask(page: BrowserPage): Promise<string> {
  return page.evaluate<string>(`(() => {
    const canvas = document.querySelector('[data-testid="color-layer"]');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    let count = 0;
    for (let i = 3, p = 0; i < data.length; i += 4, p++) {
      if (data[i] === 0) continue;
      count++;
      hash = (Math.imul(hash, 31) + p) | 0;
    }
    return count + ':' + hash;
  })()`);
}

const channels = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

let lena: Account;
let pageId: number;
let key: ColorKey;

beforeAll(async () => {
  lena = await signUpViaApi('Lena');
  pageId = await createPageViaApi(lena.token, 'a fish in a pond with plants');
  key = await apiCall<ColorKey>('GET', `/pages/${pageId}/color-key`, lena.token);
});

describe("the painter's tools", () => {
  test('magic colours in normal mode colour the whole page, one Undo takes it back; a hint colours a part', async () => {
    const page = await openAs(lena, `/pages/${pageId}/color`, 'desktop');
    expect(await paintedPixels(page)).toBe(0);
    await button(page, 'Palette').click();
    await screenshot(page, 'magic-colours-palette-desktop', false);
    await button(page, 'Magic colours').click();
    // Most of the page is coloured; no number and no number bar appear outside the mode.
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(200_000);
    const magic = await paintedPixels(page);
    expect(await overlayInk(page)).toBe(0);
    expect(await page.getByTestId('number-progress').count()).toBe(0);
    // Each keyed point shows its key colour.
    const point = key.regions[0] as ColorKey['regions'][number];
    expect(await layerColorAt(page, point.x, point.y)).toBe(key.palette[point.c]?.toLowerCase());
    await page.keyboard.press('Escape');
    await button(page, 'Undo').click();
    await expect.poll(() => paintedPixels(page)).toBe(0);
    expect(await button(page, 'Undo').isDisabled()).toBe(true);

    await button(page, 'Palette').click();
    await button(page, 'Hint').click();
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
    const hinted = await paintedPixels(page);
    expect(hinted).toBeLessThan(magic);
    expect(await overlayInk(page)).toBe(0);
    expectNoProblems(page);
  });

  test('a gradient fill runs across a part from the colour to the second one, on a plain fill’s pixels', async () => {
    const page = await openAs(lena, `/pages/${pageId}/color`, 'desktop');
    const region = await widestRegion(page, key);
    expect(region.run).toBeGreaterThan(40);
    const reach = Math.floor(region.run * 0.8);
    const from = { x: region.x - reach, y: region.y };
    const to = { x: region.x + reach, y: region.y };

    // A plain fill first, to know the pixels of that part; then undone.
    await button(page, 'Fill').click();
    await button(page, 'Palette').click();
    await button(page, 'Red').click();
    await page.keyboard.press('Escape');
    const tap = await screenPoint(page, region);
    await page.mouse.click(tap.x, tap.y);
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(0);
    const flat = await paintedMask(page);
    await button(page, 'Undo').click();
    await expect.poll(() => paintedPixels(page)).toBe(0);

    // Gradient, red to white (the default second colour), chosen in the options.
    await brushSizeButton(page).click();
    await button(page, 'Gradient').click();
    await expectVisible(button(page, 'Gradient to White'));
    expect(await button(page, 'Gradient to White').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'gradient-options-desktop', false);
    await page.keyboard.press('Escape');
    const start = await screenPoint(page, from);
    const end = await screenPoint(page, to);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(0);

    // Red where the drag started, near white where it ended, in between half way.
    const [r0, g0] = channels(await layerColorAt(page, from.x + 1, from.y));
    const [r1, g1] = channels(await layerColorAt(page, to.x - 1, to.y));
    const [, gm] = channels(await layerColorAt(page, region.x, region.y));
    expect(r0).toBeGreaterThan(200);
    expect(g0).toBeLessThan(110);
    expect(r1).toBeGreaterThan(230);
    expect(g1).toBeGreaterThan(215);
    expect(gm).toBeGreaterThan((g0 as number) + 30);
    expect(gm).toBeLessThan((g1 as number) - 30);
    // Exactly the plain fill's pixels: no halo over the lines, nothing of the part left bare.
    expect(await paintedMask(page)).toBe(flat);
    // One drag, one history step.
    await button(page, 'Undo').click();
    await expect.poll(() => paintedPixels(page)).toBe(0);

    // Shift held: radial, out from where the drag starts, the same both ways.
    const centre = await screenPoint(page, region);
    await page.keyboard.down('Shift');
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 10 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(0);
    const [, gc] = channels(await layerColorAt(page, region.x, region.y));
    const [, gl] = channels(await layerColorAt(page, from.x + 1, from.y));
    const [, gr] = channels(await layerColorAt(page, to.x - 1, to.y));
    expect(gc).toBeLessThan(110);
    expect(gl).toBeGreaterThan(215);
    expect(gr).toBeGreaterThan(215);
    expect(await paintedMask(page)).toBe(flat);
    expectNoProblems(page);
  });

  test('on a phone the fill styles and gradient options fit the panel', async () => {
    const page = await openAs(lena, `/pages/${pageId}/color`, 'phone');
    await brushSizeButton(page).click();
    await button(page, 'Gradient').click();
    await expectVisible(button(page, 'Radial'));
    for (const name of [
      'Flat',
      'Gradient',
      'Stripes',
      'Dots',
      'Stars',
      'Hearts',
      'Radial',
      'Gradient to Black',
    ]) {
      const box = await button(page, name).boundingBox();
      if (!box) throw new Error(`${name} not on screen`);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    // A fill style takes up the fill tool.
    expect(await button(page, 'Fill').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'painter-options-phone', false);
    await page.keyboard.press('Escape');
    await button(page, 'Palette').click();
    await expectVisible(button(page, 'Magic colours'));
    await screenshot(page, 'magic-colours-palette-phone', false);
    expectNoProblems(page);
  });
});
