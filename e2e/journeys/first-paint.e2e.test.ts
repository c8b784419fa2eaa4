// The first paint of the signed-in screens (issue 27, docs/decisions/0033-first-paint.md): the
// server's HTML already shows the screen's frame and heading, so a person sees it before the
// app's bundle has run; the app then takes its place without a flash. The app's scripts are held
// back here to look at the HTML alone, the way a slow phone shows it.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 1.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import { expectNoProblems, expectPathname, expectVisible, screenshot, useBrowser } from '../support/browser';

const app = useBrowser();

/** Signs the context in as the app does after a sign-in: { token, user } under 'auth' (spec §3). */
async function signIn(context: BrowserContext, account: Account, user: unknown): Promise<void> {
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(inject('baseURL'))} && !localStorage.getItem('auth')) {
      localStorage.setItem('auth', ${JSON.stringify(JSON.stringify({ token: account.token, user }))});
    }`,
  });
}

/** Holds the app's scripts until released: what shows meanwhile is the server's HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

const firstPaint = (page: Page) => page.locator('#first-paint');

describe('the first paint', () => {
  let account: Account;
  let user: unknown;
  beforeAll(async () => {
    account = await signUpViaApi('Ida Erstbild');
    user = await apiCall('GET', '/users/read', account.token);
    await createPageViaApi(account.token, 'a lighthouse on a rock');
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
