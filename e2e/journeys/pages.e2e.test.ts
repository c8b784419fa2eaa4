// Pages as people meet them (spec §2, §4, §8): a new user signs up, sees the
// credits, creates a page with AI (the offline generator: no key is set) and watches it progress,
// browses the public pages (search, 'Load more'), favourites one, deletes their own page after
// the confirmation, and uploads a page from a PNG. A user without credits is sent to /checkout.
//
// 'Load more' needs more than 24 public pages and a free plan gives 3 credits, so eight more users
// sign up through the API and each creates 3 pages (9 sign-in codes; global-setup lifts the
// per-IP code limit for the journeys' shared server).
import type { Page as BrowserPage, Locator } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import {
  type Account,
  apiCall,
  createPageViaApi,
  GENERATION_TIMEOUT_MS,
  signUpViaApi,
  unique,
} from '../support/api';
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
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();
const _baseURL = inject('baseURL');

/** Spec widths: 390×844 for phones, 1280×800 for the desktop shots of this journey. */
const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };
const PAGE_SIZE = 24;

/** A context already signed in as `account` (the auth state of spec §3 in local storage). */
async function openAs(account: Account, path: string, device: Device): Promise<BrowserPage> {
  const context = await app.context(device, device === 'desktop' ? DESKTOP_VIEWPORT : {});
  await seedToken(context, account.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

async function openMenu(page: BrowserPage, device: Device): Promise<void> {
  if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
}

/** 'Available credits' in the side menu. */
async function sideMenuCredits(page: BrowserPage): Promise<string> {
  const block = page.locator('#app-sidebar').getByRole('link', { name: /Available credits/ });
  return ((await block.textContent()) ?? '').replace('Available credits', '').replace('Buy', '').trim();
}

const cards = (page: BrowserPage) => page.getByTestId('page-card');
const favoriteButton = (card: Locator) => card.getByRole('button', { name: /^Favorite/ });

/** A line drawing rendered by Chromium itself, as a PNG file to upload. */
async function drawingPng(page: BrowserPage): Promise<Buffer> {
  const drawing = await page.context().newPage();
  await drawing.setViewportSize({ width: 480, height: 480 });
  await drawing.setContent(`<body style="margin:0;background:#fff">
    <svg width="480" height="480" viewBox="0 0 480 480" fill="none" stroke="#000" stroke-width="8">
      <circle cx="240" cy="250" r="150"/><circle cx="190" cy="210" r="22"/><circle cx="290" cy="210" r="22"/>
      <path d="M170 300c40 50 100 50 140 0"/><path d="M120 140 90 60l90 40M360 140l30-80-90 40"/>
    </svg></body>`);
  const png = await drawing.screenshot({ type: 'png' });
  await drawing.close();
  return png;
}

let others: Account[] = [];

beforeAll(async () => {
  // Eight users, three pages each (all their credits): the public list then has a second page.
  const subjects = ['owl', 'fox', 'whale', 'dragon', 'turtle', 'rocket', 'castle', 'bear'];
  others = [];
  for (let index = 0; index < subjects.length; index++) {
    others.push(await signUpViaApi(`Seeder ${index + 1}`));
  }
  await Promise.all(
    others.map(async (account, index) => {
      for (const scene of ['in the forest', 'at the beach', 'in space']) {
        await createPageViaApi(account.token, `a ${subjects[index]} ${scene}`);
      }
    }),
  );
}, 300_000);

describe('a new user and pages', () => {
  let user: Account;

  test('signs up, creates a page with AI and sees it progress to the result', async () => {
    const context = await app.context('desktop', DESKTOP_VIEWPORT);
    const page = await context.newPage();
    await page.goto('/sign-up', { waitUntil: 'networkidle' });
    const email = unique('pages-user');
    await page.getByLabel('Name').fill('Pat Pages');
    await page.getByLabel('Email').fill(email);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/verify/'), { timeout: VISIBLE_TIMEOUT_MS });
    await page.getByLabel('Code').fill(oneTimeCode(await waitForMail(email, sentAfter)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectPathname(page, '/pages/favorite');
    user = {
      name: 'Pat Pages',
      email,
      token: ((await page.evaluate("JSON.parse(localStorage.getItem('auth')).token")) as string) ?? '',
    };

    // The home is the favourites: empty, and it says what to do next.
    await expectVisible(page.getByRole('heading', { name: 'Favorite pages' }));
    await expectVisible(page.getByRole('heading', { name: 'No favorites yet' }));
    await expectVisible(page.getByRole('link', { name: 'Browse public pages' }));
    // A first run leads on (issue 36): make a page, or colour a public one right away.
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Create your first page' }).getAttribute('href')).toBe(
      '/pages/create',
    );
    const picks = page.getByTestId('start-picks').getByRole('link', { name: /^Colour “/ });
    await expect.poll(() => picks.count()).toBeGreaterThan(0);
    expect(await picks.first().getAttribute('href')).toMatch(/^\/pages\/\d+\/color$/);
    await expect.poll(() => sideMenuCredits(page)).toBe('3');
    await screenshot(page, 'pages-favorites-empty-desktop');

    await page.locator('#app-sidebar').getByRole('link', { name: 'Create page' }).click();
    await expectPathname(page, '/pages/create');
    await expectVisible(page.getByRole('heading', { name: 'Create a new page' }));
    await expectVisible(page.getByRole('link', { name: 'Upload page' }));
    await screenshot(page, 'pages-create-chooser-desktop');
    await page.getByRole('link', { name: 'Create page with AI' }).click();
    await expectPathname(page, '/pages/create/ai');

    // 'Surprise me' fills the prompt; a prompt of our own replaces it.
    const prompt = page.getByLabel('Describe your page');
    await page.getByRole('button', { name: 'Surprise me' }).click();
    await expect.poll(() => prompt.inputValue(), { timeout: VISIBLE_TIMEOUT_MS }).not.toBe('');
    await prompt.fill('a happy hedgehog with balloons');
    await expectVisible(page.getByText('30 / 300'));
    await page.getByRole('radio', { name: 'Kawaii' }).check({ force: true });
    await page.getByRole('radio', { name: /Easy/ }).check({ force: true });
    await screenshot(page, 'pages-create-ai-desktop');

    await page.getByRole('button', { name: 'Create page', exact: true }).click();
    // Progress while the job runs: the bar and a busy button, never a frozen one.
    await expectVisible(page.getByRole('progressbar'));
    await expectVisible(page.getByRole('button', { name: /Creating…/ }));
    await screenshot(page, 'pages-create-ai-progress-desktop');

    await expectVisible(page.getByRole('heading', { name: 'Your page is ready!' }), GENERATION_TIMEOUT_MS);
    const colourIt = page.getByRole('link', { name: 'Colour it now' });
    expect(await colourIt.getAttribute('href')).toMatch(/^\/pages\/\d+\/color$/);
    await expectVisible(page.getByRole('button', { name: 'Create another' }));
    const illustration = page.getByRole('img', { name: /Colouring page/ });
    await expect
      .poll(() => illustration.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    // The credit is spent and the side menu knows.
    await expect.poll(() => sideMenuCredits(page)).toBe('2');
    await screenshot(page, 'pages-create-ai-result-desktop');
    await expectNotVisible(page.getByTestId('nothing-drawable'));

    expectNoProblems(page);
  });

  test('browses public pages: load more, search, favourite', async () => {
    const page = await openAs(user, '/pages/favorite', 'desktop');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Public pages' }).click();
    await expectPathname(page, '/pages/public');
    await expectVisible(page.getByRole('heading', { name: 'public pages', exact: true }));
    await expect.poll(() => cards(page).count()).toBe(PAGE_SIZE);
    await screenshot(page, 'pages-public-desktop', false);

    // 26 pages in all: one 'Load more' appends the rest, then the button goes.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(PAGE_SIZE);
    await expectNotVisible(page.getByRole('button', { name: 'Load more' }));

    // Search (debounced) narrows the grid to matching pages.
    await page.getByLabel('Search pages').fill('owl');
    await expect.poll(() => cards(page).count()).toBe(3);
    for (const title of await cards(page).locator('h3').allTextContents())
      expect(title.toLowerCase()).toContain('owl');
    await screenshot(page, 'pages-public-search-desktop');
    // The search is kept in the address, so a reload (or Back from a page) finds the same list.
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('owl');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByLabel('Search pages').inputValue()).toBe('owl');
    await expect.poll(() => cards(page).count()).toBe(3);
    await page.getByLabel('Search pages').fill('no page is called this');
    await expectVisible(page.getByRole('heading', { name: /No pages match/ }));
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect.poll(() => cards(page).count()).toBe(PAGE_SIZE);

    // Sort: most favorited first after a favourite.
    const owlCard = cards(page).filter({ hasText: /owl in space/i });
    const favorite = favoriteButton(owlCard);
    const before = Number(await owlCard.getByTestId('favorite-count').textContent());
    await favorite.click();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => Number(await owlCard.getByTestId('favorite-count').textContent()))
      .toBe(before + 1);
    await page.getByLabel('Sort by').selectOption('mostFavorited');
    await expect.poll(() => cards(page).first().locator('h3').textContent()).toMatch(/owl in space/i);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('mostFavorited');

    // Favourites list has it; the heart there is pressed.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Favorite pages' })
      .click();
    await expectPathname(page, '/pages/favorite');
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect.poll(() => favoriteButton(cards(page).first()).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'pages-favorites-desktop');

    // Clicking a card opens the colouring screen (users only).
    await cards(page).first().locator('h3 a').click();
    await page.waitForURL((url) => /^\/pages\/\d+\/color$/.test(url.pathname), {
      timeout: VISIBLE_TIMEOUT_MS,
    });

    expectNoProblems(page);
  });

  test('deletes their own page after the confirmation', async () => {
    const page = await openAs(user, '/pages', 'desktop');
    await expectVisible(page.getByRole('heading', { name: 'My pages' }));
    await expect.poll(() => cards(page).count()).toBe(1);

    // Cancel keeps it.
    await page.getByRole('button', { name: 'Delete page' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure to delete the page?' });
    await expectVisible(question);
    await screenshot(page, 'pages-delete-confirm-desktop', false);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expectNotVisible(question);
    expect(await cards(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Delete page' }).click();
    await question.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectNotVisible(question);
    await expect.poll(() => cards(page).count()).toBe(0);
    await expectVisible(page.getByRole('heading', { name: 'No pages yet' }));
    await expectVisible(page.getByRole('link', { name: 'Create your first page' }));

    // Gone for good: not in the list after a reload either.
    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'No pages yet' }));
    expectNoProblems(page);
  });

  test('uploads a page from a PNG file', async () => {
    const page = await openAs(user, '/pages/create/upload', 'desktop');
    await expectVisible(page.getByRole('heading', { name: 'Upload page' }));
    const png = await drawingPng(page);

    // A file that only claims to be an image is refused by the server, and the reason is shown.
    await page.getByLabel('Choose an image').setInputFiles({
      name: 'not-really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is plain text, not a picture'),
    });
    await page.getByRole('button', { name: 'Create page', exact: true }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Only PNG, JPEG and WebP images are accepted.' }),
    );
    await screenshot(page, 'pages-upload-refused-desktop');

    await page.getByLabel('Choose another image').setInputFiles({
      name: 'my-long-drawing-name-for-test.png',
      mimeType: 'image/png',
      buffer: png,
    });
    // Spec §5: first 7 … last 7 of a long file name.
    await expectVisible(page.getByTestId('file-name').filter({ hasText: 'my-long…est.png' }));
    await expectVisible(page.getByRole('img', { name: /Preview of/ }));
    await page.getByLabel('Title (optional)').fill('My smiling cat');
    // The line art is shown before the credit is spent (POST /pages/upload/preview).
    await expectVisible(page.getByRole('img', { name: 'Line art preview' }), GENERATION_TIMEOUT_MS);
    await expect.poll(() => sideMenuCredits(page)).toBe('2');
    await screenshot(page, 'pages-upload-chosen-desktop');

    await page.getByRole('button', { name: 'Create page', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Your page is ready!' }), GENERATION_TIMEOUT_MS);
    await expectVisible(page.getByText('My smiling cat'));
    expect(await page.getByRole('link', { name: 'Colour it now' }).getAttribute('href')).toMatch(
      /^\/pages\/\d+\/color$/,
    );
    await expect.poll(() => sideMenuCredits(page)).toBe('1');
    await screenshot(page, 'pages-upload-result-desktop');

    expectNoProblems(page, [
      /POST \S+\/api\/storage\/upload: HTTP 41[35]/,
      /status of 41[35] \(\S.*\) \(\S+\/api\/storage\/upload\)/,
      /POST \S+\/api\/pages\/upload: HTTP 4\d\d/,
      /status of 4\d\d \(\S.*\) \(\S+\/api\/pages\/upload\)/,
    ]);
  });

  test('the same screens on a phone', async () => {
    const page = await openAs(user, '/pages/public', 'phone');
    await expect.poll(() => cards(page).count()).toBe(PAGE_SIZE);
    // Two columns on a phone.
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards(page).nth(index).boundingBox()),
    );
    expect(first?.y).toBe(second?.y);
    expect(third?.y).toBeGreaterThan(first?.y ?? 0);
    await screenshot(page, 'pages-public-phone', false);

    const card = cards(page).filter({ hasText: /fox at the beach/i });
    const before = Number(await card.getByTestId('favorite-count').textContent());
    await favoriteButton(card).click();
    await expect
      .poll(async () => Number(await card.getByTestId('favorite-count').textContent()))
      .toBe(before + 1);
    await favoriteButton(card).click();
    await expect
      .poll(async () => Number(await card.getByTestId('favorite-count').textContent()))
      .toBe(before);

    await openMenu(page, 'phone');
    await page.locator('#app-sidebar').getByRole('link', { name: 'Create page' }).click();
    await expectPathname(page, '/pages/create');
    await screenshot(page, 'pages-create-chooser-phone');
    await page.getByRole('link', { name: 'Create page with AI' }).click();
    await expectVisible(page.getByLabel('Describe your page'));
    await screenshot(page, 'pages-create-ai-phone');
    await page.goto('/pages/create/upload', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Upload page' }));
    await screenshot(page, 'pages-upload-phone');
    // The line art preview before confirming, at phone size.
    await page.getByLabel('Choose an image').setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: await drawingPng(page),
    });
    await expectVisible(page.getByRole('img', { name: 'Line art preview' }), GENERATION_TIMEOUT_MS);
    await screenshot(page, 'pages-upload-preview-phone');
    await page.goto('/pages/favorite', { waitUntil: 'networkidle' });
    await expect.poll(() => cards(page).count()).toBe(1);
    await screenshot(page, 'pages-favorites-phone');

    expectNoProblems(page);
  });
});

describe('guards', () => {
  test('words naming nothing drawable make a pattern page, and the result says why', async () => {
    const page = await openAs(await signUpViaApi('Pattern maker'), '/pages/create/ai', 'phone');
    await page.getByLabel('Describe your page').fill('hello, how are you');
    await page.getByRole('button', { name: 'Create page', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Your page is ready!' }), GENERATION_TIMEOUT_MS);
    await expectVisible(
      page.getByRole('status').filter({ hasText: "We couldn't find anything to draw in your words" }),
    );
    await screenshot(page, 'pages-create-nothing-drawable-phone');
    expectNoProblems(page);
  });

  test('a user without credits is sent to /checkout with the danger message', async () => {
    const broke = others[0];
    if (!broke) throw new Error('the seeding users are missing');
    const credits = await apiCall<{ credits: number }>('GET', '/credits/read', broke.token);
    expect(credits.credits).toBe(0);

    const page = await openAs(broke, '/pages/public', 'phone');
    await openMenu(page, 'phone');
    await page.locator('#app-sidebar').getByRole('link', { name: 'Create page' }).click();
    await expectPathname(page, '/checkout');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'No Pages available. Pay more pages.' }));
    await screenshot(page, 'pages-no-credits-phone', false);

    await page.goto('/pages/create/ai', { waitUntil: 'networkidle' });
    await expectPathname(page, '/checkout');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'No Pages available. Pay more pages.' }));
    expectNoProblems(page);
  });

  test('a plan on /pages/public goes to /checkout with the query kept', async () => {
    const seeder = others[1];
    if (!seeder) throw new Error('the seeding users are missing');
    const page = await openAs(seeder, '/pages/public?plan=starter', 'desktop');
    await expectPathname(page, '/checkout');
    expect(new URL(page.url()).search).toBe('?plan=starter');
    expectNoProblems(page);
  });
});
