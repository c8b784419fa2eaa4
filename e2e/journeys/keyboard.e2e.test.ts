// Keyboard only (issue 42, WCAG 2.1.1 and 2.4.7): a user signs in, creates a page, colours three
// of its regions, saves and shares, with the keyboard alone (Tab, Enter, arrows, typing; no mouse,
// no click, no fill()), and every control the Tab key stops at shows where the focus is.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 2 (the
// account's sign-up through the API, then the sign-in).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type Account, GENERATION_TIMEOUT_MS, signUpViaApi } from '../support/api';
import {
  expectNoProblems,
  expectPathname,
  expectVisible,
  screenshot,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { layerColorAt, waitForCanvas } from '../support/canvas';
import { scanLineArt } from '../support/line-art';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();
const PROMPT = 'a turtle reading a book';
/** More Tab stops than any screen has before the control a step wants: a failure, not a wait. */
const MAX_TABS = 80;
/** The palette's "Sky" (spec §9). */
const SKY = '#0ea5e9';
/** Document pixels per arrow press (use-keyboard-fill.ts's KEYBOARD_STEP). */
const STEP = 32;

/**
 * What the focused element looks like: an outline or a ring (box-shadow) on it or on the wrapper
 * that draws it (`focus-within`), and whether the browser treats the focus as keyboard focus.
 */
const FOCUS_SHOWN = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { shown: false, what: 'body' };
  const drawn = (node) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    return outline || style.boxShadow !== 'none';
  };
  const wrapper = element.parentElement?.matches(':focus-within') ? element.parentElement : null;
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return {
    shown: element.matches(':focus-visible') && (drawn(element) || (wrapper !== null && drawn(wrapper))),
    what: element.tagName.toLowerCase() + ' "' + name + '"',
  };
})()`;

/** Every Tab stop passed on the way, with no visible focus (should stay empty). */
const unseen: string[] = [];

/** `body`: Tab went past the page's last control to the browser's own (it comes back round). */
async function expectFocusShown(page: Page, step: string): Promise<void> {
  const { shown, what } = (await page.evaluate(FOCUS_SHOWN)) as { shown: boolean; what: string };
  if (!shown && what !== 'body') unseen.push(`${step}: ${what}`);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === element.ownerDocument.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus, checking the focus is shown at every stop. */
async function tabTo(page: Page, target: Locator, step: string): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: VISIBLE_TIMEOUT_MS });
  // Already there (a field the screen focuses itself): shown as keyboard focus too.
  if (await isFocused(target)) return expectFocusShown(page, step);
  for (let press = 0; press < MAX_TABS; press += 1) {
    await page.keyboard.press('Tab');
    await expectFocusShown(page, step);
    if (await isFocused(target)) return;
  }
  expect.fail(`${step}: ${target} was not reached in ${MAX_TABS} Tab presses`);
}

/** Where the cursor can go (steps of 32 from the middle) with the line art clear around it. */
const clearSpots = (page: Page) =>
  scanLineArt<{ x: number; y: number }[]>(
    page,
    `const spots = [];
    const around = { left: 6, right: 6, up: 6, down: 6 };
    for (let y = 32; y < 1000; y += 32)
      for (let x = 32; x < 1000; x += 32) if (lineArt.paperAround(x, y, around, 2)) spots.push({ x, y });
    return spots;`,
  );

/** The colour layer at every spot, in one read. */
const coloursAt = (page: Page, spots: { x: number; y: number }[]) =>
  page.evaluate<string[]>(`(() => {
    const data = document.querySelector('[data-testid="color-layer"]').getContext('2d').getImageData(0, 0, 1024, 1024).data;
    return ${JSON.stringify(spots)}.map(({ x, y }) => data.slice((y * 1024 + x) * 4, (y * 1024 + x) * 4 + 4).join(','));
  })()`);

/** Three regions filled with the arrows and Enter: each next spot is in none filled yet. */
async function colourThreeRegions(page: Page, colour: string): Promise<void> {
  const spots = await clearSpots(page);
  const before = await coloursAt(page, spots);
  // There and back: the cursor shows once the keyboard moves it, at the middle.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  let at = { x: 512, y: 512 };
  const filled: { x: number; y: number }[] = [];
  for (let region = 0; region < 3; region += 1) {
    const now = await coloursAt(page, spots);
    const target = spots.find((_, i) => now[i] === before[i] && now[i] !== '0,0,0,255');
    if (!target) throw new Error(`No unfilled region left after ${region}`);
    const [dx, dy] = [(target.x - at.x) / STEP, (target.y - at.y) / STEP];
    for (let i = 0; i < Math.abs(dx); i += 1) await page.keyboard.press(dx < 0 ? 'ArrowLeft' : 'ArrowRight');
    for (let i = 0; i < Math.abs(dy); i += 1) await page.keyboard.press(dy < 0 ? 'ArrowUp' : 'ArrowDown');
    at = target;
    await expectVisible(page.getByTestId('keyboard-cursor'));
    await page.keyboard.press('Enter');
    await expect.poll(() => layerColorAt(page, target.x, target.y)).toBe(colour);
    filled.push(target);
  }
  expect(filled).toHaveLength(3);
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/sign-in', { waitUntil: 'networkidle' });
  await tabTo(page, page.getByLabel('Email'), 'sign-in');
  await page.keyboard.type(account.email);
  const sentAfter = Date.now();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/verify/'), { timeout: VISIBLE_TIMEOUT_MS });
  const code = oneTimeCode(await waitForMail(account.email, sentAfter));
  await tabTo(page, page.getByLabel('Code'), 'verify');
  await page.keyboard.type(code);
  // A full code submits itself; Enter does too where it does not.
  if (new URL(page.url()).pathname.startsWith('/verify/'))
    await page.keyboard.press('Enter').catch(() => undefined);
  await expectPathname(page, '/pages/favorite');
}

async function createPage(page: Page): Promise<void> {
  await tabTo(page, page.locator('#app-sidebar').getByRole('link', { name: 'Create page' }), 'sidebar');
  await page.keyboard.press('Enter');
  await expectPathname(page, '/pages/create');
  await tabTo(page, page.getByRole('link', { name: 'Create page with AI' }), 'chooser');
  await page.keyboard.press('Enter');
  await expectPathname(page, '/pages/create/ai');
  await tabTo(page, page.getByLabel('Describe your page'), 'prompt');
  await page.keyboard.type(PROMPT);
  await tabTo(page, page.getByRole('button', { name: 'Create page', exact: true }), 'create');
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('heading', { name: 'Your page is ready!' }), GENERATION_TIMEOUT_MS);
  await tabTo(page, page.getByRole('link', { name: 'Colour it now' }), 'result');
  await page.keyboard.press('Enter');
}

describe('keyboard only', () => {
  test('signs in, creates a page, colours three regions, saves and shares, without a mouse', async () => {
    const account = await signUpViaApi('Kay Keys');
    const context = await app.context('desktop', { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, account);
    await screenshot(page, 'keyboard-signed-in-desktop');
    await createPage(page);
    await page.waitForURL((url) => /^\/pages\/\d+\/color$/.test(url.pathname), {
      timeout: VISIBLE_TIMEOUT_MS,
    });
    await waitForCanvas(page);

    const canvas = page.getByRole('application', { name: /turtle/i });
    // The canvas says what page it is and how to colour it with the keyboard.
    expect(await canvas.getAttribute('aria-describedby')).toBeTruthy();
    // A colour chosen from the palette by keyboard, then the page coloured with it.
    await tabTo(page, page.getByRole('button', { name: 'Palette', exact: true }), 'palette');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Sky', exact: true }), 'swatch');
    await page.keyboard.press('Enter');
    await tabTo(page, canvas, 'colouring');
    await colourThreeRegions(page, SKY);
    await screenshot(page, 'keyboard-coloured-desktop');

    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }), 'save');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByTestId('save-status').getByText('Saved'));

    await tabTo(page, page.getByRole('button', { name: 'Share', exact: true }), 'share');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share your colouring' });
    await expectVisible(dialog);
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await expect.poll(() => link.inputValue(), { timeout: VISIBLE_TIMEOUT_MS }).toMatch(/\/s\/[\w-]{24}$/);
    // The dialog has the focus, shown; Escape closes it and gives it back to Share.
    await expect
      .poll(() => page.evaluate('Boolean(document.activeElement?.closest("dialog[open]"))'))
      .toBe(true);
    await page.keyboard.press('Tab');
    await expectFocusShown(page, 'share dialog');
    await screenshot(page, 'keyboard-shared-desktop');
    await page.keyboard.press('Escape');
    // Given back as the dialog closes (after its closing frame).
    await expect.poll(() => isFocused(page.getByRole('button', { name: 'Share', exact: true }))).toBe(true);

    expect(unseen, 'Tab stops without a visible focus').toEqual([]);
    expectNoProblems(page);
  });
});
