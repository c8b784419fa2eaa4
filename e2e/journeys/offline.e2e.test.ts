// The installable app that colours offline (DESIGN §9): the manifest and service worker
// are valid and Chromium finds the app installable; a page opened once is coloured with the
// network cut, the app reloaded offline still shows the work and says the save waits for the
// connection, and when the network returns the colouring is saved exactly once.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 1 code.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type Page as BrowserPage, chromium } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  CHROMIUM_ARGS,
  type Device,
  expectNotVisible,
  expectVisible,
  screenshot,
  useBrowser,
} from '../support/browser';
import { paintedPixels, waitForCanvas, waitForServiceWorker } from '../support/canvas';

const app = useBrowser();
const baseURL = inject('baseURL');
/** The service worker of the build the e2e server serves. */
const builtWorker = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

const SIZES: Record<Device, { viewport: { width: number; height: number } }> = {
  phone: { viewport: { width: 390, height: 844 } },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const WAITING = 'Waiting for connection';
const SAVED_MESSAGE = 'Page has been saved';

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; purpose?: string }>;
};
type Coloreds = { data: Array<{ page: { id: number } }> };

let ada: Account;
let adaPage: number;

beforeAll(async () => {
  ada = await signUpViaApi('Ada Offline');
  adaPage = await createPageViaApi(ada.token, 'a lighthouse by the sea');
});

/** A context signed in as `account` (the auth state of spec §3 in local storage, seeded once). */
async function signedInContext(account: Account, device: Device): Promise<BrowserContext> {
  const context = await app.context(device, SIZES[device]);
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(baseURL)} && !localStorage.getItem('auth')) {
      localStorage.setItem('auth', JSON.stringify({ token: ${JSON.stringify(account.token)}, user: null }));
    }`,
  });
  return context;
}

/** A mouse stroke across the middle of the page. */
async function stroke(page: BrowserPage, fromY: number, toY: number): Promise<void> {
  const box = await page.getByTestId('color-layer').boundingBox();
  if (!box) throw new Error('No colour layer');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * fromY);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * toY, { steps: 12 });
  await page.mouse.up();
}

const saveStatus = (page: BrowserPage) => page.getByTestId('save-status');

/** Opens the app once online (the worker installs), then the page to colour, under the worker. */
async function openPageOnce(context: BrowserContext): Promise<BrowserPage> {
  const page = await context.newPage();
  await page.goto('/pages/favorite', { waitUntil: 'networkidle' });
  await waitForServiceWorker(page);
  await page.goto(`/pages/${adaPage}/color`, { waitUntil: 'networkidle' });
  await waitForCanvas(page);
  return page;
}

describe('installable app', () => {
  test('the manifest and the service worker are valid', async () => {
    const context = await app.context('desktop', SIZES.desktop);
    const page = await context.newPage();
    await page.goto('/sign-in', { waitUntil: 'networkidle' });

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${baseURL}/manifest.webmanifest`);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    // The app's name and tagline as the admin set them (the seeded ones here).
    const settings = await apiCall<Array<{ name: string; value: string }>>('GET', '/settings/list', '');
    const setting = (name: string) => settings.find((item) => item.name === name)?.value;
    expect(manifest).toMatchObject({
      name: setting('app_name'),
      short_name: setting('app_name'),
      description: setting('tagline'),
      start_url: '/',
      display: 'standalone',
      theme_color: '#7c3aed',
    });
    // The theme colour is the page's own.
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const size = await page.evaluate<number>(`new Promise((done, fail) => {
        const img = new Image();
        img.onload = () => done(img.naturalWidth);
        img.onerror = fail;
        img.src = ${JSON.stringify(icon.src)};
      })`);
      expect(`${size}x${size}`).toBe(icon.sizes);
    }

    await waitForServiceWorker(page);
    const scriptURL = await page.evaluate<string>(
      'navigator.serviceWorker.ready.then((registration) => registration.active.scriptURL)',
    );
    expect(scriptURL).toBe(`${baseURL}/sw.js`);
    // The shell is precached; the manifest is not (it follows the app name the admin sets).
    const cached = await page.evaluate<string[]>(
      `caches.keys().then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
        .then((lists) => lists.flat().map((request) => new URL(request.url).pathname))`,
    );
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.endsWith('.webmanifest'))).toEqual([]);

    await page.goto('/splash', { waitUntil: 'networkidle' });
    await screenshot(page, 'splash-desktop', false);
  });

  test('Chromium finds the app installable (a normal profile: incognito never installs)', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'cb-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: inject('chromiumPath'),
      args: CHROMIUM_ARGS,
      baseURL,
      ...SIZES.desktop,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/sign-in', { waitUntil: 'networkidle' });
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const appManifest = await cdp.send('Page.getAppManifest');
      expect(appManifest.errors).toEqual([]);
      const installability = await cdp.send('Page.getInstallabilityErrors');
      expect(installability.installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('offline, the app shell still opens and says it is offline', async () => {
    const context = await app.context('phone', SIZES.phone);
    const page = await context.newPage();
    await page.goto('/splash', { waitUntil: 'networkidle' });
    await waitForServiceWorker(page);
    // The native apps' start screen (the landing sends them here): branded, sign up or sign in.
    await expectVisible(page.getByRole('link', { name: 'Get started' }));
    expect(await page.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/sign-up');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    await screenshot(page, 'splash-phone', false);
    await context.setOffline(true);
    // A full navigation the network cannot answer: the worker serves the shell, the router the screen.
    await page.goto('/sign-in');
    await expectVisible(page.getByRole('heading', { name: 'Sign in' }));
    await expectVisible(page.getByTestId('offline-banner'));
    await screenshot(page, 'offline-shell-phone', false);
    await context.setOffline(false);
    await expectNotVisible(page.getByTestId('offline-banner'));
  });
  test('a new version deployed: "Update available — reload" takes it', async () => {
    const context = await app.context('phone', SIZES.phone);
    const page = await context.newPage();
    await page.goto('/sign-in', { waitUntil: 'networkidle' });
    await waitForServiceWorker(page);
    // A deploy as the browser sees it: sw.js changed on the server.
    const original = await readFile(builtWorker, 'utf8');
    try {
      await writeFile(builtWorker, `${original}\n// deployed ${Date.now()}\n`);
      await page.evaluate(
        'navigator.serviceWorker.getRegistration().then((registration) => registration.update())',
      );
      const prompt = page.getByRole('button', { name: 'Update available — reload' });
      await expectVisible(prompt);
      await screenshot(page, 'update-available-phone', false);
      const reloaded = page.waitForEvent('load');
      await prompt.click();
      await reloaded;
      await expectVisible(page.getByRole('heading', { name: 'Sign in' }));
      await expectNotVisible(prompt);
    } finally {
      await writeFile(builtWorker, original);
    }
  });
});

describe('colouring offline', () => {
  test('a page opened once is coloured offline, kept over a reload, and saved once back online', async () => {
    const context = await signedInContext(ada, 'desktop');
    const page = await openPageOnce(context);
    const upserts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/coloreds/upsert')) upserts.push(request.method());
    });

    await context.setOffline(true);
    await expectVisible(page.getByTestId('offline-banner'));
    await stroke(page, 0.3, 0.35);
    await stroke(page, 0.6, 0.65);
    const painted = await paintedPixels(page);
    expect(painted).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(saveStatus(page).getByText(WAITING));
    await screenshot(page, 'offline-coloring-waiting-desktop', false);

    // Reloaded without a network: the shell, the page, its line art and the work are all there.
    await page.reload();
    await waitForCanvas(page);
    expect(await paintedPixels(page)).toBe(painted);
    await expectVisible(saveStatus(page).getByText(WAITING));
    await expectVisible(page.getByTestId('offline-banner'));
    expect(upserts).toEqual([]);

    await context.setOffline(false);
    await expectVisible(page.getByText(SAVED_MESSAGE));
    await expectVisible(saveStatus(page).getByText('Saved', { exact: true }));
    await expectNotVisible(page.getByTestId('offline-banner'));
    await screenshot(page, 'offline-coloring-saved-desktop', false);

    const coloreds = await apiCall<Coloreds>('GET', '/coloreds/paginate', ada.token);
    expect(coloreds.data.filter((colored) => colored.page.id === adaPage)).toHaveLength(1);
    // Once: a later reconnect or retry sends nothing more.
    await page.evaluate('window.dispatchEvent(new Event("online"))');
    await page.waitForLoadState('networkidle');
    expect(upserts).toEqual(['PATCH']);
  });

  test('on a phone: the saved work reopens offline, more colouring waits and lands once', async () => {
    const context = await signedInContext(ada, 'phone');
    const page = await openPageOnce(context);
    await context.setOffline(true);
    await page.reload();
    await waitForCanvas(page);
    // The colouring saved in the desktop journey is the page's colouring now.
    const saved = await paintedPixels(page);
    expect(saved).toBeGreaterThan(0);
    await expectVisible(page.getByTestId('offline-banner'));

    await stroke(page, 0.8, 0.85);
    expect(await paintedPixels(page)).toBeGreaterThan(saved);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(saveStatus(page).getByText(WAITING));
    await screenshot(page, 'offline-coloring-waiting-phone', false);

    const upserts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/coloreds/upsert')) upserts.push(request.method());
    });
    await context.setOffline(false);
    await expectVisible(page.getByText(SAVED_MESSAGE));
    await expectVisible(saveStatus(page).getByText('Saved', { exact: true }));
    expect(upserts).toEqual(['PATCH']);
    await screenshot(page, 'offline-coloring-saved-phone', false);
  });
});
