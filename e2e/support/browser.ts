// Browser helpers for journeys: one Chromium per test file, a fresh context per device, every
// console error / page error / failed request recorded so a journey can assert that none happened,
// and screenshots under e2e/output/.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args';

export { CHROMIUM_ARGS };

const outputDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'output');
export const screenshotDir = join(outputDir, 'screenshots');
const failureDir = join(outputDir, 'failures');

export type Device = 'phone' | 'desktop';

export const DEVICES: Record<Device, BrowserContextOptions> = {
  // iPhone-12-class size; scale 1 keeps screenshots small and the run fast.
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};

/**
 * Default wait for something a user should see. It only bounds failures: sized for a loaded
 * 2-core CI machine, where a first load can take several seconds (speed is measured in bench/).
 */
export const VISIBLE_TIMEOUT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
}

// ---------------------------------------------------------------------------------------------
// Problems seen by a page

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

const problemsByPage = new WeakMap<Page, PageProblems>();

function track(page: Page): void {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  problemsByPage.set(page, problems);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
  page.on('requestfailed', (request) => {
    // Cancelled by the page itself (navigation, AbortController), not a failure a user sees.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.failedRequests.push(
        `${response.request().method()} ${response.url()}: HTTP ${response.status()}`,
      );
    }
  });
}

export function problemsOf(page: Page): PageProblems {
  const problems = problemsByPage.get(page);
  if (!problems) throw new Error('This page was not opened through a context from newContext().');
  return problems;
}

/**
 * Fails unless the page logged no console error, threw nothing and had no failed request.
 * `allow` lists patterns a journey expects (e.g. a 401 while signed out); keep it narrow.
 */
export function expectNoProblems(page: Page, allow: RegExp[] = []): void {
  const keep = (line: string) => !allow.some((pattern) => pattern.test(line));
  const { consoleErrors, pageErrors, failedRequests } = problemsOf(page);
  expect({
    consoleErrors: consoleErrors.filter(keep),
    pageErrors: pageErrors.filter(keep),
    failedRequests: failedRequests.filter(keep),
  }).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
}

// ---------------------------------------------------------------------------------------------
// Contexts, pages, assertions, screenshots

export async function newContext(
  browser: Browser,
  device: Device,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), ...DEVICES[device], ...options });
  context.on('page', track);
  return context;
}

/**
 * Signs the context in with `token` as the app keeps it (spec §3: { token, user } under 'auth' in
 * local storage), once per tab: a later sign-out in that tab is not undone by a reload.
 */
export async function seedToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(inject('baseURL'))} && !sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('auth', JSON.stringify({ token: ${JSON.stringify(token)}, user: null }));
    }`,
  });
}

/** Opens `path` in a new page of `context` and waits until the network is idle. */
export async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** The page's rendered text, for failure messages. */
export async function visibleText(page: Page): Promise<string> {
  const body = page.locator('body');
  const text = await body.innerText({ timeout: 1_000 }).catch(() => '(could not read the page text)');
  return text.slice(0, 2_000);
}

/** Waits until at least one element of `locator` is visible, else fails showing the page's text. */
export async function expectVisible(locator: Locator, timeout = VISIBLE_TIMEOUT_MS): Promise<void> {
  try {
    await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
  } catch {
    const text = await visibleText(locator.page());
    expect.fail(`Expected ${locator} to be visible on ${locator.page().url()}. Visible text:\n${text}`);
  }
}

/** Waits until the page's address has this pathname (after client-side redirects), else fails. */
export async function expectPathname(
  page: Page,
  pathname: string,
  timeout = VISIBLE_TIMEOUT_MS,
): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
  } catch {
    const text = await visibleText(page);
    expect.fail(
      `Expected to be at ${pathname}, but the page stayed at ${page.url()}. Visible text:\n${text}`,
    );
  }
}

/**
 * Fails unless every element of `locator` is hidden, or becomes hidden within the visibility
 * timeout: React may remove a panel a frame after the notification that announced it.
 */
export async function expectNotVisible(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.filter({ visible: true }).count(), {
      message: `${locator} should not be visible on ${locator.page().url()}`,
      timeout: VISIBLE_TIMEOUT_MS,
    })
    .toBe(0);
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const path = join(screenshotDir, `${name}.png`);
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

// ---------------------------------------------------------------------------------------------
// Per-file lifecycle

export interface BrowserSession {
  /** The file's browser (available inside tests and hooks). */
  readonly browser: Browser;
  /** A new context for `device`; closed automatically after the current test. */
  context(device: Device, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A new context + page at `path` (network idle); closed automatically after the current test. */
  open(path: string, device: Device): Promise<Page>;
}

/**
 * Registers beforeAll/afterEach/afterAll hooks in the calling test file: one Chromium for the
 * file, contexts closed after each test, and a screenshot of every open page when a test fails
 * (e2e/output/failures/).
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    if (task.result?.state === 'fail') await captureFailure(task.name, open);
    await Promise.all(open.map((context) => context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error('The browser is not running (use it inside tests or hooks).');
      return browser;
    },
    async context(device, options) {
      const context = await newContext(session.browser, device, options);
      contexts.push(context);
      return context;
    },
    async open(path, device) {
      return openPage(await session.context(device), path);
    },
  };
  return session;
}

async function captureFailure(testName: string, contexts: BrowserContext[]): Promise<void> {
  await mkdir(failureDir, { recursive: true });
  const slug = testName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map(async (page, index) => {
      const path = join(failureDir, `${slug}-${index + 1}.png`);
      await page.screenshot({ path, fullPage: true, timeout: 5_000 }).catch(() => undefined);
      const problems = problemsByPage.get(page);
      console.error(`e2e: failure screenshot ${path} (${page.url()})`, problems ?? '');
    }),
  );
}

/**
 * Browser-side statements that end the page's finite animations at their last frame (finish()
 * jumps to the frame a wait would reach): a screen fading in is judged (axe's contrast) at its own
 * colours, not half-transparent. Endless ones (spinners) are left running.
 */
export const FINISH_ANIMATIONS = `for (const animation of document.getAnimations())
  if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();`;

/** Ends the page's finite animations now (FINISH_ANIMATIONS). */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(`(() => { ${FINISH_ANIMATIONS} })()`);
}
