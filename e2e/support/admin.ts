// The first admin of the journeys' shared server. The server makes it once, from the one-time
// setup link it logs at start-up (DESIGN §5). Vitest chooses the order of the journey files, so
// whichever journey needs an admin first creates it through the setup screen, as a person would,
// and records who it is in DATA_DIR; later journeys sign in as that admin by the emailed code.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type Account, apiCall, unique } from './api';
import { expectPathname, expectVisible, VISIBLE_TIMEOUT_MS } from './browser';
import { oneTimeCode, waitForMail } from './mail';

export const FIRST_ADMIN_NAME = 'Ada Admin';

const recordPath = () => join(inject('dataDir'), 'e2e-first-admin.json');

async function recordedAdmin(): Promise<{ name: string; email: string } | null> {
  try {
    return JSON.parse(await readFile(recordPath(), 'utf8')) as { name: string; email: string };
  } catch {
    return null;
  }
}

/** The setup token of the link this run's server logged at start-up (its PUBLIC_URL is baseURL). */
export async function setupToken(): Promise<string> {
  const log = await readFile(inject('serverLogPath'), 'utf8');
  const link = `${inject('baseURL')}/admin/create?setup=`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const token = new RegExp(`${link}([\\w-]+)`).exec(log)?.[1];
  if (!token) throw new Error(`The server log has no ${inject('baseURL')}/admin/create?setup=… link.`);
  return token;
}

/** Signs in through the API with the emailed code, as the sign-in screen does. */
export async function signInViaApi(name: string, email: string): Promise<Account> {
  const sentAfter = Date.now();
  const { token } = await apiCall<{ token: string }>('POST', '/users/sign-in', '', { email });
  const otp = oneTimeCode(await waitForMail(email, sentAfter));
  const { authToken } = await apiCall<{ authToken: string }>('POST', '/users/verify', '', { token, otp });
  return { name, email, token: authToken };
}

/**
 * Creates the first admin on the setup screen in `page` (which ends signed in at /admin) and
 * records them. Fails if an admin exists already.
 */
async function createThroughSetupScreen(page: Page): Promise<Account> {
  const status = await apiCall<{ setup_required: boolean }>('GET', '/users/admin/status', '');
  expect(status.setup_required, 'no admin exists yet on a fresh server').toBe(true);
  await page.goto(`/admin/create?setup=${await setupToken()}`, { waitUntil: 'networkidle' });
  await expectVisible(page.getByRole('heading', { name: 'Create the admin account' }));
  const email = unique('admin');
  await page.getByLabel('Name').fill(FIRST_ADMIN_NAME);
  await page.getByLabel('Email').fill(email);
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Create admin' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/verify/'), {
    timeout: VISIBLE_TIMEOUT_MS,
    waitUntil: 'commit',
  });
  await page.getByLabel('Code').fill(oneTimeCode(await waitForMail(email, sentAfter)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectPathname(page, '/admin');
  await writeFile(recordPath(), JSON.stringify({ name: FIRST_ADMIN_NAME, email }));
  const auth = (await page.evaluate("JSON.parse(localStorage.getItem('auth') ?? 'null')")) as {
    token?: string;
  } | null;
  if (!auth?.token) throw new Error('The new admin was not signed in.');
  return { name: FIRST_ADMIN_NAME, email, token: auth.token };
}

/**
 * The first admin: created on the setup screen in `page` when no journey has made them yet
 * (`created` true, `page` is then signed in at /admin), else signed in through the API as the
 * recorded one (`page` untouched).
 */
export async function firstAdmin(page: Page): Promise<{ account: Account; created: boolean }> {
  const recorded = await recordedAdmin();
  if (recorded) return { account: await signInViaApi(recorded.name, recorded.email), created: false };
  return { account: await createThroughSetupScreen(page), created: true };
}
