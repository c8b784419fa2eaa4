// WCAG 2.2 AA on every screen (issue 42): axe-core on every row of the app's screen table
// (apps/web/src/app/screens.ts, so a new screen is checked the day it exists), signed in as a user,
// as a child in kid mode and as an admin, at 390×844 and 1280×800, in all five languages. Fails on
// any serious or critical violation of the WCAG 2.0/2.1/2.2 A and AA rules, listing each one.
//
// Speed: one browser context per role and size, kept for the whole file; the language changes the
// way the app carries it (the locale stored on the user, read at the next load), and the screens are
// visited by client-side navigation, as a click on a link would, so the bundle loads once per
// language. Codes are rate-limited per IP and every journey shares one server: this file asks for 2
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
  newContext,
  screenshot,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { layerColorAt, waitForCanvas } from '../support/canvas';

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
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Bounds a screen that never settles (a failure), not speed. */
const SETTLE_TIMEOUT_MS = 15_000;
/** No request in flight for this long: the screen has its data (and its lazy code). */
const QUIET_MS = 250;

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
  return screenPath(id, { id: idFor[id] ?? ids.page, token: 'a11y-check', section: 'home' });
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
      // Polling the request counter (not a wait for app behaviour).
      await new Promise((done) => setTimeout(done, 50));
    }
  };
}

/**
 * Two frames (a chart sizes itself a frame after its data), then every finite animation ended: a
 * screen fading in is measured at its own colours, not half-transparent.
 */
const SETTLED = `new Promise((done) => {
    // Work in progress marks itself (aria-busy, the colouring screen's data-ready): until it ends.
    const busy = () => document.querySelector('[aria-busy="true"], [data-ready="false"]');
    const deadline = Date.now() + ${SETTLE_TIMEOUT_MS};
    (function wait() { if (!busy() || Date.now() > deadline) done(); else setTimeout(wait, 50); })();
  })
  .then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  .then(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))))`;

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

const AXE_RUN = `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'] })
  .then((result) => result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 120)) })))`;

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
    let violations = (await page.evaluate(AXE_RUN)) as Omit<Violation, 'where'>[];
    if (violations.length > 0) {
      // Checked again once settled: a control fading in as its data came (while axe ran, at load
      // 20 that takes seconds) is not what a reader meets; a real violation is there both times.
      await settle();
      const again = (await page.evaluate(AXE_RUN)) as Omit<Violation, 'where'>[];
      violations = again.filter((violation) => violations.some(({ rule }) => rule === violation.rule));
    }
    found.push(...violations.map((violation) => ({ ...violation, where })));
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

describe('motion and keyboard', () => {
  beforeAll(async () => {
    // In English, whichever language the screens above ended in.
    await apiCall('PATCH', '/users/update', user.token, { locale: 'en' });
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

  test('a page is coloured from the keyboard: arrows move the cursor, Enter fills', async () => {
    const context = await app.context('desktop', { viewport: VIEWPORT.desktop });
    await context.addInitScript({ content: seedOnce('user') });
    const page = await context.newPage();
    await page.goto(`/pages/${ids.page}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    const viewport = page.getByRole('application', { name: /a friendly whale/i });
    await expectVisible(viewport);
    expect(await viewport.getAttribute('aria-describedby')).toBeTruthy();
    // Where the cursor can go (steps of 32 from the middle) and the line art is clear around it.
    const spots = await page.evaluate<{ x: number; y: number }[]>(`(async () => {
      const img = document.querySelector('[data-testid="canvas-viewport"] img');
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 1024;
      canvas.height = 1024;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0, 1024, 1024);
      const data = ctx.getImageData(0, 0, 1024, 1024).data;
      const light = (x, y) => data[(y * 1024 + x) * 4] > 200;
      const spots = [];
      for (let y = 32; y < 1000; y += 32) for (let x = 32; x < 1000; x += 32) {
        let clear = true;
        for (let dy = -6; dy <= 6 && clear; dy += 2) for (let dx = -6; dx <= 6 && clear; dx += 2) clear = light(x + dx, y + dy);
        if (clear) spots.push({ x, y });
      }
      return spots;
    })()`);
    await viewport.focus();
    // There and back: the cursor shows once the keyboard moves it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    let at = { x: 512, y: 512 };
    const moveTo = async (to: { x: number; y: number }) => {
      const [dx, dy] = [(to.x - at.x) / 32, (to.y - at.y) / 32];
      for (let i = 0; i < Math.abs(dx); i += 1)
        await page.keyboard.press(dx < 0 ? 'ArrowLeft' : 'ArrowRight');
      for (let i = 0; i < Math.abs(dy); i += 1) await page.keyboard.press(dy < 0 ? 'ArrowUp' : 'ArrowDown');
      at = to;
    };
    // The colour layer at every spot, in one read.
    const coloursAt = () =>
      page.evaluate<string[]>(`(() => {
        const data = document.querySelector('[data-testid="color-layer"]').getContext('2d').getImageData(0, 0, 1024, 1024).data;
        return ${JSON.stringify(spots)}.map(({ x, y }) => data.slice((y * 1024 + x) * 4, (y * 1024 + x) * 4 + 4).join(','));
      })()`);
    const before = await coloursAt();
    const filled: string[] = [];
    // Three regions: each next spot still has its colour from before, so it is in none filled yet.
    for (let region = 0; region < 3; region += 1) {
      const now = await coloursAt();
      const index = spots.findIndex((_, i) => now[i] === before[i] && now[i] !== '0,0,0,255');
      const target = spots[index];
      if (!target) throw new Error(`No unfilled region left after ${region}`);
      await moveTo(target);
      await expectVisible(page.getByTestId('keyboard-cursor'));
      await page.keyboard.press('Enter');
      await expect.poll(() => layerColorAt(page, target.x, target.y)).toBe('#000000');
      filled.push(`${target.x},${target.y}`);
    }
    expect(filled).toHaveLength(3);
    await screenshot(page, 'a11y-keyboard-colouring-desktop');
  });
});
