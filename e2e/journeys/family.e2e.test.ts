// A family (issues 24 and 35) as a new one would meet Colorbook: a parent signs up, adds two
// children on the account screen (the first asks for a PIN), and hands the device to the first:
// the app swaps the grown-up's session for Ada's, and the old token is over. With only Ada's token
// the parent's page is neither hers to list nor to delete (no trash on its card, 404), and money,
// the account, books, the family and the PIN answer 403. Ada colours a page in kid mode (big fill
// tool and swatches, no sign-out, no account or books in the menu); the PIN gives the grown-up's
// session back; the parent sees Ada's colouring labelled with her, shares it (the link does not
// show the parent's name) and picks Ben, who does not see Ada's colouring. In kid mode the
// checkout and account addresses show the parent gate, cancelling it goes back to the child's
// home, five wrong PINs pause it (the right one too), and clearing the app's storage leaves the
// device signed out, not signed in as the parent.
//
// Codes are rate-limited per IP (20 an hour) and every journey shares one server: this file asks
// for 2 codes.
import type { Page as BrowserPage, Locator } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { createPageViaApi, GENERATION_TIMEOUT_MS, unique } from '../support/api';
import {
  expectNotVisible,
  expectPathname,
  expectVisible,
  screenshot,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { blankPoint, layerColorAt, paintedPixels, screenPoint, waitForCanvas } from '../support/canvas';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PIN = '2468';
const WRONG_PIN = 'That PIN is not right.';
const LOCKED = 'Too many wrong tries. The parent gate is locked for 15 minutes.';
const GROWN_UP = 'Ask a grown-up to open this.';
/** The kid palette's blue (features/coloring/kid-palette.ts). */
const KID_BLUE = '#2563eb';

const button = (scope: BrowserPage | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** The session token the app keeps in local storage (spec §3), for setting the scene through the API. */
const tokenOf = (page: BrowserPage) =>
  page.evaluate<string>(`JSON.parse(localStorage.getItem('auth') || '{}').token || ''`);

async function addChild(page: BrowserPage, name: string): Promise<void> {
  await button(page, 'Add a child').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await button(dialog, 'Add child').click();
  await expectVisible(page.getByText(name, { exact: true }));
}

/** A status and body straight from the API, failures included (the journey checks refusals). */
async function rawCall(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${inject('baseURL')}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

/** The grown-up's "Who is colouring?" in the top bar, then the child's tile. */
async function pickChild(page: BrowserPage, name: string): Promise<void> {
  await page.getByTestId('profile-switch').click();
  await expectPathname(page, '/who');
  // The tile itself: until the screen has changed, the account's "Edit Ben" and "Remove Ben" match
  // the name as well.
  await page.getByTestId('who-tile').filter({ hasText: name }).click();
  await expectVisible(page.getByTestId('kid-name').filter({ hasText: name }));
}

const gate = (page: BrowserPage) => page.getByTestId('parent-gate');

/**
 * A phone in the same kid mode as `page`: the session and the chosen child as the app keeps them
 * in local storage ('auth', and 'profile' from lib/profile-store).
 */
async function phoneLike(page: BrowserPage, path: string, locale?: string): Promise<BrowserPage> {
  const stored = await page.evaluate<{ auth: string; profile: string }>(
    `({ auth: localStorage.getItem('auth'), profile: localStorage.getItem('profile') })`,
  );
  const phone = await app.context('phone', locale ? { locale } : undefined);
  await phone.addInitScript({
    content: `if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('auth', ${JSON.stringify(stored.auth)});
      localStorage.setItem('profile', ${JSON.stringify(stored.profile)});
    }`,
  });
  const opened = await phone.newPage();
  await opened.goto(path, { waitUntil: 'networkidle' });
  return opened;
}

describe('a family with two children', () => {
  test('each child colours in kid mode, apart, and the parent gate keeps adult screens shut', {
    timeout: GENERATION_TIMEOUT_MS + 180_000,
  }, async () => {
    // The parent signs up on the screens.
    const context = await app.context('desktop', DESKTOP);
    const page = await context.newPage();
    await page.goto('/sign-up', { waitUntil: 'networkidle' });
    const email = unique('family');
    await page.getByLabel('Name').fill('Pat Parent');
    await page.getByLabel('Email').fill(email);
    const sentAfter = Date.now();
    await button(page, 'Sign up').click();
    await page.waitForURL((url) => url.pathname.startsWith('/verify/'), { timeout: VISIBLE_TIMEOUT_MS });
    await page.getByLabel('Code').fill(oneTimeCode(await waitForMail(email, sentAfter)));
    await button(page, 'Verify').click();
    await expectPathname(page, '/pages/favorite');
    // The family's one page (generation is slow on a loaded machine: one is enough).
    const token = await tokenOf(page);
    const pageId = await createPageViaApi(token, 'a friendly dragon in a castle');

    // Two children, added on the account screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await expectPathname(page, '/account');
    await addChild(page, 'Ada');
    // The first child: the PIN that keeps grown-up things closed is asked right away.
    const pinDialog = page.getByTestId('pin-dialog');
    await expectVisible(pinDialog);
    await pinDialog.getByLabel('New PIN', { exact: true }).fill(PIN);
    await pinDialog.getByLabel('New PIN again').fill(PIN);
    await screenshot(page, 'family-pin-dialog-desktop', false);
    await button(pinDialog, 'Save PIN').click();
    await expectNotVisible(pinDialog);
    await expectVisible(button(page, 'Change PIN'));
    await addChild(page, 'Ben');
    expect(await pinDialog.count()).toBe(0);
    await page.goto('/pages/favorite', { waitUntil: 'networkidle' });

    // Handing over to Ada swaps the sessions: the grown-up's token is over.
    await pickChild(page, 'Ada');
    const adasToken = await tokenOf(page);
    expect(adasToken).not.toBe(token);
    expect((await rawCall('GET', '/users/read', token)).status).toBe(401);
    const me = await rawCall('GET', '/users/read', adasToken);
    expect((me.json?.profile as { name?: string } | null)?.name).toBe('Ada');

    // With only Ada's token, no header: the parent's page is not hers, the grown-up things are shut.
    const owned = await rawCall('GET', '/pages/paginate?scope=owned', adasToken);
    const ownIds = ((owned.json?.data ?? []) as { id: number }[]).map((p) => p.id);
    expect(owned.status).toBe(200);
    expect(ownIds).not.toContain(pageId);
    expect((await rawCall('PATCH', `/pages/${pageId}/blocked/toggle`, adasToken)).status).toBe(404);
    for (const [method, path] of [
      ['POST', '/stripe/checkout'],
      ['PATCH', '/users/update'],
      ['GET', '/books/paginate'],
      ['POST', '/profiles'],
      ['PUT', '/profiles/pin'],
    ] as const) {
      const refused = await rawCall(method, path, adasToken, method === 'GET' ? undefined : {});
      expect([path, refused.status, refused.json?.message]).toEqual([path, 403, GROWN_UP]);
    }
    // In the gallery the parent's page is there to colour, without a trash button.
    await page.goto('/pages/public', { waitUntil: 'networkidle' });
    await expectVisible(page.getByTestId('kid-name').filter({ hasText: 'Ada' }));
    await expectVisible(page.getByTestId('page-card').first());
    expect(await button(page, 'Delete page').count()).toBe(0);
    await page.goto('/pages/favorite', { waitUntil: 'networkidle' });

    // Ada colours: kid mode's frame and toolbar.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expectVisible(menu.getByRole('link', { name: 'Favorite pages' }));
    for (const adult of ['Account', 'My books'])
      expect(await menu.getByRole('link', { name: adult }).count()).toBe(0);
    expect(await page.getByText('Sign out').count()).toBe(0);
    expect(await page.getByText('Available credits').count()).toBe(0);
    await screenshot(page, 'family-kid-home-desktop', false);
    // The server leaves the first paint (the adult gallery's pictures) out of a kid-mode device's HTML.
    const html = await page.evaluate("fetch('/pages/public').then((response) => response.text())");
    expect(html).not.toContain('id="first-paint"');

    await page.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    const toolbar = page.getByTestId('kid-toolbar');
    expect(await button(toolbar, 'Fill').getAttribute('aria-pressed')).toBe('true');
    expect(await toolbar.getByTestId('kid-swatch').count()).toBe(12);
    const fillBox = await button(toolbar, 'Fill').boundingBox();
    expect(fillBox?.width).toBeGreaterThanOrEqual(64);
    expect(fillBox?.height).toBeGreaterThanOrEqual(64);
    for (const adultAction of ['Share', 'Download', 'Print', 'Replay'])
      expect(await button(page, adultAction).count()).toBe(0);
    await button(toolbar, 'Blue').click();
    const blank = await blankPoint(page);
    const tap = await screenPoint(page, blank);
    await page.mouse.click(tap.x, tap.y);
    await expect.poll(() => layerColorAt(page, blank.x, blank.y)).toBe(KID_BLUE);
    await button(page, 'Save').click();
    await expectVisible(page.getByTestId('save-status').getByText('Saved', { exact: true }), 20_000);
    await screenshot(page, 'family-kid-coloring-desktop', false);
    await button(toolbar, 'Numbers').click();
    await expectVisible(toolbar.getByTestId('kid-number-swatch').first());
    await screenshot(page, 'family-kid-numbers-desktop', false);
    await button(toolbar, 'Numbers').click();

    // The same on a phone: the kid dock under the page, the grown-up question as a bottom sheet.
    const phone = await phoneLike(page, '/pages/favorite');
    await expectVisible(phone.getByTestId('kid-name').filter({ hasText: 'Ada' }));
    await screenshot(phone, 'family-kid-home-phone', false);
    await phone.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(phone);
    const dockFill = await button(phone.getByTestId('kid-toolbar'), 'Fill').boundingBox();
    expect(dockFill?.height).toBeGreaterThanOrEqual(64);
    await screenshot(phone, 'family-kid-coloring-phone', false);
    // A long press on a colour says its name (and shows it, for devices without speech).
    const orange = button(phone.getByTestId('kid-toolbar'), 'Orange');
    const orangeBox = await orange.boundingBox();
    if (!orangeBox) throw new Error('No orange swatch on screen');
    await phone.mouse.move(orangeBox.x + orangeBox.width / 2, orangeBox.y + orangeBox.height / 2);
    await phone.mouse.down();
    await expectVisible(orange.getByText('Orange', { exact: true }));
    await phone.mouse.up();
    // The brush comes in three sizes.
    await button(phone.getByTestId('kid-toolbar'), 'Brush').click();
    for (const size of ['Small brush', 'Medium brush', 'Big brush'])
      await expectVisible(button(phone.getByTestId('kid-toolbar'), size));
    await screenshot(phone, 'family-kid-brush-phone', false);
    // Colour by number in kid mode: the key's numbered colours, as big as the twelve.
    const kidTools = phone.getByTestId('kid-toolbar');
    await button(kidTools, 'Numbers').click();
    await expectVisible(kidTools.getByTestId('kid-number-swatch').first());
    expect(await kidTools.getByTestId('kid-swatch').count()).toBe(0);
    expect(
      (await kidTools.getByTestId('kid-number-swatch').first().boundingBox())?.height,
    ).toBeGreaterThanOrEqual(64);
    await screenshot(phone, 'family-kid-numbers-phone', false);
    await button(kidTools, 'Numbers').click();
    await expectVisible(kidTools.getByTestId('kid-swatch').first());
    // No photo uploads for a child unless the parent allowed them.
    await phone.goto('/pages/create', { waitUntil: 'networkidle' });
    await expectVisible(phone.getByRole('link', { name: 'Create page with AI' }));
    expect(await phone.getByRole('link', { name: 'Upload page' }).count()).toBe(0);
    await screenshot(phone, 'family-kid-create-phone', false);
    await phone.goBack({ waitUntil: 'networkidle' });
    await waitForCanvas(phone);
    await button(phone, 'Grown-ups').click();
    await expectVisible(gate(phone).getByTestId('parent-pin'));
    await expectVisible(button(gate(phone), 'Email me a code'));
    await screenshot(phone, 'family-gate-pin-email-phone', false);
    await phone.keyboard.press('Escape');
    await expectNotVisible(gate(phone));
    await expectVisible(phone.getByTestId('kid-name').filter({ hasText: 'Ada' }));

    // Leaving kid mode: the PIN gives back a fresh grown-up session and ends Ada's.
    await button(page, 'Grown-ups').click();
    await expectVisible(gate(page).getByTestId('parent-pin'));
    await gate(page).getByTestId('parent-pin').fill(PIN);
    await expectNotVisible(gate(page));
    await expectNotVisible(page.getByTestId('kid-mode-bar'));
    const grownUpToken = await tokenOf(page);
    expect(grownUpToken).not.toBe(adasToken);
    expect((await rawCall('GET', '/users/read', adasToken)).status).toBe(401);
    expect((await rawCall('GET', '/users/read', grownUpToken)).json?.profile).toBeNull();

    // The grown-up sees the family's colourings: Ada's, labelled with her.
    await page.goto('/pages/colored', { waitUntil: 'networkidle' });
    await expectVisible(page.getByTestId('family-chips').getByRole('button', { name: 'Everyone' }));
    const adasCard = page.getByTestId('family-coloring-card').filter({ hasText: 'Ada' });
    await expectVisible(adasCard.getByTestId('coloring-painter').getByText('Ada', { exact: true }));
    await screenshot(page, 'family-colored-everyone-desktop', false);
    const familyPhone = await phoneLike(page, '/pages/colored');
    await expectVisible(familyPhone.getByTestId('coloring-painter').getByText('Ada', { exact: true }));
    await screenshot(familyPhone, 'family-colored-everyone-phone', false);
    await familyPhone.context().close();

    // The parent shares Ada's colouring: the dialog says what the page shows and asks first; the
    // link shows no name, least of all the parent's.
    await button(adasCard, 'Share Ada’s colouring').click();
    const shareDialog = page.getByTestId('share-dialog');
    await expectVisible(shareDialog.getByTestId('share-child-ask'));
    expect(await shareDialog.getByTestId('share-url').count()).toBe(0);
    await screenshot(page, 'family-share-ask-desktop', false);
    await button(shareDialog, 'Make the link').click();
    const shareUrl = shareDialog.getByTestId('share-url');
    await expectVisible(shareUrl);
    await expectVisible(shareDialog.getByText('Your name stays off the page.'));
    await screenshot(page, 'family-share-link-desktop', false);
    const link = await shareUrl.inputValue();
    const sharedPage = await (await fetch(`${inject('baseURL')}${new URL(link).pathname}`)).text();
    expect(sharedPage).not.toContain('Pat Parent');
    await page.keyboard.press('Escape');
    await expectNotVisible(shareDialog);

    // The parent hands over to Ben from the account screen: a child picked on an adult screen
    // lands on its home, not on the gate.
    await page.goto('/account', { waitUntil: 'networkidle' });
    await pickChild(page, 'Ben');
    await expectPathname(page, '/pages/favorite');
    expect(await gate(page).count()).toBe(0);
    await page.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
    await waitForCanvas(page);
    // Ada's blue is hers: Ben starts on a blank page.
    expect(await paintedPixels(page)).toBe(0);
    await page.goto('/pages/colored', { waitUntil: 'networkidle' });
    await expectVisible(page.getByText('Nothing coloured yet'));

    // Adult addresses in kid mode: the gate, and Cancel goes back to the child's home.
    await page.goto('/checkout');
    await expectVisible(gate(page).getByTestId('parent-pin'));
    await screenshot(page, 'family-gate-pin-desktop', false);
    const pinPhone = await phoneLike(page, '/account');
    await expectVisible(gate(pinPhone).getByTestId('parent-pin'));
    await gate(pinPhone).getByTestId('parent-pin').pressSequentially('24');
    await screenshot(pinPhone, 'family-gate-pin-phone', false);
    await pinPhone.context().close();
    await button(gate(page), 'Cancel').click();
    await expectPathname(page, '/pages/favorite');
    await expectVisible(page.getByTestId('kid-name').filter({ hasText: 'Ben' }));

    // Five wrong PINs pause the gate, for the right PIN too.
    await page.goto('/account');
    const pin = gate(page).getByTestId('parent-pin');
    for (let tries = 4; tries >= 1; tries--) {
      await pin.fill('0000');
      await expectVisible(
        gate(page).getByText(`${WRONG_PIN} ${tries === 1 ? '1 try left.' : `${tries} tries left.`}`),
      );
    }
    await pin.fill('0000');
    await expectVisible(gate(page).getByTestId('gate-locked').getByText(LOCKED));
    await expectVisible(gate(page).getByText(/^Try again at /));
    await screenshot(page, 'family-gate-locked-desktop', false);
    await page.keyboard.press('Escape');
    await expectPathname(page, '/pages/favorite');
    await expectVisible(page.getByTestId('kid-name').filter({ hasText: 'Ben' }));
    expect(await page.getByText('Sign out').count()).toBe(0);

    const bensToken = await tokenOf(page);
    const right = await rawCall('POST', '/profiles/gate/verify', bensToken, { pin: PIN });
    expect([right.status, right.json?.message]).toEqual([429, LOCKED]);

    // The lock holds on every device of the family.
    const bensPhone = await phoneLike(page, '/checkout');
    await expectVisible(gate(bensPhone).getByTestId('gate-locked').getByText(LOCKED));
    await expectVisible(button(gate(bensPhone), 'Email me a code'));
    await screenshot(bensPhone, 'family-gate-locked-phone', false);

    // The same lock in German, with the emailed code on offer.
    const germanPhone = await phoneLike(page, '/checkout', 'de-DE');
    await expectVisible(gate(germanPhone).getByTestId('gate-locked'));
    await expectVisible(button(gate(germanPhone), 'Code per E-Mail senden'));
    await screenshot(germanPhone, 'family-gate-locked-phone-de', false);
    await germanPhone.context().close();

    // "Email me a code" opens the gate while it is paused: the grown-up's session comes back.
    const codeAfter = Date.now();
    await button(gate(bensPhone), 'Email me a code').click();
    await expectVisible(gate(bensPhone).getByText('We emailed a 6-digit code', { exact: false }));
    await screenshot(bensPhone, 'family-gate-code-phone', false);
    await gate(bensPhone)
      .getByLabel('Code')
      .fill(oneTimeCode(await waitForMail(email, codeAfter)));
    await button(gate(bensPhone), 'Check').click();
    await expectNotVisible(gate(bensPhone));
    await expectNotVisible(bensPhone.getByTestId('kid-mode-bar'));
    expect((await rawCall('GET', '/users/read', bensToken)).status).toBe(401);

    // Clearing the app's storage leaves the device signed out, not signed in as the parent.
    await bensPhone.evaluate('localStorage.clear()');
    await bensPhone.goto('/pages/favorite', { waitUntil: 'networkidle' });
    await expectPathname(bensPhone, '/sign-in');
    expect(await tokenOf(bensPhone)).toBe('');
    expect(await bensPhone.getByTestId('kid-name').count()).toBe(0);
  });
});
