// The colouring screen and the service worker as journeys read them. Browser-side snippets are
// strings: this package type-checks without the DOM library.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VISIBLE_TIMEOUT_MS } from './browser';

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
