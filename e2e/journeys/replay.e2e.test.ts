// The time-lapse replay (issue 22, decision 0028): a new user colours a page (strokes and a
// fill), saves it, opens Replay on the colouring screen and watches it play; pauses, skips to the
// end and the last frame matches the saved picture; "Save video" downloads a WebM that a <video>
// element in Chromium loads and plays. On a phone the Colored pages card opens the same player.
// Shared by a link, the colouring's page plays the replay to a signed-out visitor with the share
// page's own small script (no app bundle), Magic colours included; a colouring without a log
// shows only its picture, and a log that cannot be played says so.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import { expectNoProblems, expectVisible, screenshot, seedToken, useBrowser } from '../support/browser';
import { paintedPixels, screenPoint, waitForCanvas } from '../support/canvas';

const app = useBrowser();
const baseURL = inject('baseURL');

let rae: Account;
let pageId: number;

beforeAll(async () => {
  rae = await signUpViaApi('Rae Replay');
  pageId = await createPageViaApi(rae.token, 'a lighthouse on a rocky island');
});

async function openAs(path: string, device: 'phone' | 'desktop'): Promise<BrowserPage> {
  // Desktop at 1280×800 (the player is looked at there as well as on a 390×844 phone).
  const viewport = device === 'desktop' ? { viewport: { width: 1280, height: 800 } } : {};
  const context = await app.context(device, { acceptDownloads: true, ...viewport });
  await seedToken(context, rae.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

const button = (page: BrowserPage, name: string) => page.getByRole('button', { name, exact: true });

async function stroke(page: BrowserPage, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await screenPoint(page, from);
  const b = await screenPoint(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

/** The saved colouring as the server has it (page.colored). */
async function savedColoring(): Promise<{ id: number; photo: string } | null> {
  const read = await fetch(`${baseURL}/api/pages/${pageId}/read`, {
    headers: { Authorization: `Bearer ${rae.token}` },
  });
  return ((await read.json()) as { colored: { id: number; photo: string } | null }).colored;
}

async function replayStored(): Promise<number> {
  const colored = await savedColoring();
  if (!colored) return 0;
  const res = await fetch(`${baseURL}/api/coloreds/${colored.id}/replay`, {
    headers: { Authorization: `Bearer ${rae.token}` },
  });
  return res.status === 200 ? (await res.arrayBuffer()).byteLength : 0;
}

const dialogState = (page: BrowserPage) => page.getByTestId('replay-dialog').getAttribute('data-state');
const dialogPosition = async (page: BrowserPage) =>
  Number(await page.getByTestId('replay-dialog').getAttribute('data-position'));

/**
 * The replay canvas against the saved PNG, pixel by pixel: the share of pixels whose channels
 * differ by more than 24 (anti-aliased edges may round differently) and the mean difference.
 */
function compareWithSaved(
  page: BrowserPage,
  photo: string,
  canvas = '[data-testid="replay-canvas"]',
): Promise<{ off: number; mean: number; painted: number }> {
  return page.evaluate<{ off: number; mean: number; painted: number }>(`(async () => {
    const image = new Image();
    image.src = ${JSON.stringify(photo)};
    await image.decode();
    const saved = document.createElement('canvas');
    saved.width = 1024;
    saved.height = 1024;
    const sctx = saved.getContext('2d');
    sctx.drawImage(image, 0, 0);
    const a = sctx.getImageData(0, 0, 1024, 1024).data;
    const replay = document.querySelector(${JSON.stringify(canvas)});
    const b = replay.getContext('2d').getImageData(0, 0, 1024, 1024).data;
    let off = 0, sum = 0, painted = 0;
    for (let i = 0; i < a.length; i += 4) {
      let worst = 0;
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(a[i + c] - b[i + c]);
        sum += d;
        if (d > worst) worst = d;
      }
      if (worst > 24) off++;
      if (Math.abs(a[i] - a[i + 1]) > 40 || Math.abs(a[i + 1] - a[i + 2]) > 40) painted++;
    }
    return { off: off / (1024 * 1024), mean: sum / (1024 * 1024 * 3), painted };
  })()`);
}

describe('time-lapse replay', () => {
  test('colour, save, replay to the saved picture, and save a playable WebM (desktop)', async () => {
    const page = await openAs(`/pages/${pageId}/color`, 'desktop');
    await waitForCanvas(page);
    await button(page, 'Palette').click();
    await button(page, 'Red').click();
    await button(page, 'Palette').click();
    await stroke(page, { x: 160, y: 260 }, { x: 860, y: 320 });
    await stroke(page, { x: 180, y: 520 }, { x: 840, y: 600 });
    await button(page, 'Palette').click();
    await button(page, 'Sky').click();
    await button(page, 'Palette').click();
    await button(page, 'Fill').click();
    // A fill tap in a large region (the generated page's layout varies: try a few places).
    const before = await paintedPixels(page);
    for (const point of [
      { x: 40, y: 40 },
      { x: 984, y: 40 },
      { x: 40, y: 984 },
      { x: 984, y: 984 },
      { x: 512, y: 60 },
    ]) {
      const tap = await screenPoint(page, point);
      await page.mouse.click(tap.x, tap.y);
      if ((await paintedPixels(page)) > before + 5_000) break;
    }
    expect(await paintedPixels(page)).toBeGreaterThan(before + 5_000);
    await button(page, 'Brush').click();
    await stroke(page, { x: 200, y: 760 }, { x: 820, y: 720 });
    await button(page, 'Undo').click();
    await stroke(page, { x: 220, y: 800 }, { x: 780, y: 860 });
    // Magic colours finishes it: the log carries the colour key it used (issue 36), so the
    // share page, which cannot read the key, still plays it.
    const beforeMagic = await paintedPixels(page);
    await button(page, 'Palette').click();
    await button(page, 'Magic colours').click();
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(beforeMagic + 5_000);
    await page.keyboard.press('Escape');

    await button(page, 'Save').click();
    await expectVisible(page.getByTestId('save-status').getByText('Saved', { exact: true }), 30_000);
    // The log follows the save in its own request.
    await expect.poll(replayStored, { timeout: 30_000 }).toBeGreaterThan(50);
    const colored = await savedColoring();
    if (!colored) throw new Error('not saved');

    await button(page, 'Replay').click();
    const dialog = page.getByTestId('replay-dialog');
    await expectVisible(dialog);
    await expect.poll(() => dialogState(page), { timeout: 30_000 }).toBe('playing');
    await expect.poll(() => dialogPosition(page), { timeout: 15_000 }).toBeGreaterThan(0.05);
    await screenshot(page, 'replay-playing-desktop');
    await button(page, 'Pause').click();
    expect(await dialogState(page)).toBe('paused');
    const paused = await dialogPosition(page);
    expect(paused).toBeLessThan(1);
    // Scrub back to the start: the blank page.
    await page.getByRole('slider', { name: 'Replay position' }).fill('0');
    expect(await dialogPosition(page)).toBe(0);

    await button(page, 'Skip to the end').click();
    await expect.poll(() => dialogState(page)).toBe('ended');
    const match = await compareWithSaved(page, colored.photo);
    expect(match.painted, 'the saved picture has colour').toBeGreaterThan(20_000);
    expect(match.off, 'pixels that differ beyond anti-aliasing').toBeLessThan(0.002);
    expect(match.mean).toBeLessThan(1);
    await screenshot(page, 'replay-ended-desktop');

    // Save video: a WebM download that Chromium's <video> loads and plays.
    await page.getByText('720 px', { exact: true }).click();
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await button(page, 'Save video').click();
    await expectVisible(page.getByText(/Making the video… \d+%/));
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.webm$/);
    const path = await download.path();
    const bytes = await readFile(path);
    // EBML magic: a Matroska/WebM file.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    // In a blank page of its own: the app's CSP (default-src 'self') allows no blob: media.
    const probe = await page.context().newPage();
    const played = await probe.evaluate<{ width: number; height: number; advanced: boolean }>(`(async () => {
      const bytes = Uint8Array.from(atob(${JSON.stringify(bytes.toString('base64'))}), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
      document.body.append(video);
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = () => reject(new Error('video error ' + (video.error && video.error.code)));
      });
      await video.play();
      const start = video.currentTime;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const advanced = video.currentTime > start;
      video.pause();
      video.remove();
      return { width: video.videoWidth, height: video.videoHeight, advanced };
    })()`);
    expect(played).toEqual({ width: 720, height: 720, advanced: true });
    expectNoProblems(page);
  }, 240_000);

  test('the Colored pages card opens the replay on a phone', async () => {
    const page = await openAs('/pages/colored', 'phone');
    const card = page.locator(`[data-testid="page-card"][data-page-id="${pageId}"]`);
    await expectVisible(card);
    await card.getByRole('link', { name: 'Replay colouring' }).click();
    await expectVisible(page.getByTestId('replay-dialog'), 30_000);
    await expect.poll(() => dialogPosition(page), { timeout: 30_000 }).toBeGreaterThan(0.2);
    await screenshot(page, 'replay-playing-phone', false);
    // The whole sheet fits the phone: the player's controls are reachable without scrolling.
    const fits = await page.evaluate<{ width: number; right: number; bottom: number; save: number }>(`(() => {
      const dialog = document.querySelector('[data-testid="replay-dialog"]').getBoundingClientRect();
      const save = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Save video'));
      return { width: innerWidth, right: dialog.right, bottom: dialog.bottom, save: save.getBoundingClientRect().bottom };
    })()`);
    console.info('phone sheet', fits);
    expect(fits.right).toBeLessThanOrEqual(fits.width + 0.5);
    expect(fits.save).toBeLessThanOrEqual(844);
    await expect.poll(() => dialogState(page), { timeout: 30_000 }).toBe('ended');
    await screenshot(page, 'replay-ended-phone', false);
    // The address no longer asks for the replay: closing it leaves the colouring screen.
    expect(new URL(page.url()).search).toBe('');
    await button(page, 'Close').click();
    await expect.poll(() => page.getByTestId('replay-dialog').count()).toBe(0);
    // The colouring screen's own Replay (beside the title on a phone) opens it again; nothing
    // on the screen is wider than the phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await button(page, 'Replay').click();
    await expect.poll(() => dialogState(page), { timeout: 30_000 }).toBe('playing');
    await button(page, 'Close').click();
    expectNoProblems(page);
  }, 120_000);

  test('a shared link plays the replay to a signed-out visitor, with no app bundle', async () => {
    const colored = await savedColoring();
    if (!colored) throw new Error('not saved');
    const shared = await apiCall<{ url: string }>('POST', `/coloreds/${colored.id}/share`, rae.token);
    const sharePath = new URL(shared.url).pathname;

    for (const device of ['phone', 'desktop'] as const) {
      // A fresh context, signed out; desktop at 1280×800 as the other journeys look at it.
      const viewport = device === 'desktop' ? { viewport: { width: 1280, height: 800 } } : {};
      const context = await app.context(device, viewport);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(sharePath);
      const player = page.getByTestId('share-player');
      await expectVisible(player);
      await expect.poll(() => player.getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
      await expectVisible(page.getByTestId('share-replay-canvas'));
      const position = async () => Number(await player.getAttribute('data-position'));
      await expect.poll(position, { timeout: 15_000 }).toBeGreaterThan(0.05);
      await screenshot(page, `share-replay-playing-${device}`, false);
      expect(await position()).toBeLessThan(1);

      // Keyboard: Home on the slider goes back to the blank page, Space pauses/plays, Enter on
      // "Skip to the end" shows the finished picture.
      await page.getByRole('slider', { name: 'Replay position' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(() => player.getAttribute('data-state')).toBe('paused');
      expect(await position()).toBe(0);
      await button(page, 'Play').focus();
      await page.keyboard.press('Space');
      await expect.poll(position, { timeout: 15_000 }).toBeGreaterThan(0);
      await button(page, 'Skip to the end').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => player.getAttribute('data-state')).toBe('ended');
      expect(await position()).toBe(1);
      await expectVisible(button(page, 'Play again'));
      const match = await compareWithSaved(page, colored.photo, '[data-testid="share-replay-canvas"]');
      expect(match.painted, 'the saved picture has colour').toBeGreaterThan(20_000);
      expect(match.off, 'pixels that differ beyond anti-aliasing').toBeLessThan(0.002);
      expect(match.mean).toBeLessThan(1);
      await screenshot(page, `share-replay-ended-${device}`, device === 'phone');

      // The page's one script is the player's own file: not the app's bundle.
      expect(scripts.length).toBe(1);
      expect(scripts[0]).toMatch(/^\/assets\/share-player-[\w-]+\.js$/);
      expect(await page.locator('[data-replay-failed]').isVisible()).toBe(false);
      expectNoProblems(page);
    }

    // An older log whose magic colours carry no colour key cannot be played: the page says so
    // and keeps the finished picture.
    const older = await (await app.context('phone')).newPage();
    await older.route('**/replay.bin*', (route) =>
      route.fulfill({
        contentType: 'application/octet-stream',
        body: gzipSync(Buffer.from([0x43, 0x42, 0x52, 0x01, 7])),
      }),
    );
    await older.goto(sharePath);
    await expectVisible(older.getByText('This time-lapse can’t be played, so here is the finished picture.'));
    expect(await older.getByTestId('share-player').getAttribute('data-state')).toBe('failed');
    await expectVisible(older.getByTestId('shared-picture'));
    await screenshot(older, 'share-replay-failed-phone', false);

    // A shared colouring without a log (saved through the API): the picture, and no player.
    const otherPageId = await createPageViaApi(rae.token, 'a kite over a meadow');
    const form = new FormData();
    const photo = await (await fetch(`${baseURL}${colored.photo}`)).blob();
    form.append('file', photo, 'image.png');
    const { url } = await apiCall<{ url: string }>('POST', '/storage/upload', rae.token, form);
    await apiCall('PATCH', '/coloreds/upsert', rae.token, { pageId: otherPageId, photo: url });
    const other = await apiCall<{ colored: { id: number } | null }>(
      'GET',
      `/pages/${otherPageId}/read`,
      rae.token,
    );
    const plain = await apiCall<{ url: string }>('POST', `/coloreds/${other.colored?.id}/share`, rae.token);
    const context = await app.context('phone');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(new URL(plain.url).pathname, { waitUntil: 'networkidle' });
    await expectVisible(page.getByTestId('shared-picture'));
    expect(await page.getByTestId('share-player').count()).toBe(0);
    expect(await page.getByRole('slider').count()).toBe(0);
    expect(scripts).toEqual([]);
    expectNoProblems(page);
  }, 180_000);
});
