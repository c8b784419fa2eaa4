// The colouring screen and the service worker as journeys read them. Browser-side snippets are
// strings: this package type-checks without the DOM library.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VISIBLE_TIMEOUT_MS } from './browser';
import { scanLineArt } from './line-art';

/** Waits until the engine has the page (line art, draft or saved colouring loaded). */
export async function waitForCanvas(page: Page): Promise<void> {
  await page
    .locator('[data-testid="coloring-screen"][data-ready="true"]')
    .waitFor({ timeout: VISIBLE_TIMEOUT_MS });
}

/** Painted pixels of the colour layer (or of another canvas: `selector`), read back from it. */
export function paintedPixels(page: Page, selector = '[data-testid="color-layer"]'): Promise<number> {
  return page.evaluate<number>(`(() => {
    const canvas = document.querySelector(${JSON.stringify(selector)});
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
    return painted;
  })()`);
}

/** Fails unless a service worker controls the page (now, or within the visibility timeout). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // evaluate, not waitForFunction: the app's CSP forbids the eval that polling a string needs.
  const controlled = page.evaluate<boolean>(`navigator.serviceWorker.controller !== null ||
    new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', () => done(true)))`);
  const timeout = new Promise<boolean>((done) => setTimeout(() => done(false), VISIBLE_TIMEOUT_MS));
  expect(await Promise.race([controlled, timeout]), 'the service worker controls the page').toBe(true);
}

/** The colour of one document pixel of the colour layer, as #rrggbb (or 'none' when unpainted). */
export function layerColorAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate<string>(`(() => {
    const canvas = document.querySelector('[data-testid="color-layer"]');
    const [r, g, b, a] = canvas.getContext('2d').getImageData(${x}, ${y}, 1, 1).data;
    if (a === 0) return 'none';
    return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
  })()`);
}

/** Where a point of the 1024² document is on the screen now (the view may be zoomed or panned). */
export async function screenPoint(
  page: Page,
  doc: { x: number; y: number },
): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('color-layer').boundingBox();
  if (!box) throw new Error('No colour layer');
  const scale = box.width / 1024;
  return { x: box.x + doc.x * scale, y: box.y + doc.y * scale };
}

/** Where to look for blank paper, in document pixels, and how far around a point must be blank. */
export type BlankSearch = {
  x: readonly [number, number];
  y: readonly [number, number];
  clear: { left: number; right: number; up: number; down: number };
};

/** The lower middle of the page, with 24 px of paper on every side: somewhere a fill has room. */
const BIG_BLANK: BlankSearch = {
  x: [96, 928],
  y: [320, 960],
  clear: { left: 24, right: 24, up: 24, down: 24 },
};

/**
 * A document point in blank paper of the line art, found by reading the illustration's pixels:
 * where a tap with the fill tool has something to fill, or a short stroke paints only paper.
 */
export function blankPoint(page: Page, search: BlankSearch = BIG_BLANK): Promise<{ x: number; y: number }> {
  return scanLineArt(
    page,
    `const search = ${JSON.stringify(search)};
    for (let y = search.y[0]; y < search.y[1]; y += 16) {
      for (let x = search.x[0]; x < search.x[1]; x += 16) {
        if (lineArt.paperAround(x, y, search.clear, 4)) return { x, y };
      }
    }
    throw new Error('No blank paper in the line art');`,
  );
}
