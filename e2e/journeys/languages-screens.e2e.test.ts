// Every main screen in each of the five languages (issue 23, its last acceptance check): the
// landing, sign-in, the public and favourite page lists, colouring a page of one's own, checkout
// and the admin dashboard, on a phone (390×844) and a desktop (1280×800). Each screen is
// photographed, says its language on <html lang>, and shows no English sentence (in its text or
// its labels) from the English catalogue or the landing's seeded content where the language has
// its own words. User content (a page's title) is the user's and not checked.
//
// Codes are rate-limited per IP and every journey shares one server: this file asks for 2 (the
// admin signing in, one user signing up). The language comes as a real user's does: the
// browser's (context `locale`), `?lang=` on the landing, and the one stored on the user.
import { readFileSync } from 'node:fs';
import { defaultLanding, defaultLandingTranslations } from '@colorbook/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firstAdmin } from '../support/admin';
import { type Account, apiCall, createPageViaApi, signUpViaApi } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectVisible,
  newContext,
  screenshot,
  useBrowser,
} from '../support/browser';

const app = useBrowser();

const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
type Locale = (typeof LOCALES)[number];
const DEVICES: Device[] = ['phone', 'desktop'];
const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };
/** Browser languages as a visitor from each place would have them. */
const BROWSER_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
};

type Catalogue = Record<string, string>;
const catalogue = (locale: Locale): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../packages/i18n/messages/${locale}.json`, import.meta.url), 'utf8'));
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale)])) as Record<
  Locale,
  Catalogue
>;

// ---------------------------------------------------------------------------------------------
// English left on a screen

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The literal runs of an ICU message as a reader sees them: placeholders (and plural/select
 * bodies) cut the text, rich-text tags do not, and '' is an apostrophe.
 */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of message.replace(/<\/?[a-zA-Z][\w-]*>/g, '').replace(/''/g, "'")) {
    if (char === '{') {
      depth += 1;
      if (depth === 1) {
        runs.push(current);
        current = '';
      }
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += char;
    }
  }
  runs.push(current);
  return runs.flatMap((run) => run.split('\n')).map(normalize);
}

/** Long enough to be a sentence of English and not a word other languages share. */
const isTelling = (run: string) => {
  const words = run.replace(/colorbook/g, '').trim();
  return words.length >= 8 && words.split(' ').length >= 2;
};

type Leftover = { key: string; english: string };

/** Every string in `value` (the landing's content is nested objects and lists), by its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

/**
 * For one language, the English runs that must not be on its screens: the catalogue's, by key, and
 * the landing's seeded content (rendered from the settings, not the catalogue), by its path.
 */
function englishToAvoid(locale: Locale): Leftover[] {
  if (locale === 'en') return [];
  const own = catalogues[locale];
  const leftovers: Leftover[] = [];
  for (const [key, english] of Object.entries(catalogues.en)) {
    const translated = own[key];
    if (translated === undefined || translated === english) continue;
    const ownText = normalize(translated);
    for (const run of literalRuns(english)) {
      // Words a language borrows ("Dashboard", "Premium") are not English left over.
      if (isTelling(run) && !ownText.includes(run)) leftovers.push({ key, english: run });
    }
  }
  const translatedLanding = normalize(
    strings(defaultLandingTranslations[locale], '')
      .map(([, text]) => text)
      .join('\n'),
  );
  for (const [path, english] of strings(defaultLanding, 'website')) {
    const run = normalize(english);
    // Three words at least: a name ("Sofia M.") stays the same in every language.
    if (isTelling(run) && run.split(' ').length >= 3 && !translatedLanding.includes(run)) {
      leftovers.push({ key: path, english: run });
    }
  }
  return leftovers;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's words: its rendered text, and the names and hints a screen reader says or a pointer
 * shows (icon buttons have no text of their own).
 */
const PAGE_WORDS = `[document.body.innerText, ...[...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')]
  .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''))]
  .join('\\n')`;

/** The catalogue entries whose English is on the page, as whole words. */
async function englishOnScreen(page: Page, avoid: Leftover[]): Promise<Leftover[]> {
  const text = normalize(await page.evaluate<string>(PAGE_WORDS));
  return avoid.filter(({ english }) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(english)}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
}

// ---------------------------------------------------------------------------------------------
// The screens

type Who = 'visitor' | 'user' | 'admin';
type Screen = {
  name: string;
  who: Who;
  path: (locale: Locale) => string;
  /** What shows once the screen has its content. */
  ready: (page: Page, t: (key: string) => string) => Locator;
};

let admin: Account;
let user: Account;
let pageId: number;
let adminLocale: string | null = null;

const SCREENS: Screen[] = [
  {
    name: 'landing',
    who: 'visitor',
    path: (locale) => `/?lang=${locale}`,
    ready: (page) => page.locator('h1'),
  },
  {
    name: 'sign-in',
    who: 'visitor',
    path: () => '/sign-in',
    ready: (page, t) => page.getByRole('heading', { name: t('auth.signIn.title'), exact: true }),
  },
  {
    name: 'public',
    who: 'user',
    path: () => '/pages/public',
    ready: (page) => page.getByTestId('page-card').first(),
  },
  {
    name: 'favorite',
    who: 'user',
    path: () => '/pages/favorite',
    ready: (page) => page.getByTestId('page-card').first(),
  },
  {
    name: 'color',
    who: 'user',
    path: () => `/pages/${pageId}/color`,
    ready: (page, t) => page.getByRole('toolbar', { name: t('coloring.toolbar.label') }),
  },
  {
    name: 'checkout',
    who: 'user',
    path: () => '/checkout',
    ready: (page, t) => page.getByRole('heading', { name: t('checkout.title'), exact: true }),
  },
  {
    name: 'dashboard',
    who: 'admin',
    path: () => '/admin',
    ready: (page, t) => page.getByRole('heading', { name: t('admin.dashboard.monthly') }),
  },
];

/** Signs the tab in as `account` (or out), the way the app keeps it (spec §3), for the next load. */
async function signInAs(page: Page, account: Account | null): Promise<void> {
  await page.evaluate(
    account
      ? `localStorage.setItem('auth', ${JSON.stringify(JSON.stringify({ token: account.token, user: null }))})`
      : "localStorage.removeItem('auth')",
  );
}

async function visitScreens(context: BrowserContext, locale: Locale, device: Device): Promise<void> {
  const t = (key: string) => catalogues[locale][key] ?? catalogues.en[key] ?? key;
  const avoid = englishToAvoid(locale);
  const page = await context.newPage();
  let signedIn: Who = 'visitor';
  for (const screen of SCREENS) {
    if (screen.who !== signedIn) {
      await signInAs(page, screen.who === 'admin' ? admin : screen.who === 'user' ? user : null);
      signedIn = screen.who;
    }
    const shot = `languages-${screen.name}-${locale}-${device}`;
    await page.goto(screen.path(locale), { waitUntil: 'networkidle' });
    await expectVisible(screen.ready(page, t));
    expect(await page.evaluate('document.documentElement.lang'), `<html lang> on ${shot}`).toBe(locale);
    await screenshot(page, shot);
    const english = await englishOnScreen(page, avoid);
    expect(
      english.map(({ key, english }) => `${key}: "${english}"`),
      `English left on ${shot} (${page.url()})`,
    ).toEqual([]);
  }
  expectNoProblems(page);
}

beforeAll(async () => {
  const context = await newContext(app.browser, 'desktop', DESKTOP_VIEWPORT);
  try {
    admin = (await firstAdmin(await context.newPage())).account;
  } finally {
    await context.close();
  }
  adminLocale = (await apiCall<{ locale: string | null }>('GET', '/users/read', admin.token)).locale;
  user = await signUpViaApi('Lou Langues');
  // A neutral title: user content is not the catalogue's to translate.
  pageId = await createPageViaApi(user.token, 'a round balloon');
  await apiCall('PATCH', `/pages/${pageId}/favorited/toggle`, user.token);
});

afterAll(async () => {
  // The admin is every journey's: they get their own language back.
  if (admin) await apiCall('PATCH', '/users/update', admin.token, { locale: adminLocale });
});

// Every screen, twice (phone and desktop): 80-95 s a language at load 16 on 2 cores.
describe('every screen in every language', { timeout: 240_000 }, () => {
  test.each(LOCALES)('%s on a phone and a desktop', async (locale) => {
    // The language stored on the user follows them to any device; the browser's speaks for visitors.
    await Promise.all(
      [user, admin].map((account) => apiCall('PATCH', '/users/update', account.token, { locale })),
    );
    await Promise.all(
      DEVICES.map(async (device) => {
        const context = await app.context(device, {
          locale: BROWSER_LOCALE[locale],
          ...(device === 'desktop' ? DESKTOP_VIEWPORT : {}),
        });
        await visitScreens(context, locale, device);
      }),
    );
  });
});
