// The admin area as an admin meets it (spec §2 "Admin routes", §4, §5, §8), on a phone
// (390×844) and a desktop (1280×800): the dashboard's counters and charts, users (search, block
// with the confirmation, unblock without, edit, the admin role), a plan's price changed and shown
// on the landing's pricing, the app settings saved with the secrets masked afterwards and the
// setup status following, and the subscriptions, pages and coloured pages lists.
//
// Every journey shares one server: what this one changes for everybody (the starter plan, the
// tagline, the webhook secret, a blocked page) is put back, and it acts on its own users.
import type { Page as BrowserPage } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { firstAdmin } from '../support/admin';
import { type Account, apiCall, createPageViaApi, signUpViaApi, unique } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectNotVisible,
  expectPathname,
  expectVisible,
  newContext,
  screenshot,
  seedToken,
  useBrowser,
} from '../support/browser';

const app = useBrowser();
const baseURL = inject('baseURL');

const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };
const DEVICES: Device[] = ['phone', 'desktop'];

type Plan = {
  id: number;
  name: string;
  title: string;
  description: string;
  price: number;
  paid: boolean;
  stripe_price_id: string | null;
  public_page_limit: number;
  page_creation_limit: number;
};
type Setting = { name: string; value: string };

let admin: Account;
let uma: Account;
let cole: Account;
let umaId: number;
let pageId: number;

/** A context signed in as `account` (the auth state of spec §3 in local storage). */
async function openAs(account: Account, path: string, device: Device): Promise<BrowserPage> {
  const context = await app.context(device, device === 'desktop' ? DESKTOP_VIEWPORT : {});
  await seedToken(context, account.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** Saves a colouring of `id` the way the colouring screen does: upload the image, then upsert. */
async function colorViaApi(token: string, id: number): Promise<void> {
  const page = await apiCall<{ illustration: string }>('GET', `/pages/${id}/read`, token);
  const image = await (await fetch(new URL(page.illustration, baseURL))).arrayBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/png' }), 'image.png');
  const { url } = await apiCall<{ url: string }>('POST', '/storage/upload', token, form);
  await apiCall('PATCH', '/coloreds/upsert', token, { pageId: id, photo: url });
}

/** Subscribes to a paid plan through the test-payments provider, as /checkout and /payment do. */
async function subscribeViaApi(token: string, plan: string): Promise<void> {
  const { url } = await apiCall<{ url: string }>('POST', '/stripe/checkout', token, { plan });
  const id = new URL(url, baseURL).searchParams.get('id');
  await apiCall('POST', '/payments/test/complete', token, { id, outcome: 'paid' });
  await apiCall('POST', '/payments/confirm', token, { provider: 'test', id });
}

const planBody = (plan: Plan) => ({
  name: plan.name,
  title: plan.title,
  description: plan.description,
  price: plan.price,
  publicPageLimit: plan.public_page_limit,
  pageCreationLimit: plan.page_creation_limit,
  ...(plan.paid ? { stripePriceId: plan.stripe_price_id ?? '' } : {}),
});

beforeAll(async () => {
  const context = await newContext(app.browser, 'desktop', DESKTOP_VIEWPORT);
  try {
    admin = (await firstAdmin(await context.newPage())).account;
  } finally {
    await context.close();
  }
  [uma, cole] = await Promise.all([signUpViaApi('Uma Admintest'), signUpViaApi('Cole Colourist')]);
  umaId = (await apiCall<{ id: number }>('GET', '/users/read', uma.token)).id;
  pageId = await createPageViaApi(uma.token, 'a fox reading under a tree');
  await colorViaApi(cole.token, pageId);
  await subscribeViaApi(cole.token, 'starter');
});

describe('the admin area', () => {
  test.each(DEVICES)('dashboard shows the counters and the monthly charts on %s', async (device) => {
    const page = await openAs(admin, '/admin', device);
    await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'This week' }));
    await expectVisible(page.getByRole('heading', { name: 'All time' }));
    // At least this journey's two users and page exist, in compact numbers.
    const users = page.getByTestId('counter-users').last();
    await expectVisible(users);
    expect(Number((await users.textContent())?.replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(2);
    await expectVisible(page.getByTestId('counter-pages').first());
    await expectVisible(page.getByRole('heading', { name: 'Monthly performance' }));
    for (const chart of ['users', 'pages', 'coloreds', 'subscriptions']) {
      await expectVisible(page.getByTestId(`chart-${chart}`).locator('svg').first());
    }
    const box = await page.getByTestId('chart-users').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    expect(box?.height).toBeGreaterThanOrEqual(135);
    await expectVisible(page.getByText('Revenue'));
    await screenshot(page, `admin-dashboard-${device}`);
    expectNoProblems(page);
  });

  test('users: search, block after the confirmation, unblock without one', async () => {
    const page = await openAs(admin, '/admin/users', 'desktop');
    await expectVisible(page.getByRole('heading', { name: 'Users', level: 1 }));
    await page.getByLabel('Search users').fill(uma.email);
    await expectPathname(page, '/admin/users');
    const row = page.getByRole('row').filter({ hasText: uma.email });
    await expectVisible(row);
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and Uma
    await screenshot(page, 'admin-users-search-desktop');

    await row.getByRole('button', { name: `Block ${uma.name}` }).click();
    await expectVisible(page.getByText('Are you sure to block the user?'));
    await page.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectVisible(row.getByText('Blocked', { exact: true }));
    expect((await apiCall<{ blocked: boolean }>('GET', `/users/${umaId}/read`, admin.token)).blocked).toBe(
      true,
    );

    await row.getByRole('button', { name: `Unblock ${uma.name}` }).click();
    await expectVisible(row.getByText('Active', { exact: true }));
    await expectNotVisible(page.getByText('Are you sure to block the user?'));
    expect((await apiCall<{ blocked: boolean }>('GET', `/users/${umaId}/read`, admin.token)).blocked).toBe(
      false,
    );
    expectNoProblems(page);
  });

  test('users on a phone are cards, found by the search in the address', async () => {
    const page = await openAs(admin, `/admin/users?search=${encodeURIComponent(cole.email)}`, 'phone');
    await expectVisible(page.getByText(cole.email));
    await expectVisible(page.getByRole('link', { name: `Edit ${cole.name}` }));
    await screenshot(page, 'admin-users-phone');
    await page.goto('/admin/users', { waitUntil: 'networkidle' });
    await screenshot(page, 'admin-users-all-phone');
    expectNoProblems(page);
  });

  test('edit a user, give and take the admin role; bad ids go back to the list', async () => {
    const page = await openAs(admin, `/admin/users?search=${encodeURIComponent(uma.email)}`, 'desktop');
    await page.getByRole('link', { name: `Edit ${uma.name}` }).click();
    await expectPathname(page, `/admin/users/${umaId}/edit`);
    await expectVisible(page.getByRole('heading', { name: 'Edit user' }));
    await page.getByLabel('Name').fill('Uma Edited');
    await page.getByRole('button', { name: 'Update user' }).click();
    await expectVisible(page.getByText('User has been updated'));
    expect((await apiCall<{ name: string }>('GET', `/users/${umaId}/read`, admin.token)).name).toBe(
      'Uma Edited',
    );

    await page.getByRole('button', { name: 'Make admin' }).click();
    await expectVisible(page.getByText('Are you sure to make the user an admin?'));
    await page.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectVisible(page.getByRole('button', { name: 'Remove admin' }));
    expect((await apiCall<{ admin: boolean }>('GET', `/users/${umaId}/read`, admin.token)).admin).toBe(true);
    await screenshot(page, 'admin-user-edit-desktop');

    await page.getByRole('button', { name: 'Remove admin' }).click();
    await page.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectVisible(page.getByRole('button', { name: 'Make admin' }));
    expect((await apiCall<{ admin: boolean }>('GET', `/users/${umaId}/read`, admin.token)).admin).toBe(false);

    // An admin's own page has no role button.
    const self = await apiCall<{ id: number }>('GET', '/users/read', admin.token);
    await page.goto(`/admin/users/${self.id}/edit`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('button', { name: 'Update user' }));
    await expectNotVisible(page.getByRole('button', { name: /admin$/ }));

    for (const bad of ['abc', '0', '99999999']) {
      await page.goto(`/admin/users/${bad}/edit`, { waitUntil: 'networkidle' });
      await expectPathname(page, '/admin/users');
    }
    expectNoProblems(page, [/\/api\/users\/99999999\/read: HTTP 404/, /status of 404 \(Not Found\)/]);
  });

  test('create a user, who is then found in the list', async () => {
    const page = await openAs(admin, '/admin/users', 'desktop');
    await page.getByRole('link', { name: 'Create user' }).click();
    await expectPathname(page, '/admin/users/create');
    const email = unique('created-by-admin');
    await page.getByLabel('Name').fill('Nia Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expectVisible(page.getByText('User has been created'));
    await expectPathname(page, '/admin/users');
    await expectVisible(page.getByRole('row').filter({ hasText: email }));
    expectNoProblems(page);
  });

  test.each(DEVICES)('the user screens look finished on %s', async (device) => {
    const page = await openAs(admin, `/admin/users/${umaId}/edit`, device);
    await expectVisible(page.getByRole('heading', { name: 'Edit user' }));
    await screenshot(page, `admin-user-edit-${device}`);
    await page.goto('/admin/users/create', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Create user' }));
    await screenshot(page, `admin-user-create-${device}`);
    expectNoProblems(page);
  });

  test('a plan edited here shows its new price on the landing', async () => {
    const plans = await apiCall<Plan[]>('GET', '/plans/list', '');
    const starter = plans.find((plan) => plan.name === 'starter');
    if (!starter) throw new Error('No starter plan');
    try {
      const page = await openAs(admin, '/admin/plans', 'desktop');
      await expectVisible(page.getByRole('heading', { name: 'Plans', level: 1 }));
      await screenshot(page, 'admin-plans-desktop');
      await page.getByRole('link', { name: `Edit ${starter.title}` }).click();
      await expectPathname(page, `/admin/plans/${starter.id}/edit`);
      await expectVisible(page.getByLabel('Stripe price ID'));

      // A price with three decimals is refused at the field; a valid one is saved as a number.
      await page.getByLabel('Price', { exact: true }).fill('12.345');
      await page.getByRole('button', { name: 'Update plan' }).click();
      await expectVisible(page.getByText('Price must be an amount in dollars, like 9 or 9.99'));
      await page.getByLabel('Price', { exact: true }).fill('12.50');
      await page.getByRole('button', { name: 'Update plan' }).click();
      await expectVisible(page.getByText('Plan has been updated'));
      await expectPathname(page, '/admin/plans');
      const saved = (await apiCall<Plan>('GET', `/plans/${starter.id}/read`, '')).price;
      expect(saved).toBe(12.5);

      // The free plan's form has neither a price nor a Stripe price ID.
      const free = plans.find((plan) => !plan.paid);
      if (free) {
        await page.goto(`/admin/plans/${free.id}/edit`, { waitUntil: 'networkidle' });
        await expectVisible(page.getByLabel('Limit on public pages'));
        await expectNotVisible(page.getByLabel('Stripe price ID'));
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expectPathname(page, '/admin/plans');
      }
      await page.goto('/admin/plans/nope/edit', { waitUntil: 'networkidle' });
      await expectPathname(page, '/admin/plans');
      expectNoProblems(page);

      const visitor = await (await app.context('desktop', DESKTOP_VIEWPORT)).newPage();
      await visitor.goto('/#pricing', { waitUntil: 'networkidle' });
      await expectVisible(
        visitor.getByRole('article', { name: `${starter.title} plan` }).getByText('$12.50'),
      );
    } finally {
      await apiCall('POST', `/plans/${starter.id}/update`, admin.token, planBody(starter));
    }
  });

  test.each(DEVICES)('the plan screens look finished on %s', async (device) => {
    const page = await openAs(admin, '/admin/plans', device);
    await expectVisible(page.getByRole('link', { name: /^Edit / }));
    await screenshot(page, `admin-plans-${device}`);
    await page.getByRole('link', { name: /^Edit Starter/ }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit plan' }));
    await screenshot(page, `admin-plan-edit-${device}`);
    expectNoProblems(page);
  });

  test('app settings are saved, secrets masked afterwards, and the setup status follows', async () => {
    const before = await apiCall<Setting[]>('GET', '/settings/list', admin.token);
    const tagline = before.find((setting) => setting.name === 'tagline')?.value ?? '';
    const webhookWasSet = before.some((setting) => setting.name === 'stripe_webhook_secret' && setting.value);
    try {
      const page = await openAs(admin, '/admin/account', 'desktop');
      await expectVisible(page.getByRole('heading', { name: 'App setup status' }));
      await expectVisible(page.getByRole('heading', { name: 'Admin account' }));
      const webhook = page.getByTestId('status-stripeWebhook');
      await expect.poll(() => webhook.getAttribute('data-configured')).toBe(String(webhookWasSet));
      await expectVisible(page.getByRole('link', { name: 'Get an API key' }));
      expect(await page.getByRole('link', { name: 'Get an API key' }).getAttribute('href')).toBe(
        'https://platform.openai.com/api-keys',
      );

      const secret = 'whsec_e2e_journey_secret_7Q2x';
      await page.getByLabel('Tagline').fill('Colour pages for everyone');
      await page.getByLabel('Stripe webhook secret').fill(secret);
      await page.getByRole('button', { name: 'Update app settings' }).click();
      await expectVisible(page.getByText('App settings have been updated'));

      // The secret field is empty again, its placeholder the masked new value; the status follows.
      const field = page.getByLabel('Stripe webhook secret');
      await expect.poll(() => field.getAttribute('placeholder')).toBe('••••••••7Q2x');
      expect(await field.inputValue()).toBe('');
      await expect.poll(() => webhook.getAttribute('data-configured')).toBe('true');
      await expectVisible(page.getByText('updated the setting').first());

      // Read again from the server: still masked, never the value.
      await page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByLabel('Stripe webhook secret').getAttribute('placeholder'))
        .toBe('••••••••7Q2x');
      expect(await page.content()).not.toContain(secret);
      expect(await page.getByLabel('Tagline').inputValue()).toBe('Colour pages for everyone');
      await screenshot(page, 'admin-account-desktop');
      expectNoProblems(page);
    } finally {
      await apiCall('PATCH', '/settings/tagline/update', admin.token, { value: tagline });
      if (!webhookWasSet)
        await apiCall('PATCH', '/settings/stripe_webhook_secret/update', admin.token, { value: '' });
    }
  });

  test('the account screen looks finished on a phone', async () => {
    const page = await openAs(admin, '/admin/account', 'phone');
    await expectVisible(page.getByRole('button', { name: 'Update app settings' }));
    await expectVisible(page.getByRole('heading', { name: 'Recent admin activity' }));
    await screenshot(page, 'admin-account-phone');
    expectNoProblems(page);
  });

  test.each(DEVICES)('subscriptions, pages and coloured pages load on %s', async (device) => {
    const page = await openAs(admin, '/admin/subscriptions', device);
    await expectVisible(page.getByRole('heading', { name: 'Subscriptions', level: 1 }));
    await expectVisible(page.getByText(cole.email));
    await screenshot(page, `admin-subscriptions-${device}`);

    await page.goto('/admin/pages/colored', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Colored pages', level: 1 }));
    await expectVisible(page.getByTestId('colored-card').filter({ hasText: cole.name }));
    await screenshot(page, `admin-colored-pages-${device}`);

    await page.goto('/admin/pages', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'Pages', level: 1 }));
    const card = page.locator(`[data-page-id="${pageId}"]`);
    await expectVisible(card);
    // Admins do not open pages to colour.
    await expectNotVisible(card.getByRole('link'));
    await screenshot(page, `admin-pages-${device}`);
    expectNoProblems(page);
  });

  test('blocked pages stay in the admin list, marked', async () => {
    await apiCall('PATCH', `/pages/${pageId}/blocked/toggle`, admin.token);
    try {
      const page = await openAs(admin, '/admin/pages', 'desktop');
      const card = page.locator(`[data-page-id="${pageId}"]`);
      await expectVisible(card.getByText('Blocked', { exact: true }));
      await card.getByRole('button', { name: 'Unblock page' }).click();
      await expectNotVisible(card.getByText('Blocked', { exact: true }));
      await expectNotVisible(page.getByText('Are you sure to block the page?'));
      expectNoProblems(page);
    } finally {
      const page = await apiCall<{ blocked: boolean }>('GET', `/pages/${pageId}/read`, admin.token);
      if (page.blocked) await apiCall('PATCH', `/pages/${pageId}/blocked/toggle`, admin.token);
    }
  });
});
