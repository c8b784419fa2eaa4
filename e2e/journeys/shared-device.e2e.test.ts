// Shared devices (issue 25, docs/decisions/0018): a person colours a page, their session is ended
// by the server (a 401), and the next person who signs in on the same browser finds nothing of
// theirs — not offline, not in the service worker's caches, not in IndexedDB. A save that holds
// the whole draft deletes it from the device.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 3 codes.
import { createHash } from 'node:crypto';
import type { BrowserContext, Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  expectNoProblems,
  expectNotVisible,
  expectPathname,
  expectVisible,
  screenshot,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { paintedPixels, waitForServiceWorker } from '../support/canvas';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();
const baseURL = inject('baseURL');

type PageRecord = { id: number; colored: { photo: string } | null };
type User = { id: number };

let ada: Account;
let adaId: number;
let adaPage: number;
let bea: Account;
let beaId: number;

beforeAll(async () => {
  ada = await signUpViaApi('Ada Shared');
  adaId = (await apiCall<User>('GET', '/users/read', ada.token)).id;
  adaPage = await createPageViaApi(ada.token, 'a fox reading under a tree');
  bea = await signUpViaApi('Bea Shared');
  beaId = (await apiCall<User>('GET', '/users/read', bea.token)).id;
});

/** The colouring caches' name for a session (lib/offline-routes `sessionKey`). */
const sessionKeyOf = (token: string) =>
  createHash('sha256').update(`colorbook-offline:${token}`).digest('hex').slice(0, 32);

/** Every URL path in the browser's caches, by cache (the precached app shell left out). */
function cachedPaths(page: BrowserPage): Promise<Record<string, string[]>> {
  return page.evaluate<Record<string, string[]>>(`(async () => {
    const found = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      const requests = await (await caches.open(name)).keys();
      found[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return found;
  })()`);
}

/** Every key of every IndexedDB store of the origin, as 'database/store: key'. */
function storedKeys(page: BrowserPage): Promise<string[]> {
  return page.evaluate<string[]>(`(async () => {
    const found = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise((done) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => done(open.result);
        open.onerror = () => done(null);
      });
      if (!db) continue;
      for (const store of db.objectStoreNames) {
        const keys = await new Promise((done) => {
          const request = db.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => done(request.result);
          request.onerror = () => done([]);
        });
        for (const key of keys) found.push(name + '/' + store + ': ' + String(key));
      }
      db.close();
    }
    return found;
  })()`);
}

const draftOf = (userId: number, pageId: number) => `colorbook/drafts: v1:user:${userId}:page:${pageId}`;

async function openColoring(page: BrowserPage, pageId: number): Promise<void> {
  await page.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
  await page
    .locator('[data-testid="coloring-screen"][data-ready="true"]')
    .waitFor({ timeout: VISIBLE_TIMEOUT_MS });
}

/** A mouse stroke across the page at height `y` (a fraction of the canvas). */
async function stroke(page: BrowserPage, y: number): Promise<void> {
  const box = await page.getByTestId('color-layer').boundingBox();
  if (!box) throw new Error('No colour layer');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * (y + 0.05), { steps: 12 });
  await page.mouse.up();
}

const saveStatus = (page: BrowserPage) => page.getByTestId('save-status');

/** A phone that starts signed in as Ada (the auth state of spec §3, seeded once). */
async function adasPhone(): Promise<BrowserContext> {
  const context = await app.context('phone');
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(baseURL)} && !localStorage.getItem('auth')) {
      localStorage.setItem('auth', JSON.stringify({ token: ${JSON.stringify(ada.token)}, user: null }));
    }`,
  });
  return context;
}

/** Signs in on the sign-in screen with the emailed code, as a person would. */
async function signIn(page: BrowserPage, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/verify/'), {
    timeout: VISIBLE_TIMEOUT_MS,
    waitUntil: 'commit',
  });
  await page.getByLabel('Code').fill(oneTimeCode(await waitForMail(email, sentAfter)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectPathname(page, '/pages/favorite');
}

describe('a shared device', () => {
  test('after a forced sign-out, the next person finds nothing of the previous one, online or off', async () => {
    const context = await adasPhone();
    const page = await context.newPage();
    await page.goto('/pages/favorite', { waitUntil: 'networkidle' });
    await waitForServiceWorker(page);

    // Ada colours her page: the draft is kept on the device until the save holds it.
    await openColoring(page, adaPage);
    await stroke(page, 0.3);
    await expectVisible(saveStatus(page).getByText('Draft kept on this device'));
    expect(await storedKeys(page)).toContain(draftOf(adaId, adaPage));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(saveStatus(page).getByText('Saved', { exact: true }));
    await expect.poll(() => storedKeys(page)).not.toContain(draftOf(adaId, adaPage));

    // Reopened: her colouring comes back (and is kept for offline use); more work makes a new draft.
    const record = await apiCall<PageRecord>('GET', `/pages/${adaPage}/read`, ada.token);
    const adasColouring = new URL(record.colored?.photo ?? '', baseURL).pathname;
    expect(adasColouring).toMatch(/^\/api\/files\//);
    await openColoring(page, adaPage);
    expect(await paintedPixels(page)).toBeGreaterThan(0);
    await stroke(page, 0.6);
    await expectVisible(saveStatus(page).getByText('Draft kept on this device'));
    expect(await storedKeys(page)).toContain(draftOf(adaId, adaPage));
    const adasCaches = Object.values(await cachedPaths(page)).flat();
    expect(adasCaches).toContain(`/api/pages/${adaPage}/read`);
    expect(adasCaches).toContain(adasColouring);

    // The server ends her session (signed out everywhere else): the app's next call gets a 401.
    await apiCall('POST', '/users/sign-out', ada.token);
    await page.goto('/pages/favorite');
    await expectPathname(page, '/sign-in');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Please sign in to continue.' }));
    await screenshot(page, 'shared-device-signed-out-phone', false);

    // Nothing of hers is left in the caches or in IndexedDB.
    const hers = (paths: string[]) =>
      paths.filter((path) => path === `/api/pages/${adaPage}/read` || path === adasColouring);
    await expect.poll(async () => hers(Object.values(await cachedPaths(page)).flat())).toEqual([]);
    const named = (keys: string[], text: string) => keys.filter((key) => key.includes(text));
    await expect.poll(async () => named(await storedKeys(page), `user:${adaId}:`)).toEqual([]);
    expect(named(await storedKeys(page), `/api/pages/${adaPage}/read`)).toEqual([]);
    expectNoProblems(page, [/\/api\/\S+: HTTP 401/, /status of 401 \(Unauthorized\)/]);

    // Bea signs in on the same phone and goes offline: Ada's page does not open for her.
    await signIn(page, bea.email);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.goto(`/pages/${adaPage}/color`);
    await expectPathname(page, '/pages/create');
    await expectNotVisible(page.getByTestId('coloring-screen'));
    await expectVisible(page.getByTestId('offline-banner'));
    await screenshot(page, 'shared-device-next-person-offline-phone', false);

    const left = await cachedPaths(page);
    expect(hers(Object.values(left).flat())).toEqual([]);
    // Any colouring cache there is is Bea's session's.
    const beaKey = sessionKeyOf(
      (await page.evaluate<{ token: string }>("JSON.parse(localStorage.getItem('auth'))")).token,
    );
    for (const name of Object.keys(left).filter((cache) => cache.startsWith('colorbook-'))) {
      expect(name.endsWith(`-${beaKey}`), `${name} belongs to Bea's session`).toBe(true);
    }
    expect(named(await storedKeys(page), `user:${adaId}:`)).toEqual([]);

    // Her own offline copy works: opened once online, it reopens offline — hers, without Ada's colouring.
    await context.setOffline(false);
    await openColoring(page, adaPage);
    await context.setOffline(true);
    await page.reload();
    await page
      .locator('[data-testid="coloring-screen"][data-ready="true"]')
      .waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    expect(await paintedPixels(page)).toBe(0);
    await expectVisible(page.getByTestId('offline-banner'));
    await screenshot(page, 'shared-device-own-page-offline-phone', false);

    // Her first stroke is saved by itself (spec §4) and waits for the connection; once it lands,
    // the draft it holds is deleted from the device.
    await stroke(page, 0.45);
    await expectVisible(saveStatus(page).getByText('Waiting for connection'));
    expect(await storedKeys(page)).toContain(draftOf(beaId, adaPage));
    await context.setOffline(false);
    await expectVisible(saveStatus(page).getByText('Saved', { exact: true }));
    await expect.poll(() => storedKeys(page)).not.toContain(draftOf(beaId, adaPage));
    expect(named(await storedKeys(page), 'colorbook-outbox')).toEqual([]);
  });
});
