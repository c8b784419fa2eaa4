// The web app in the family's language (issue 23): a visitor whose browser speaks Mexican Spanish
// meets the sign-in screen in Spanish, switches to German without a reload, keeps it across a
// reload, and once signed in the choice is stored on the user and the app shell speaks German.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 2.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Account, signUpViaApi } from '../support/api';
import {
  expectNoProblems,
  expectPathname,
  expectVisible,
  screenshot,
  seedToken,
  useBrowser,
} from '../support/browser';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();

/** A user who reads GET /users/read's `locale` (null until a language is chosen). */
async function storedLocale(token: string): Promise<string | null | undefined> {
  const response = await fetch(`${inject('baseURL')}/api/users/read`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { locale?: string | null }).locale;
}

describe('languages', () => {
  let account: Account;
  beforeAll(async () => {
    account = await signUpViaApi('Lena Sprache');
  });

  test('a Spanish-speaking visitor switches to German, signs in, and keeps German', async () => {
    const context = await app.context('desktop', { locale: 'es-MX', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/sign-in', { waitUntil: 'networkidle' });

    // navigator.languages says es-MX: Spanish, the closest language Colorbook speaks.
    await expectVisible(page.getByRole('heading', { name: 'Iniciar sesión' }));
    await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');
    await screenshot(page, 'languages-sign-in-es-desktop');

    // Switching re-renders in place: a mark left on the window survives, so nothing reloaded.
    await page.evaluate('window.__sameDocument = true');
    await page.getByLabel('Idioma').selectOption({ label: 'Deutsch' });
    await expectVisible(page.getByRole('heading', { name: 'Anmelden' }));
    expect(await page.evaluate("'__sameDocument' in window")).toBe(true);
    expect(await page.evaluate("[document.documentElement.lang, localStorage.getItem('locale')]")).toEqual([
      'de',
      'de',
    ]);

    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Anmelden' }));
    await expectVisible(page.getByText('Neu hier?'));

    // Signing in, in German.
    await page.getByLabel('E-Mail').fill(account.email);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Schau in dein Postfach' }));
    await page.getByLabel('Code').fill(oneTimeCode(await waitForMail(account.email, sentAfter)));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expectPathname(page, '/pages/favorite');

    // The shell speaks German …
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expectVisible(menu.getByRole('link', { name: 'Lieblingsseiten' }));
    await expectVisible(menu.getByRole('link', { name: 'Konto' }));
    await expectVisible(page.getByRole('link', { name: 'Abmelden' }));
    await expectVisible(page.getByText('Verfügbare Credits'));

    // … and the choice is the user's now, on every device (GET /users/read).
    const token = await page.evaluate<string>("JSON.parse(localStorage.getItem('auth') ?? '{}').token");
    await expect.poll(() => storedLocale(token)).toBe('de');

    await page.goto('/account', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Konto', exact: true }));
    await expectVisible(page.getByLabel('Sprache'));
    await screenshot(page, 'languages-account-de-desktop');
    expectNoProblems(page);
  });

  test('on a phone, the user’s German follows them over the browser’s Spanish', async () => {
    const context = await app.context('phone', { locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/sign-in', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Iniciar sesión' }));
    await screenshot(page, 'languages-sign-in-es-phone');

    // Signed in on this phone: the language stored on the user wins over navigator.languages.
    expect(await storedLocale(account.token)).toBe('de');
    await seedToken(context, account.token);
    await page.goto('/account', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Konto', exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Konto speichern' }));
    await screenshot(page, 'languages-account-de-phone');

    // The drawer's German entries fit a phone.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expectVisible(page.getByRole('link', { name: 'Öffentliche Seiten' }));
    await expectVisible(page.getByRole('link', { name: 'Abmelden' }));
    await screenshot(page, 'languages-menu-de-phone', false);
    expectNoProblems(page);
  });
});
