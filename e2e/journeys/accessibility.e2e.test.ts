// WCAG 2.2 AA on every screen (issue 42): axe-core on every row of the app's screen table
// (apps/web/src/app/screens.ts, so a new screen is checked the day it exists), signed in as a user,
// as a child in kid mode and as an admin, at 390×844 and 1280×800, in all five languages. Fails on
// any serious or critical violation of the WCAG 2.0/2.1/2.2 A and AA rules, listing each one, and
// on any control smaller than its target size (24 px, 44 on the touch phone, 64 for kid mode's
// colouring tools). Then colour for everyone (symbols, the colour-blind friendly key), reduced
// motion and dialogs; keyboard.e2e.test.ts has the keyboard-only journey.
//
// Speed: one browser context per role and size, kept for the whole file; the language changes the
// way the app carries it (the locale stored on the user, read at the next load), and the screens are
// visited by client-side navigation, as a click on a link would, so the bundle loads once per
// language. A view is settled by a short quiet window and its animations finished, not waited
// out; axe's first look makes no selectors (only a view with a violation is run again with them).
// The phone and the desktop stay two contexts: Chromium's touch emulation, switched off in place,
// leaves the page with neither a fine pointer nor hover, so a desktop would not be a desktop.
// Codes are rate-limited per IP and every journey shares one server: this file asks for 2
// (the admin signing in, one user signing up; the child is a profile of that user).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { KID_HOME, type ScreenId, screenPath, screens } from '../../apps/web/src/app/screens';
import { firstAdmin } from '../support/admin';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  type Device,
  expectNotVisible,
  expectVisible,
  FINISH_ANIMATIONS,
  newContext,
  screenshot,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { layerColorAt, waitForCanvas } from '../support/canvas';
import { smallTargets } from '../support/target-size';

const app = useBrowser();

const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
type Locale = (typeof LOCALES)[number];
type Role = 'user' | 'kid' | 'admin';
const ROLES: Role[] = ['user', 'kid', 'admin'];
const SIZES: Device[] = ['phone', 'desktop'];
const VIEWPORT: Record<Device, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
/** WCAG 2.5.8 (AA); on a touch screen 44 (2.5.5, Apple's and Android's guides); kid mode's tools 64. */
const TARGET_PX = 24;
const TOUCH_TARGET_PX = 44;
const KID_TARGET_PX = 64;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Bounds a screen that never settles (a failure), not speed. */
const SETTLE_TIMEOUT_MS = 15_000;
/**
 * No request in flight for this long: the screen has its data (and its lazy code). A follow-up
 * request (a lazy chunk, a picture) starts within a frame or two of what it follows.
 */
const QUIET_MS = 120;
/** Polling the request counter and the busy markers (not a wait for app behaviour). */
const POLL_MS = 25;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A 2×2 PNG, for a colouring saved through the API (the "colored" list then has a card). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let admin: Account;
let user: Account;
let kidProfile: unknown;
let adminLocale: string | null = null;
/** Real ids for the table's parameterised addresses (set in beforeAll). */
const ids = { page: 0, user: 0, plan: 0 };

/**
 * Which screens a role meets: the admin area is the admin's (a user is sent away from it); everyone
 * else opens every other row, the child's adult-only rows showing the parent gate.
 */
function screensOf(role: Role): ScreenId[] {
  const ids = (Object.keys(screens) as ScreenId[]).filter((id) => id !== 'notFound');
  const isAdminArea = (id: ScreenId) => screens[id].path.startsWith('/admin');
  const mine = ids.filter((id) => (role === 'admin') === isAdminArea(id));
  return [...mine, 'notFound'];
}

/** The screen's address, its params filled from the seeded data. */
function pathOf(id: ScreenId): string {
  if (id === 'notFound') return '/no-such-screen';
  const idFor: Partial<Record<ScreenId, number>> = { adminEditUser: ids.user, adminEditPlan: ids.plan };
  // `code`: a colour-together session nobody started (the screen as a late guest meets it).
  return screenPath(id, {
    id: idFor[id] ?? ids.page,
    token: 'a11y-check',
    section: 'home',
    code: 'A11YCHECK',
  });
}

type Violation = { rule: string; impact: string; where: string; nodes: string[] };

/** Waits until no request of `page` has been in flight for QUIET_MS (bounded). */
function quietWatcher(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    await page.waitForLoadState('load');
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) {
        await page.evaluate(SETTLED);
        if (inFlight === 0) return;
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  };
}

/**
 * Two frames (a chart sizes itself a frame after its data), then every finite animation ended: a
 * screen fading in is measured at its own colours, not half-transparent. Ended at once (finish()
 * jumps to the last frame a wait would reach): waiting them out was a fifth of the file's time.
 */
const SETTLED = `new Promise((done) => {
    // Work in progress marks itself (aria-busy, the colouring screen's data-ready): until it ends.
    const busy = () => document.querySelector('[aria-busy="true"], [data-ready="false"]');
    const deadline = Date.now() + ${SETTLE_TIMEOUT_MS};
    (function wait() { if (!busy() || Date.now() > deadline) done(); else setTimeout(wait, ${POLL_MS}); })();
  })
  .then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  .then(() => { ${FINISH_ANIMATIONS} })`;

type Visitor = { page: Page; settle: () => Promise<void> };
const visitors = new Map<string, Visitor>();

function storageFor(role: Role): string {
  const account = role === 'admin' ? admin : user;
  // The profile picker is answered (after sign-in it asks once); the child's profile is kid mode.
  const profile = { token: account.token, active: role === 'kid' ? kidProfile : null, chosen: true };
  return `localStorage.setItem('auth', ${JSON.stringify(JSON.stringify({ token: account.token, user: null }))});
    localStorage.setItem('profile', ${JSON.stringify(JSON.stringify(profile))});`;
}

/** Signs a tab in as `role` once (a later sign-out is not undone by a reload), on the app's origin only. */
const seedOnce = (role: Role) =>
  `if (location.origin === ${JSON.stringify(inject('baseURL'))} && !sessionStorage.getItem('seeded')) {
    sessionStorage.setItem('seeded', '1');
    ${storageFor(role)}
  }`;

async function visitorFor(role: Role, size: Device): Promise<Visitor> {
  const key = `${role}-${size}`;
  const known = visitors.get(key);
  if (known) return known;
  const context: BrowserContext = await newContext(app.browser, size, { viewport: VIEWPORT[size] });
  await context.addInitScript({
    content: seedOnce(role),
  });
  const page = await context.newPage();
  const visitor = { page, settle: quietWatcher(page) };
  visitors.set(key, visitor);
  return visitor;
}

/** Client-side navigation, as the app's links do (React Router follows popstate). */
const NAVIGATE = (path: string) =>
  `history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(path)});
   dispatchEvent(new PopStateEvent('popstate', { state: history.state }));`;

/**
 * Axe on the whole document; `selectors` false skips making a selector for each element found
 * (a fifth of a run), for the first look: a view with a violation is checked again with them.
 */
const axeRun = (
  selectors: boolean,
) => `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'], selectors: ${selectors} })
  .then((result) => result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => (n.target ?? []).join(' ') + ' ' + n.html.slice(0, 120)) })))`;

/**
 * Controls smaller than WCAG 2.5.8's 24 px, than 44 px on a touch screen (the phone), or, in kid
 * mode, than 64 px in the colouring tools, as violations of their own.
 */
async function targetViolations(page: Page, role: Role, size: Device): Promise<Omit<Violation, 'where'>[]> {
  const minimum = size === 'phone' ? TOUCH_TARGET_PX : TARGET_PX;
  const larger =
    role === 'kid' ? { selector: '[data-testid="kid-toolbar"]', minimum: KID_TARGET_PX } : undefined;
  const small = await smallTargets(page, { minimum, ...(larger ? { larger } : {}) });
  if (small.length === 0) return [];
  return [
    {
      rule: `target-size (${minimum}${larger ? `, kid tools ${larger.minimum}` : ''} px)`,
      impact: 'serious',
      nodes: small.map(({ what, width, height, minimum }) => `${what} ${width}×${height} < ${minimum}`),
    },
  ];
}

/** Every screen of `role` at `size` in `locale`: the serious and critical violations found. */
async function checkScreens(role: Role, size: Device, locale: Locale): Promise<Violation[]> {
  const { page, settle } = await visitorFor(role, size);
  // The locale stored on the user is read at the next load (lib/locale-store.ts).
  // A screen of the app (the landing is the server's own page, without the app's router).
  await page.goto(role === 'admin' ? pathOf('adminDashboard') : KID_HOME, { waitUntil: 'load' });
  await settle();
  expect(await page.evaluate('document.documentElement.lang'), `${role} ${size}`).toBe(locale);
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(axeSource);
  const found: Violation[] = [];
  for (const id of screensOf(role)) {
    const path = pathOf(id);
    if (new URL(page.url()).pathname !== path) {
      await page.evaluate(NAVIGATE(path));
      await settle();
    }
    const where = `${role} ${size} ${locale} ${id} (${new URL(page.url()).pathname})`;
    let violations = (await page.evaluate(axeRun(false))) as Omit<Violation, 'where'>[];
    if (violations.length > 0) {
      // Checked again once settled: a control fading in as its data came (while axe ran, at load
      // 20 that takes seconds) is not what a reader meets; a real violation is there both times.
      await settle();
      const again = (await page.evaluate(axeRun(true))) as Omit<Violation, 'where'>[];
      violations = again.filter((violation) => violations.some(({ rule }) => rule === violation.rule));
    }
    found.push(...violations.map((violation) => ({ ...violation, where })));
    found.push(...(await targetViolations(page, role, size)).map((violation) => ({ ...violation, where })));
    // What was checked, to look at (one language: a screenshot costs about as much as the check).
    if (locale === 'es') await screenshot(page, `a11y-${role}-${id}-${locale}-${size}`, false);
    // A child's adult-only screen opens the parent gate over it: cancelled, so the next screen is
    // checked as a child sees it and not behind the inert backdrop.
    if (await page.getByTestId('parent-gate').isVisible()) {
      await page.keyboard.press('Escape');
      await page.getByTestId('parent-gate').waitFor({ state: 'hidden', timeout: SETTLE_TIMEOUT_MS });
      await settle();
    }
  }
  return found;
}

/** Counts for the run's log: rules, elements and screen views with a violation. */
function summary(found: Violation[]): string {
  const byRule = new Map<string, { elements: number; views: Set<string> }>();
  for (const { rule, where, nodes } of found) {
    const entry = byRule.get(rule) ?? { elements: 0, views: new Set<string>() };
    entry.elements += nodes.length;
    entry.views.add(where);
    byRule.set(rule, entry);
  }
  const views = new Set(found.map(({ where }) => where)).size;
  const lines = [...byRule].map(
    ([rule, { elements, views }]) => `${rule}: ${elements} elements on ${views.size} views`,
  );
  return [`${byRule.size} rules on ${views} screen views`, ...lines].join('\n');
}

beforeAll(async () => {
  const context = await newContext(app.browser, 'desktop', { viewport: VIEWPORT.desktop });
  try {
    admin = (await firstAdmin(await context.newPage())).account;
  } finally {
    await context.close();
  }
  adminLocale = (await apiCall<{ locale: string | null }>('GET', '/users/read', admin.token)).locale;
  user = await signUpViaApi('Alex Access');
  const pageId = await createPageViaApi(user.token, 'a friendly whale');
  await apiCall('PATCH', `/pages/${pageId}/favorited/toggle`, user.token);
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'image.png');
  const { url } = await apiCall<{ url: string }>('POST', '/storage/upload', user.token, form);
  await apiCall('PATCH', '/coloreds/upsert', user.token, { pageId, photo: url });
  kidProfile = await apiCall('POST', '/profiles', user.token, {
    name: 'Kit',
    avatarColor: '#FFD35C',
    avatarAnimal: 'fox',
    ageBand: '6-8',
  });
  const me = await apiCall<{ id: number }>('GET', '/users/read', user.token);
  const plans = await apiCall<{ id: number }[]>('GET', '/plans/list', '');
  ids.page = pageId;
  ids.user = me.id;
  ids.plan = plans[0]?.id ?? 1;
});

afterAll(async () => {
  await Promise.all(
    [...visitors.values()].map(({ page }) =>
      page
        .context()
        .close()
        .catch(() => undefined),
    ),
  );
  // The admin is every journey's: they get their own language back.
  if (admin) await apiCall('PATCH', '/users/update', admin.token, { locale: adminLocale });
});

// Bounds a failure: 128 screen views a language took 3-4 minutes at load 20 on 2 cores.
describe('WCAG 2.2 AA on every screen (axe)', { timeout: 600_000 }, () => {
  test.each(LOCALES)('%s: user, child and admin, on a phone and a desktop', async (locale) => {
    await Promise.all(
      [user, admin].map((account) => apiCall('PATCH', '/users/update', account.token, { locale })),
    );
    const found: Violation[] = [];
    // Two at a time: one renderer per core.
    for (const role of ROLES) {
      const [phone, desktop] = await Promise.all(SIZES.map((size) => checkScreens(role, size, locale)));
      found.push(...(phone ?? []), ...(desktop ?? []));
    }
    console.info(`axe (${locale}): ${summary(found)}`);
    expect(
      found.map(({ where, rule, impact, nodes }) => `${where}: ${rule} (${impact}) ${nodes.join(' | ')}`),
    ).toEqual([]);
  });
});

/** The number swatches' colours as the screen paints them (#rrggbb). */
const swatchColours = (page: Page, testId: string) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('[data-testid="${testId}"] > span')].map((span) =>
    '#' + getComputedStyle(span).backgroundColor.match(/\\d+/g).slice(0, 3).map((v) => Number(v).toString(16).padStart(2, '0')).join(''))`);

describe('colour for everyone, motion and keyboard', () => {
  beforeAll(async () => {
    // In English, whichever language the screens above ended in.
    await apiCall('PATCH', '/users/update', user.token, { locale: 'en' });
  });

  test('a child sees a symbol on every colour, in colour by number too', async () => {
    const context = await app.context('phone');
    await context.addInitScript({ content: seedOnce('kid') });
    const page = await context.newPage();
    await page.goto(`/pages/${ids.page}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    const swatches = page.getByTestId('kid-swatch');
    await expectVisible(swatches.first());
    const families = await swatches
      .getByTestId('color-symbol')
      .evaluateAll((symbols) => symbols.map((symbol) => symbol.getAttribute('data-family')));
    expect(families).toHaveLength(await swatches.count());
    expect(new Set(families).size).toBe(11);
    await page.getByRole('button', { name: 'Numbers', exact: true }).press('Enter');
    const numbered = page.getByTestId('kid-number-swatch');
    await expectVisible(numbered.first());
    expect(await numbered.getByTestId('color-symbol').count()).toBe(await numbered.count());
    await screenshot(page, 'a11y-colour-symbols-kid-phone');
  });

  test('a grown-up turns on symbols and colour-blind friendly colours; magic colours use them', async () => {
    const key = await apiCall<{ palette: string[]; regions: { x: number; y: number; c: number }[] }>(
      'GET',
      `/pages/${ids.page}/color-key`,
      user.token,
    );
    const context = await app.context('desktop', { viewport: VIEWPORT.desktop });
    await context.addInitScript({ content: seedOnce('user') });
    const page = await context.newPage();
    await page.goto(`/pages/${ids.page}/color?mode=number`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    const numbered = page.getByTestId('number-swatch');
    await expectVisible(numbered.first());
    // Off for grown-ups until chosen; the key's own colours.
    expect(await numbered.getByTestId('color-symbol').count()).toBe(0);
    expect(await swatchColours(page, 'number-swatch')).toEqual(key.palette.map((hex) => hex.toLowerCase()));

    await page.getByRole('button', { name: 'Palette', exact: true }).click();
    await page.getByRole('switch', { name: 'Colour symbols' }).click();
    await page.getByRole('switch', { name: 'Colour-blind friendly colours' }).click();
    expect(await page.getByRole('switch', { name: 'Colour symbols' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Palette', exact: true }).click();
    await expect.poll(() => numbered.getByTestId('color-symbol').count()).toBe(await numbered.count());
    // Other colours, each its own, named by their new names.
    await expect.poll(() => swatchColours(page, 'number-swatch')).not.toEqual(key.palette);
    const shown = await swatchColours(page, 'number-swatch');
    expect(new Set(shown).size).toBe(new Set(key.palette).size);
    await expectVisible(
      page.getByRole('button', { name: /^Colour \d+: (Orange|Sky blue|Bluish green|Vermilion|Blue)/ }),
    );
    await screenshot(page, 'a11y-colour-blind-key-desktop');

    // Magic colours paint the page in the colours the swatches show.
    await page.getByRole('button', { name: 'Magic colours', exact: true }).click();
    const region = key.regions[0];
    if (!region) throw new Error('The page has no keyed region');
    await expect.poll(() => layerColorAt(page, region.x, region.y)).toBe(shown[region.c]);
    await screenshot(page, 'a11y-colour-blind-magic-desktop');
  });

  test('with reduced motion, saving shows no confetti', async () => {
    const context = await app.context('desktop', { viewport: VIEWPORT.desktop, reducedMotion: 'reduce' });
    await context.addInitScript({ content: seedOnce('user') });
    const page = await context.newPage();
    await page.goto(`/pages/${ids.page}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The export puts the confetti on the page (spec §4); the reduced-motion preference keeps it unseen.
    const confetti = page.getByTestId('confetti');
    await confetti.waitFor({ state: 'attached', timeout: VISIBLE_TIMEOUT_MS });
    expect(await confetti.isVisible()).toBe(false);
  });

  test('a dialog keeps the keyboard inside and gives focus back to its button', async () => {
    const context = await app.context('desktop', { viewport: VIEWPORT.desktop });
    await context.addInitScript({ content: seedOnce('user') });
    const page = await context.newPage();
    await page.goto('/account', { waitUntil: 'networkidle' });
    const opener = page.getByRole('button', { name: 'Add a child', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    const focusInDialog = () =>
      page.evaluate<boolean>(`Boolean(document.activeElement?.closest('dialog[open]'))`);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus after ${step + 1} Tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectNotVisible(dialog);
    expect(await opener.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
  });
});
