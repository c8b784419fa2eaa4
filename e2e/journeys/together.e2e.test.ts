// Colour together (issue 40, decisions 0041 and 0045): a parent starts a session from the colouring
// screen (link, code, QR), a second person opens the link in another browser context and lands on
// the same page in the session; a fill on either canvas appears on the other, undo takes back only
// its author's fill, and after fills by both the two canvases are pixel-identical. Brush strokes,
// a pattern fill and the eraser cross over the same way, and "Undo mine" takes back only its
// author's action. Where the guest's WebSocket is blocked, the guest's device takes the fallback
// (server-sent events and POST) and both still converge; the host's save keeps the session's log,
// everyone's actions, as the picture's replay. An unknown code answers with a clear message. A child
// in kid mode (a child session) joins the family's session from "Colour with …" and colours, the
// parent sees it; a stranger's child is refused in its own language.
import { gunzipSync } from 'node:zlib';
import { decodeLog } from '@colorbook/canvas/action-log';
import type { BrowserContext, Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import { expectVisible, screenshot, seedToken, useBrowser } from '../support/browser';
import { type BlankSearch, blankPoint, paintedPixels, screenPoint, waitForCanvas } from '../support/canvas';
import { layerHash } from '../support/layer-hash';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();

let parent: Account;
let guest: Account;
let pageId: number;

beforeAll(async () => {
  parent = await signUpViaApi('Pat Together');
  guest = await signUpViaApi('Gus Together');
  pageId = await createPageViaApi(parent.token, 'a lighthouse on a rocky island');
});

const button = (page: BrowserPage, name: string) => page.getByRole('button', { name, exact: true });

/** The toolbar's brush size button (it opens the painter's options: sizes and fill styles). */
const brushSizeButton = (page: BrowserPage) => page.getByRole('button', { name: /^Brush size: \d+$/ });

async function signedIn(
  account: Account,
  device: 'phone' | 'desktop',
  locale?: string,
): Promise<BrowserContext> {
  const context = await app.context(device, locale ? { locale } : {});
  await seedToken(context, account.token);
  // "Who is colouring?" answered once: the grown-up (a family with a child asks on every new device).
  const profile = JSON.stringify({ token: account.token, active: null, chosen: true });
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(inject('baseURL'))} && !sessionStorage.getItem('grown-up')) {
      sessionStorage.setItem('grown-up', '1');
      localStorage.setItem('profile', ${JSON.stringify(profile)});
    }`,
  });
  return context;
}

/** Where the journeys find blank paper: the sky band at the top, the ground band at the bottom. */
const SKY: BlankSearch = { x: [96, 928], y: [40, 260], clear: { left: 16, right: 16, up: 16, down: 16 } };
const GROUND: BlankSearch = {
  x: [96, 928],
  y: [880, 1000],
  clear: { left: 12, right: 12, up: 12, down: 12 },
};

/** A tap on the page at `at` (page pixels) with the tool in hand. */
async function tapAt(page: BrowserPage, at: { x: number; y: number }) {
  const tap = await screenPoint(page, at);
  await page.mouse.click(tap.x, tap.y);
}

async function fillAt(page: BrowserPage, at: { x: number; y: number }) {
  await button(page, 'Fill').click();
  await tapAt(page, at);
}

async function live(page: BrowserPage) {
  await waitForCanvas(page);
  await expect.poll(() => page.getByTestId('together-bar').getAttribute('data-status')).toBe('live');
}

/** A mouse stroke (or an eraser's, or a gradient's drag) across the page, in document pixels. */
async function drag(page: BrowserPage, from: { x: number; y: number }, to: { x: number; y: number }) {
  const start = await screenPoint(page, from);
  const end = await screenPoint(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

/** Both canvases show the very same pixels (polled: the other device plays the log a moment later). */
async function converged(a: BrowserPage, b: BrowserPage): Promise<string> {
  await expect.poll(async () => (await layerHash(a)) === (await layerHash(b))).toBe(true);
  return layerHash(a);
}

/** The host starts a session on the page from the colouring screen; answers the host's page and the code. */
async function hostSession(): Promise<{ host: BrowserPage; code: string }> {
  const context = await signedIn(parent, 'desktop');
  const host = await context.newPage();
  await host.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
  await waitForCanvas(host);
  await button(host, 'Colour together').click();
  const dialog = host.getByTestId('together-dialog');
  await dialog.getByTestId('together-start').click();
  const code = (await dialog.getByTestId('together-code').innerText()).trim();
  await dialog.getByTestId('together-go').click();
  await live(host);
  return { host, code };
}

/** The guest opens the join link on a phone; `blockSocket`: this network lets no WebSocket through. */
async function guestJoins(code: string, blockSocket = false): Promise<BrowserPage> {
  const context = await signedIn(guest, 'phone');
  // The upgrade is answered by nobody but this route, which hangs up at once: a proxy that drops it.
  if (blockSocket) await context.routeWebSocket(/\/api\/together\/ws/, (socket) => void socket.close());
  const page = await context.newPage();
  // The fallback's event stream stays open: the network is never idle there.
  await page.goto(`/together/${code}`, { waitUntil: blockSocket ? 'load' : 'networkidle' });
  await live(page);
  return page;
}

/** A second session of `account`, signed in with the emailed code as another device would be. */
async function signInAgain(account: Account): Promise<string> {
  const sentAfter = Date.now();
  const { token } = await apiCall<{ token: string }>('POST', '/users/sign-in', '', { email: account.email });
  const otp = oneTimeCode(await waitForMail(account.email, sentAfter));
  const { authToken } = await apiCall<{ authToken: string }>('POST', '/users/verify', '', { token, otp });
  return authToken;
}

/**
 * A child of `account` and a device handed to it (decision 0040): a child session, kid mode, as the
 * grown-up's "Who is colouring?" makes one. The grown-up's own session stays.
 */
async function childSession(account: Account, name: string): Promise<string> {
  const look = { avatarColor: '#FFD35C', avatarAnimal: 'fox', ageBand: '6-8' };
  const child = await apiCall<{ id: number }>('POST', '/profiles', account.token, { name, ...look });
  const device = await signInAgain(account);
  const { token } = await apiCall<{ token: string }>('POST', `/profiles/${child.id}/session`, device);
  return token;
}

/** The replay log kept with the host's saved colouring of the page (as the Replay button reads it). */
async function hostReplay() {
  const headers = { Authorization: `Bearer ${parent.token}` };
  const read = await fetch(`${inject('baseURL')}/api/pages/${pageId}/read`, { headers });
  const colored = ((await read.json()) as { colored: { id: number } | null }).colored;
  if (!colored) return null;
  const res = await fetch(`${inject('baseURL')}/api/coloreds/${colored.id}/replay`, { headers });
  return res.status === 200 ? decodeLog(gunzipSync(new Uint8Array(await res.arrayBuffer()))) : null;
}

describe('colour together', () => {
  test('host starts, guest joins by link; fills cross over, undo is per person, canvases converge', async () => {
    const hostContext = await signedIn(parent, 'desktop');
    const host = await hostContext.newPage();
    await host.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(host);
    await button(host, 'Colour together').click();
    const dialog = host.getByTestId('together-dialog');
    await expectVisible(dialog);
    await dialog.getByTestId('together-start').click();
    const code = (await dialog.getByTestId('together-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(await dialog.getByTestId('together-link').inputValue()).toContain(`/together/${code}`);
    await expectVisible(dialog.getByTestId('together-qr'));
    await screenshot(host, 'together-dialog-desktop');
    await dialog.getByTestId('together-go').click();
    await live(host);

    const guestContext = await signedIn(guest, 'phone');
    const other = await guestContext.newPage();
    await other.goto(`/together/${code}`, { waitUntil: 'networkidle' });
    await live(other);
    await expect.poll(() => host.getByTestId('together-people').locator('li').count()).toBe(2);

    // The host's fill shows on the guest's canvas, and the guest's on the host's.
    // The sky and the ground: two regions the horizon keeps apart.
    const first = await blankPoint(host, SKY);
    await fillAt(host, first);
    await expect.poll(() => paintedPixels(other)).toBeGreaterThan(500);
    const hostOnly = await paintedPixels(other);
    const second = await blankPoint(other, GROUND);
    await fillAt(other, second);
    await expect.poll(() => paintedPixels(host)).toBeGreaterThan(hostOnly + 500);
    await expect.poll(async () => (await layerHash(host)) === (await layerHash(other))).toBe(true);
    await screenshot(other, 'together-live-phone');
    await screenshot(host, 'together-live-desktop');

    // The guest's undo takes back the guest's fill only, on both canvases.
    await other.getByTestId('together-undo').click();
    await expect.poll(() => paintedPixels(host)).toBe(hostOnly);
    await expect.poll(() => paintedPixels(other)).toBe(hostOnly);

    // A series of fills by both: the two canvases end pixel-identical.
    await fillAt(other, second);
    await fillAt(host, second);
    await fillAt(other, first);
    await expect.poll(async () => (await layerHash(host)) === (await layerHash(other))).toBe(true);
    expect(await paintedPixels(host)).toBeGreaterThan(hostOnly);
  });

  test('strokes, a pattern fill and the eraser cross over; Undo mine takes back only its author’s', async () => {
    const { host, code } = await hostSession();
    const other = await guestJoins(code);
    expect(await other.getByTestId('together-bar').getAttribute('data-transport')).toBe('socket');

    // A brush stroke by each, across the middle of the page.
    await button(host, 'Brush').click();
    await drag(host, { x: 150, y: 420 }, { x: 470, y: 470 });
    await expect.poll(() => paintedPixels(other)).toBeGreaterThan(1_000);
    const hostStroke = await paintedPixels(other);
    await button(other, 'Brush').click();
    await drag(other, { x: 200, y: 640 }, { x: 700, y: 690 });
    await expect.poll(() => paintedPixels(host)).toBeGreaterThan(hostStroke + 1_000);
    const strokes = await converged(host, other);
    const strokesPainted = await paintedPixels(host);

    // The guest's eraser across the host's stroke takes it away on the host's canvas too.
    await button(other, 'Eraser').click();
    await drag(other, { x: 300, y: 380 }, { x: 310, y: 510 });
    await expect.poll(() => paintedPixels(host)).toBeLessThan(strokesPainted);
    const erasedPainted = await paintedPixels(other);

    // The host fills the sky with stripes (a pattern): the guest's canvas has them.
    await brushSizeButton(host).click();
    await button(host, 'Stripes').click();
    await host.keyboard.press('Escape');
    const sky = await blankPoint(host, SKY);
    await tapAt(host, sky);
    await expect.poll(() => paintedPixels(other)).toBeGreaterThan(erasedPainted + 500);
    const patterned = await converged(host, other);
    await screenshot(other, 'together-tools-phone');

    // Undo mine: the guest's takes back the guest's erase, not the host's stripes (the latest action).
    await other.getByTestId('together-undo').click();
    await expect.poll(() => layerHash(host)).not.toBe(patterned);
    expect(await converged(host, other)).not.toBe(strokes);
    expect(await paintedPixels(host)).toBeGreaterThan(erasedPainted + 500);
    // The host's takes back the stripes: both canvases are the two strokes again, to the pixel.
    await host.getByTestId('together-undo').click();
    await expect.poll(() => layerHash(host)).toBe(strokes);
    await expect.poll(() => layerHash(other)).toBe(strokes);
  });

  test('where the guest’s WebSocket is blocked, the fallback carries the session; the save keeps everyone’s actions', async () => {
    const { host, code } = await hostSession();
    const other = await guestJoins(code, true);
    // Two sockets hung up before their welcome: the guest's device took server-sent events and POST.
    expect(await other.getByTestId('together-bar').getAttribute('data-transport')).toBe('stream');
    expect(await host.getByTestId('together-bar').getAttribute('data-transport')).toBe('socket');
    await expect.poll(() => host.getByTestId('together-people').locator('li').count()).toBe(2);

    const sky = await blankPoint(host, SKY);
    await fillAt(host, sky);
    await expect.poll(() => paintedPixels(other)).toBeGreaterThan(500);
    const hostOnly = await paintedPixels(other);
    const ground = await blankPoint(other, GROUND);
    await fillAt(other, ground);
    await expect.poll(() => paintedPixels(host)).toBeGreaterThan(hostOnly + 500);
    await converged(host, other);
    const fills = await paintedPixels(host);
    await button(other, 'Brush').click();
    await drag(other, { x: 200, y: 600 }, { x: 700, y: 640 });
    await expect.poll(() => paintedPixels(host)).toBeGreaterThan(fills + 1_000);
    await converged(host, other);
    // The guest's pointer shows on the host's screen, sent by POST.
    const middle = await screenPoint(other, { x: 512, y: 512 });
    await other.mouse.move(middle.x, middle.y);
    await expect.poll(() => host.getByTestId('together-cursor').count()).toBe(1);
    await screenshot(other, 'together-fallback-phone');

    // Undo mine over the fallback: the guest's stroke goes, on both canvases alike.
    await other.getByTestId('together-undo').click();
    await expect.poll(() => paintedPixels(host)).toBe(fills);
    await converged(host, other);

    // The host saves: the picture is the host's colouring, its replay the session's log, both
    // people's actions in order (the undone stroke left out): the host's fill, then the guest's.
    await button(host, 'Save').click();
    await expectVisible(host.getByTestId('save-status').getByText('Saved', { exact: true }), 30_000);
    const tools = async () => {
      let tool = '';
      const used: string[] = [];
      for (const op of (await hostReplay()) ?? []) {
        if (op.op === 'set' && op.settings.tool) tool = op.settings.tool;
        if (op.op === 'gesture' || op.op === 'fill') used.push(tool);
      }
      return used.join(',');
    };
    await expect.poll(tools, { timeout: 30_000 }).toBe('fill,fill');
  });

  test('a child in kid mode joins the family’s session from “Colour with …”; a stranger’s child is refused', async () => {
    const kidToken = await childSession(parent, 'Kit');
    const { host, code } = await hostSession();
    const kidContext = await app.context('phone');
    await seedToken(kidContext, kidToken);
    const kid = await kidContext.newPage();
    // The child opens a page of the family's and picks the parent's session from the dialog.
    await kid.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(kid);
    await expectVisible(kid.getByTestId('kid-toolbar'));
    await button(kid, 'Colour together').click();
    const dialog = kid.getByTestId('together-dialog');
    // The parent's session of this journey (earlier ones of the family still run beside it).
    const ours = dialog.locator(`a[href="/together/${code}"]`);
    await expect.poll(() => ours.innerText()).toBe('Colour with Pat Together');
    await ours.click();
    await live(kid);
    expect(new URL(kid.url()).pathname).toBe(`/together/${code}`);
    await expectVisible(kid.getByTestId('kid-toolbar'));
    await expect.poll(() => host.getByTestId('together-people').innerText()).toContain('Kit');

    // The child's tap with kid mode's fill shows on the parent's canvas; both end the same.
    const ground = await blankPoint(kid, GROUND);
    await tapAt(kid, ground);
    await expect.poll(() => paintedPixels(host)).toBeGreaterThan(500);
    await converged(host, kid);
    await screenshot(kid, 'together-kid-phone');

    // Another family's child, on a French device: refused in French, the session unharmed.
    const stranger = await signUpViaApi('Stan Stranger');
    const strangerKid = await childSession(stranger, 'Sid');
    const strangerContext = await app.context('desktop', { locale: 'fr-FR' });
    await seedToken(strangerContext, strangerKid);
    const refusedPage = await strangerContext.newPage();
    await refusedPage.goto(`/together/${code}`, { waitUntil: 'networkidle' });
    const refused = refusedPage.getByTestId('together-refused');
    await expectVisible(refused);
    await expect
      .poll(() => refused.innerText())
      .toContain('Cette session de coloriage à plusieurs est terminée ou n’existe pas.');
    await screenshot(refusedPage, 'together-stranger-child-fr');
    expect(await host.getByTestId('together-bar').getAttribute('data-status')).toBe('live');
    expect(await host.getByTestId('together-people').locator('li').count()).toBe(2);
  });

  test('an unknown code says so, in the person’s language', async () => {
    const context = await signedIn(guest, 'desktop', 'de-DE');
    const page = await context.newPage();
    await page.goto('/together/ZZZZZZZZZZ', { waitUntil: 'networkidle' });
    const refused = page.getByTestId('together-refused');
    await expectVisible(refused);
    await expect.poll(() => refused.innerText()).toMatch(/Sitzung/);
    await screenshot(page, 'together-unknown-de');
  });
});
