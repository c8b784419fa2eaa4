// Colour by number and the painter's tools on the colouring screen (issue "Colour by number on
// any page"): a new user opens a page the offline generator made, turns colour by number on and
// sees numbers drawn over the page, picks swatches with the mouse and the keyboard, fills a
// region with its colour (a brush tap) and the counter goes up, has magic colours finish the page (confetti)
// and undoes it in one step, leaves the mode with the colours kept; the saved colouring holds no
// numbers; a stroke with mirror symmetry paints its mirror image; the mode fits a phone; in
// German on a phone and a desktop, a tap with the brush fills the numbered region (issue 36) and
// no swatch lies under another control.
//
// This file asks for 1 sign-up code.
import type { Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectNotVisible,
  expectPathname,
  expectVisible,
  screenshot,
  seedToken,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { type BlankSearch, blankPoint, layerColorAt, screenPoint, waitForCanvas } from '../support/canvas';

/** A blank stretch left of the middle, 64 px of paper to its right: a short stroke paints only paper. */
const LEFT_STRETCH: BlankSearch = {
  x: [48, 380],
  y: [64, 960],
  clear: { left: 16, right: 64, up: 16, down: 16 },
};

const app = useBrowser();
const _baseURL = inject('baseURL');

type ColorKey = { palette: string[]; names?: string[]; regions: { x: number; y: number; c: number }[] };

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
  await page
    .locator('[data-testid="coloring-screen"][data-ready="true"]')
    .waitFor({ timeout: VISIBLE_TIMEOUT_MS });
  return page;
}

// Browser-side snippets are strings: this package type-checks without the DOM library.

/** Pixels of a canvas (by test id) with any ink (alpha > 0). */
function inkedPixels(page: BrowserPage, testId: string): Promise<number> {
  return page.evaluate<number>(`(() => {
    const canvas = document.querySelector('[data-testid="${testId}"]');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) inked++;
    return inked;
  })()`);
}

/** The key points lying well inside white paper (not on or next to a line): safe to tap. */
function tappablePoints(page: BrowserPage, key: ColorKey): Promise<number[]> {
  return page.evaluate<number[]>(`(async () => {
    const img = document.querySelector('[data-testid="canvas-viewport"] img');
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1024;
    canvas.height = 1024;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, 1024, 1024);
    const data = ctx.getImageData(0, 0, 1024, 1024).data;
    const light = (x, y) => x >= 0 && y >= 0 && x < 1024 && y < 1024 && data[(y * 1024 + x) * 4] > 200;
    const points = ${JSON.stringify(key.regions)};
    const ok = [];
    points.forEach((p, i) => {
      for (let dy = -6; dy <= 6; dy += 2) for (let dx = -6; dx <= 6; dx += 2) if (!light(p.x + dx, p.y + dy)) return;
      ok.push(i);
    });
    return ok;
  })()`);
}

/**
 * Pixels of the saved colouring that are dark where the overlay drew a number on blank paper
 * (overlay ink dark, line art white, colour layer empty): a number baked into the PNG shows here.
 */
function numbersInSavedPng(page: BrowserPage, photo: string): Promise<{ checked: number; dark: number }> {
  return page.evaluate<{ checked: number; dark: number }>(`(async () => {
    const read = async (source) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1024;
      canvas.height = 1024;
      const ctx = canvas.getContext('2d');
      if (typeof source === 'string') {
        const img = new Image();
        img.crossOrigin = 'anonymous';
        img.src = source;
        await img.decode();
        ctx.drawImage(img, 0, 0, 1024, 1024);
      } else ctx.drawImage(source, 0, 0, 1024, 1024);
      return ctx.getImageData(0, 0, 1024, 1024).data;
    };
    const overlay = await read(document.querySelector('[data-testid="number-overlay"]'));
    const layer = await read(document.querySelector('[data-testid="color-layer"]'));
    const lines = await read(document.querySelector('[data-testid="canvas-viewport"] img'));
    const saved = await read(${JSON.stringify(photo)});
    let checked = 0;
    let dark = 0;
    for (let i = 0; i < overlay.length; i += 4) {
      const number = overlay[i + 3] > 200 && overlay[i] < 130 && overlay[i + 1] < 130 && overlay[i + 2] < 130;
      if (!number || layer[i + 3] !== 0 || lines[i] < 240) continue;
      checked++;
      if (saved[i] < 200 || saved[i + 1] < 200 || saved[i + 2] < 200) dark++;
    }
    return { checked, dark };
  })()`);
}

/**
 * The numbered swatches whose centre is not their own (another control lies over it), each
 * scrolled into view first (a phone's row scrolls).
 */
function swatchesCovered(page: BrowserPage): Promise<number[]> {
  return page.evaluate<number[]>(`(() => {
    const covered = [];
    const swatches = [...document.querySelectorAll('[data-testid="number-swatches"] button')];
    swatches.forEach((swatch, i) => {
      swatch.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = swatch.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (!hit || hit.closest('button') !== swatch) covered.push(i + 1);
    });
    return swatches.length === 0 ? [-1] : covered;
  })()`);
}

/** Colour by number's counter, "k of N" in any language. */
async function progress(page: BrowserPage): Promise<{ done: number; total: number }> {
  const text = (await page.getByTestId('number-progress').textContent()) ?? '';
  const match = /^(\d+)\D+(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`No progress in "${text}"`);
  return { done: Number(match[1]), total: Number(match[2]) };
}

const swatch = (page: BrowserPage, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Colour ${n}: `) });

let nina: Account;
let pageId: number;
let key: ColorKey;

beforeAll(async () => {
  nina = await signUpViaApi('Nina');
  pageId = await createPageViaApi(nina.token, 'a house with a garden and the sun');
  // The server's colour key (GET /pages/{id}/color-key): the page must offer colour by number.
  key = await apiCall<ColorKey>('GET', `/pages/${pageId}/color-key`, nina.token);
});

describe('colour by number', () => {
  test('numbers, swatches, a right fill, magic colours undone in one step, and no numbers saved', async () => {
    expect(key.regions.length).toBeGreaterThanOrEqual(3);
    const page = await openAs(nina, `/pages/${pageId}/color`, 'desktop');
    expect(await inkedPixels(page, 'number-overlay')).toBe(0);

    await button(page, 'Colour by number').click();
    await expectVisible(page.getByTestId('number-progress'));
    const start = await progress(page);
    expect(start.done).toBe(0);
    expect(start.total).toBeGreaterThanOrEqual(3);
    // One numbered swatch per palette colour, and numbers drawn over the page.
    await expect
      .poll(() => page.getByRole('button', { name: /^Colour \d+: / }).count())
      .toBe(key.palette.length);
    expect(await inkedPixels(page, 'number-overlay')).toBeGreaterThan(200);
    // The bar sits above the page, never over it.
    const bar = await page.getByRole('region', { name: 'Colour by number' }).boundingBox();
    const viewport = await page.getByTestId('canvas-viewport').boundingBox();
    if (!bar || !viewport) throw new Error('No number bar or viewport');
    expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.y);
    // No swatch lies under the mode's buttons (or anything else).
    expect(await swatchesCovered(page)).toEqual([]);
    await screenshot(page, 'color-by-number-desktop');

    // Keyboard: a number key picks its swatch, ] the next.
    await page.keyboard.press('1');
    await expect.poll(() => swatch(page, 1).getAttribute('aria-pressed')).toBe('true');
    if (key.palette.length > 1) {
      await page.keyboard.press(']');
      await expect.poll(() => swatch(page, 2).getAttribute('aria-pressed')).toBe('true');
    }

    // The saved colouring holds no numbers, though they are on screen.
    await page.keyboard.press('Escape');
    await button(page, 'Save').click();
    await expectVisible(page.getByText('Page has been saved'));
    const saved = await apiCall<{ colored: { photo: string } | null }>(
      'GET',
      `/pages/${pageId}/read`,
      nina.token,
    );
    if (!saved.colored) throw new Error('The colouring was not saved');
    const check = await numbersInSavedPng(page, saved.colored.photo);
    expect(check.checked).toBeGreaterThan(50);
    expect(check.dark).toBe(0);

    // With the brush (as the mode opens), swatch n, then a tap inside a region keyed n: the
    // region fills and the counter goes up.
    const tappable = await tappablePoints(page, key);
    expect(tappable.length).toBeGreaterThan(0);
    const target = key.regions[tappable[0] as number] as ColorKey['regions'][number];
    await swatch(page, target.c + 1).click();
    expect(await button(page, 'Brush').getAttribute('aria-pressed')).toBe('true');
    const at = await screenPoint(page, target);
    await page.mouse.click(at.x, at.y);
    await expect.poll(async () => (await progress(page)).done).toBeGreaterThanOrEqual(1);
    const afterFill = await progress(page);
    const paintedAfterFill = await inkedPixels(page, 'color-layer');

    // Magic colours finishes the page (confetti); one undo takes all of it back.
    await button(page, 'Magic colours').click();
    await expect.poll(async () => (await progress(page)).done).toBe(start.total);
    await expectVisible(page.getByTestId('confetti'));
    await button(page, 'Undo').click();
    await expect.poll(async () => (await progress(page)).done).toBe(afterFill.done);
    expect(await inkedPixels(page, 'color-layer')).toBe(paintedAfterFill);

    // A hint colours one more region.
    await button(page, 'Hint').click();
    await expect.poll(async () => (await progress(page)).done).toBe(afterFill.done + 1);
    const painted = await inkedPixels(page, 'color-layer');

    // Leaving the mode keeps the colours and takes the numbers away.
    await button(page, 'Leave colour by number').click();
    await expectNotVisible(page.getByTestId('number-progress'));
    await expect.poll(() => inkedPixels(page, 'number-overlay')).toBe(0);
    expect(await inkedPixels(page, 'color-layer')).toBe(painted);
    expectNoProblems(page);
  });

  test('a stroke with mirror symmetry paints its mirror image', async () => {
    const page = await openAs(nina, `/pages/${pageId}/color`, 'desktop');
    await button(page, 'Brush').click();
    await brushSizeButton(page).click();
    await button(page, 'Mirror').click();
    await expect.poll(() => button(page, 'Mirror').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'painter-options-desktop', false);
    await page.keyboard.press('Escape');
    // The guide (the mirror's axis) is drawn on the overlay.
    await expect.poll(() => inkedPixels(page, 'number-overlay')).toBeGreaterThan(0);

    const from = await blankPoint(page, LEFT_STRETCH);
    const mid = { x: from.x + 24, y: from.y };
    const mirrored = { x: 1023 - mid.x, y: mid.y };
    const before = await layerColorAt(page, mirrored.x, mirrored.y);
    const start = await screenPoint(page, from);
    const end = await screenPoint(page, { x: from.x + 48, y: from.y });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 12 });
    await page.mouse.up();

    const painted = await layerColorAt(page, mid.x, mid.y);
    expect(painted).not.toBe('none');
    expect(painted).not.toBe(before);
    expect(await layerColorAt(page, mirrored.x, mirrored.y)).toBe(painted);
    // One stroke, one history step: one undo takes both sides back.
    await button(page, 'Undo').click();
    await expect.poll(() => layerColorAt(page, mirrored.x, mirrored.y)).toBe(before);
    expectNoProblems(page);
  });

  test('a page without a colour key says so instead of numbering', async () => {
    const page = await openAs(nina, `/pages/${pageId}/color`, 'desktop');
    // An older server, or a page whose key is gone: the route answers 404.
    await page.route('**/api/pages/*/color-key', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    );
    await button(page, 'Colour by number').click();
    await expectVisible(page.getByText('This page has too few parts to colour by number.'));
    expect(await button(page, 'Colour by number').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('number-progress').count()).toBe(0);
    expect(await inkedPixels(page, 'number-overlay')).toBe(0);
  });

  test('a page card\'s "Colour by number" opens the page in the mode; the saved picture has no numbers', async () => {
    // The card's menu on a phone: it opens inside the card, beside the card's other actions.
    const phone = await app.context('phone');
    await seedToken(phone, nina.token);
    const list = await phone.newPage();
    await list.goto('/pages', { waitUntil: 'networkidle' });
    const phoneCard = list.locator(`[data-testid="page-card"][data-page-id="${pageId}"]`);
    await expectVisible(phoneCard);
    await phoneCard.getByRole('button', { name: /^More for / }).click();
    const phoneEntry = list.getByRole('menuitem', { name: 'Colour by number' });
    await expectVisible(phoneEntry);
    // Under its button and whole on the screen, though wider than a phone's card.
    const buttonBox = await phoneCard.getByRole('button', { name: /^More for / }).boundingBox();
    const menuBox = await list.getByRole('menu').boundingBox();
    if (!buttonBox || !menuBox) throw new Error('No menu button or menu');
    expect(menuBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height);
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
    await screenshot(list, 'page-card-menu-phone', false);
    // Escape closes it and gives the focus back to its button.
    await list.keyboard.press('Escape');
    await expectNotVisible(list.getByRole('menu'));
    await expect
      .poll(() => list.evaluate<string | null>('document.activeElement.getAttribute("aria-label")'))
      .toMatch(/^More for /);

    const context = await app.context('desktop', { viewport: { width: 1280, height: 800 } });
    await seedToken(context, nina.token);
    const page = await context.newPage();
    await page.goto('/pages', { waitUntil: 'networkidle' });
    const card = page.locator(`[data-testid="page-card"][data-page-id="${pageId}"]`);
    await expectVisible(card);
    await card.getByRole('button', { name: /^More for / }).click();
    await page.getByRole('menuitem', { name: 'Colour by number' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?mode=number');
    await waitForCanvas(page);
    // Straight into the mode: numbers on the page and the numbered swatches above it.
    await expectVisible(page.getByTestId('number-progress'));
    expect(await button(page, 'Colour by number').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => inkedPixels(page, 'number-overlay')).toBeGreaterThan(200);
    await expect
      .poll(() => page.getByRole('button', { name: /^Colour \d+: / }).count())
      .toBe(key.palette.length);

    // A hint colours a part; the saved picture has that colour and none of the numbers.
    await button(page, 'Hint').click();
    await expect.poll(async () => (await progress(page)).done).toBeGreaterThanOrEqual(1);
    await button(page, 'Save').click();
    await expectVisible(page.getByText('Page has been saved'));
    const saved = await apiCall<{ colored: { photo: string } | null }>(
      'GET',
      `/pages/${pageId}/read`,
      nina.token,
    );
    if (!saved.colored) throw new Error('The colouring was not saved');
    const check = await numbersInSavedPng(page, saved.colored.photo);
    expect(check.checked).toBeGreaterThan(50);
    expect(check.dark).toBe(0);
    expectNoProblems(page);
  });

  test('opened in the mode, a page without a colour key says so and opens normally', async () => {
    const context = await app.context('desktop', { viewport: { width: 1280, height: 800 } });
    await seedToken(context, nina.token);
    const page = await context.newPage();
    await page.route('**/api/pages/*/color-key', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    );
    await page.goto(`/pages/${pageId}/color?mode=number`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    await expectVisible(page.getByText('This page has too few parts to colour by number.'));
    expect(await button(page, 'Colour by number').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('number-progress').count()).toBe(0);
    // The screen still colours: the brush is there and working.
    expect(await button(page, 'Brush').getAttribute('aria-pressed')).toBe('true');
  });

  test('in German on a phone and a desktop, a brush tap on a numbered region fills it', async () => {
    let target: ColorKey['regions'][number] | undefined;
    for (const device of ['phone', 'desktop'] as const) {
      const context = await app.context(device, {
        locale: 'de-DE',
        ...(device === 'desktop' ? { viewport: { width: 1280, height: 800 } } : {}),
      });
      await seedToken(context, nina.token);
      const page = await context.newPage();
      await page.goto(`/pages/${pageId}/color?mode=number`, { waitUntil: 'networkidle' });
      await waitForCanvas(page);
      await expectVisible(page.getByTestId('number-progress'));
      // A region not coloured yet (the saved colouring has a hint's).
      for (const index of target ? [] : await tappablePoints(page, key)) {
        const point = key.regions[index];
        if (point && (await layerColorAt(page, point.x, point.y)) === 'none') {
          target = point;
          break;
        }
      }
      if (!target) throw new Error('No region to tap');
      const start = await progress(page);
      expect(await swatchesCovered(page)).toEqual([]);
      expect(await button(page, 'Pinsel').getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: new RegExp(`^Farbe ${target.c + 1}: `) }).click();
      const at = await screenPoint(page, target);
      if (device === 'phone') await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      await expect.poll(async () => (await progress(page)).done).toBeGreaterThan(start.done);
      expect(await layerColorAt(page, target.x, target.y)).toBe(key.palette[target.c]?.toLowerCase());
      await screenshot(page, `color-by-number-de-${device}`, false);
      // Undo, so the next device starts from the same page.
      await button(page, 'Rückgängig').click();
      await expect.poll(async () => (await progress(page)).done).toBe(start.done);
      expectNoProblems(page);
    }
  });

  test('on a phone the numbered swatches and the brush options fit the screen', async () => {
    const page = await openAs(nina, `/pages/${pageId}/color`, 'phone');
    // The dock keeps to one screen width (the toggle lives in the palette panel there).
    for (const name of ['Brush', 'Redo']) {
      const box = await button(page, name).boundingBox();
      if (!box) throw new Error(`${name} not on screen`);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    await button(page, 'Palette').click();
    await button(page, 'Colour by number').click();
    await expectVisible(page.getByTestId('number-progress'));
    await expect.poll(() => inkedPixels(page, 'number-overlay')).toBeGreaterThan(200);
    const bar = await page.getByRole('region', { name: 'Colour by number' }).boundingBox();
    if (!bar) throw new Error('No number bar');
    expect(bar.x).toBeGreaterThanOrEqual(0);
    expect(bar.x + bar.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'color-by-number-phone', false);
    await brushSizeButton(page).click();
    await expectVisible(button(page, 'Watercolour'));
    for (const name of ['Plain', 'Crayon', 'Marker', 'Watercolour', 'Off', 'Mirror', '4-way', '8-way']) {
      const box = await button(page, name).boundingBox();
      if (!box) throw new Error(`${name} not on screen`);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'color-by-number-phone-brush', false);
    expectNoProblems(page);
  });

  test('the page title stays readable in French and German beside a child profile', async () => {
    // A family: the grown-up's "Who is colouring?" pill joins the top bar.
    await apiCall('POST', '/profiles', nina.token, {
      name: 'Léa',
      avatarColor: '#FFD35C',
      avatarAnimal: 'fox',
      ageBand: '6-8',
    });
    const sizes = [
      { locale: 'fr-FR', width: 1280, height: 800, device: 'desktop' },
      { locale: 'de-DE', width: 1280, height: 800, device: 'desktop' },
      { locale: 'de-DE', width: 768, height: 1024, device: 'desktop' },
      { locale: 'fr-FR', width: 390, height: 844, device: 'phone' },
    ] as const;
    for (const { locale, width, height, device } of sizes) {
      const context = await app.context(device, { locale, viewport: { width, height } });
      await seedToken(context, nina.token);
      const page = await context.newPage();
      await page.goto(`/pages/${pageId}/color`, { waitUntil: 'commit' });
      // A family's device that has not chosen asks who is colouring first: the grown-up. Waited
      // for, not looked for once: the app asks only once it has started, and on a loaded machine
      // that came after the network had gone quiet (the picture shows the page meanwhile).
      await expectPathname(page, '/who');
      await page.getByTestId('who-tile').filter({ hasText: 'Nina' }).click();
      await expectPathname(page, `/pages/${pageId}/color`);
      await waitForCanvas(page);
      await expectVisible(page.getByTestId('profile-switch'));
      const title = await page.getByTestId('coloring-title').boundingBox();
      expect(title?.width, `${locale} at ${width} px`).toBeGreaterThanOrEqual(80);
      // And every action, Save included, is on the screen.
      const save = await page.getByRole('button', { name: /^(Enregistrer|Speichern)$/ }).boundingBox();
      expect((save?.x ?? width) + (save?.width ?? 0), `${locale} at ${width} px`).toBeLessThanOrEqual(width);
      await screenshot(page, `coloring-title-${locale}-${width}`, false);
    }
  });
});
