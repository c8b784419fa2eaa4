// Buying as people do it (spec §2 Buy Pages, §4 subscription, §5, §8; DESIGN §6): a
// visitor picks Starter on the landing's pricing, signs up, subscribes on /checkout through the
// test-payments provider, comes back through /payment to the success screen and can download;
// a user buys 5 pages (the balance grows by 5), cancels a test payment, cancels the subscription
// (it ends at the period's end); /payment never spins forever and explains a failure.
//
// The e2e server runs with NODE_ENV test, so the card provider is the labelled test provider.
// Codes: the two landing journeys sign up through the screens, the others through the API.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import {
  type Account,
  apiCall,
  createPageViaApi,
  signUpViaApi,
  subscribeViaApi,
  testCheckoutViaApi,
  unique,
} from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectNotVisible,
  expectPathname,
  expectVisible,
  screenshot,
  seedToken,
  useBrowser,
  VISIBLE_TIMEOUT_MS,
} from '../support/browser';
import { oneTimeCode, waitForMail } from '../support/mail';

const app = useBrowser();
const _baseURL = inject('baseURL');
const DEVICES: Device[] = ['phone', 'desktop'];
/** The brief's desktop size (the support default is wider). */
const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };
const TEST_LABEL = 'Test payment — no real money moves';
const CANCELED_MESSAGE = 'Your active subscription plan has been canceled';

type Options = { page_price: number; card: string | null };
type Plan = { name: string; title: string; price: number };
type Credits = { credits: number; public_page: number };

const contextFor = (device: Device): Promise<BrowserContext> =>
  app.context(device, device === 'desktop' ? DESKTOP_VIEWPORT : {});

/** A context already signed in as `account` (the auth state of spec §3 in local storage). */
async function openAs(account: Account, path: string, device: Device): Promise<Page> {
  const context = await contextFor(device);
  await seedToken(context, account.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

const creditsOf = async (account: Account) =>
  (await apiCall<Credits>('GET', '/credits/read', account.token)).credits;
const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const notification = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** Counts the page's POSTs to `path` (e.g. checkouts started, confirmations asked). */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`) count++;
  });
  return () => count;
}

describe('buying a plan from the landing', () => {
  test.each(DEVICES)(
    'a visitor chooses Starter, signs up, pays on the test checkout and can download on %s',
    async (device) => {
      const context = await contextFor(device);
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'networkidle' });
      const plans = await apiCall<Plan[]>('GET', '/plans/paid/list', '');
      const starter = plans.find((plan) => plan.name === 'starter');
      if (!starter) throw new Error('The starter plan is not seeded');

      // Pricing: 'Choose Starter' signs up with the plan.
      await page.getByRole('link', { name: 'Choose Starter' }).click();
      await expectPathname(page, '/sign-up');
      expect(new URL(page.url()).search).toBe('?plan=starter');
      const email = unique(`billing-${device}`);
      await page.getByLabel('Name').fill(device === 'phone' ? 'Penny Plan' : 'Desmond Plan');
      await page.getByLabel('Email').fill(email);
      const sentAfter = Date.now();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/verify/'), { timeout: VISIBLE_TIMEOUT_MS });
      await page.getByLabel('Code').fill(oneTimeCode(await waitForMail(email, sentAfter)));
      await page.getByRole('button', { name: 'Verify' }).click();

      // Verified, the chosen plan comes first on /checkout, clearly in test mode.
      await expectPathname(page, '/checkout');
      expect(new URL(page.url()).search).toBe('?plan=starter');
      await expectVisible(page.getByRole('heading', { name: 'Buy pages' }));
      await expectVisible(page.getByText('Test payments: no real money moves'));
      await expectVisible(page.getByRole('heading', { name: 'Your chosen plan: Starter' }));
      const cards = page.getByRole('article');
      expect(await cards.first().getAttribute('aria-label')).toBe('Starter plan');
      await expectVisible(cards.first().getByText('Recommended'));
      await expectVisible(page.getByRole('article', { name: 'Advanced plan' }).getByText(/% off$/));
      await screenshot(page, `billing-checkout-plan-${device}`);

      await page
        .getByRole('article', { name: 'Starter plan' })
        .getByRole('button', { name: 'Subscribe' })
        .click();
      await expectPathname(page, '/payment/test');
      await expectVisible(page.getByText(TEST_LABEL));
      await expectVisible(page.getByText('Starter plan, first month'));
      expect(await page.getByTestId('test-payment-amount').textContent()).toBe(dollars(starter.price));
      await screenshot(page, `billing-test-payment-plan-${device}`);

      // Pay → /payment confirms → the success screen with the plan.
      await button(page, 'Pay').click();
      await expectPathname(page, '/account/pay/success', 20_000);
      await expectVisible(notification(page, 'Welcome to Starter! Your plan is active'));
      await expectVisible(page.getByRole('heading', { name: 'Welcome to Starter!' }));
      // The plan tile names the plan just bought too, never the one before (issue 36).
      expect(await page.getByTestId('success-plan').textContent()).toBe('Starter');
      expect(await page.locator('main').getByText('Free', { exact: true }).count()).toBe(0);
      await screenshot(page, `billing-success-plan-${device}`);

      await page.goto('/account', { waitUntil: 'networkidle' });
      await expectVisible(page.getByTestId('account-plan').getByText('Starter'));
      await expectVisible(page.getByTestId('subscription-period').getByText(/^Renews on /));
      await expectVisible(button(page, 'Cancel subscription'));
      await expectNotVisible(page.getByRole('link', { name: 'Upgrade' }));
      await screenshot(page, `billing-account-subscribed-${device}`);

      // The paid plan unlocks download on the colouring screen.
      const token = await page.evaluate<string>("JSON.parse(localStorage.getItem('auth')).token");
      const pageId = await createPageViaApi(token, 'a kite over the hills');
      await page.goto(`/pages/${pageId}/color`, { waitUntil: 'networkidle' });
      await page
        .locator('[data-testid="coloring-screen"][data-ready="true"]')
        .waitFor({ timeout: VISIBLE_TIMEOUT_MS });
      const downloading = page.waitForEvent('download');
      await button(page, 'Download').click();
      expect((await downloading).suggestedFilename()).toMatch(
        new RegExp(`^colored-page-${pageId}-.*\\.png$`),
      );

      // Signed in, the landing's 'Choose …' goes straight to /checkout with the plan.
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Choose Advanced' }).click();
      await expectPathname(page, '/checkout');
      expect(new URL(page.url()).search).toBe('?plan=advanced');
      await expectVisible(page.getByRole('heading', { name: 'Your chosen plan: Advanced' }));
      // The plan the user has is marked and cannot be bought again.
      const current = page.getByRole('article', { name: 'Starter plan' });
      await expectVisible(current.getByText('Your plan'));
      expect(await current.getByRole('button', { name: 'Current plan' }).isDisabled()).toBe(true);
      expectNoProblems(page);
    },
  );
});

describe('page packs', () => {
  test.each(DEVICES)('buys 5 pages and the available credits grow by 5 on %s', async (device) => {
    const buyer = await signUpViaApi(device === 'phone' ? 'Pat Pages' : 'Dot Pages');
    const options = await apiCall<Options>('GET', '/payments/options', buyer.token);
    expect(options.card).toBe('test');
    const before = await creditsOf(buyer);

    const page = await openAs(buyer, '/checkout', device);
    const checkouts = countPosts(page, '/stripe/checkout');
    const proceed = button(page, 'Proceed to payment');
    const pages = page.getByLabel('Number of pages');
    await expectVisible(page.getByRole('heading', { name: 'Buy a page pack' }));
    // Disabled until a number is filled in and the terms are ticked (spec §5).
    expect(await proceed.isDisabled()).toBe(true);
    await pages.fill('5');
    expect(await page.getByTestId('checkout-price').textContent()).toBe(dollars(5 * options.page_price));
    expect(await proceed.isDisabled()).toBe(true);
    const terms = page.getByLabel('I agree to the Terms of Service');
    await terms.check();
    expect(await proceed.isEnabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Terms of Service' }).first().getAttribute('href')).toBe(
      '/terms',
    );

    // Non-numeric or zero aborts silently: no checkout starts, the screen stays.
    for (const amount of ['abc', '0']) {
      await pages.fill(amount);
      await proceed.click();
      // (The notification area's empty live region is always there: only a message counts.)
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    }
    expect(checkouts()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await pages.fill('5');
    await screenshot(page, `billing-checkout-pages-${device}`);

    await proceed.click();
    await expectPathname(page, '/payment/test');
    await expectVisible(page.getByText(TEST_LABEL));
    await expectVisible(page.getByText('5 pages', { exact: true }));
    expect(await page.getByTestId('test-payment-amount').textContent()).toBe(dollars(5 * options.page_price));
    expect(checkouts()).toBe(1);
    await screenshot(page, `billing-test-payment-pages-${device}`);

    await button(page, 'Pay').click();
    await expectPathname(page, '/account/pay/success', 20_000);
    await expectVisible(notification(page, '5 pages have been added to your credits'));
    await expectVisible(page.getByRole('heading', { name: '5 pages added' }));
    await expect.poll(() => page.getByTestId('available-credits').textContent()).toBe(String(before + 5));
    await screenshot(page, `billing-success-pages-${device}`);
    expect(await creditsOf(buyer)).toBe(before + 5);

    await page.getByRole('main').getByRole('link', { name: 'My pages' }).click();
    await expectPathname(page, '/pages');
    await page.goto('/account', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('available-credits').textContent()).toBe(String(before + 5));
    // Still on the free plan: an upgrade is offered, nothing to cancel.
    await expectVisible(page.getByRole('link', { name: 'Upgrade' }));
    await expectNotVisible(button(page, 'Cancel subscription'));
    await screenshot(page, `billing-account-free-${device}`);
    expectNoProblems(page);
  });

  test('canceling on the test checkout goes back to checkout and buys nothing', async () => {
    const buyer = await signUpViaApi('Cass Cancel');
    const before = await creditsOf(buyer);
    const page = await openAs(buyer, '/checkout', 'phone');
    await page.getByLabel('Number of pages').fill('3');
    await page.getByLabel('I agree to the Terms of Service').check();
    await button(page, 'Proceed to payment').click();
    await expectPathname(page, '/payment/test');
    await button(page, 'Cancel').click();
    await expectPathname(page, '/checkout');
    await expectVisible(notification(page, 'Payment canceled'));
    // The flag is dropped from the address, so a reload does not say it again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectVisible(page.getByRole('heading', { name: 'Buy a page pack' }));
    await screenshot(page, 'billing-checkout-canceled-phone', false);
    expect(await creditsOf(buyer)).toBe(before);
    expectNoProblems(page);
  });
});

describe('the subscription on the account', () => {
  test.each(DEVICES)(
    'cancels the subscription, which then ends at the end of the period, on %s',
    async (device) => {
      const member = await signUpViaApi(device === 'phone' ? 'Stella Sub' : 'Derek Sub');
      await subscribeViaApi(member.token, 'starter');
      const page = await openAs(member, '/account', device);
      await expectVisible(page.getByTestId('subscription-period').getByText(/^Renews on /));

      await button(page, 'Cancel subscription').click();
      await expectVisible(page.getByText('Are you sure to cancel the subscription?'));
      await screenshot(page, `billing-cancel-confirm-${device}`, false);
      await button(page, 'Yes, proceed').click();
      await expectPathname(page, '/pages/create');
      await expectVisible(page.getByRole('heading', { name: 'Create a new page' }));
      await expectVisible(notification(page, CANCELED_MESSAGE));
      await screenshot(page, `billing-canceled-${device}`, false);

      await page.goto('/account', { waitUntil: 'networkidle' });
      await expectVisible(page.getByTestId('subscription-period').getByText(/^Ends on /));
      // The plan is kept until then; there is nothing more to cancel.
      await expectVisible(page.getByTestId('account-plan').getByText('Starter'));
      await expectNotVisible(button(page, 'Cancel subscription'));
      await screenshot(page, `billing-account-ending-${device}`);
      const billing = await apiCall<{ subscription: { cancel_at_period_end: boolean } | null }>(
        'GET',
        '/billing/read',
        member.token,
      );
      expect(billing.subscription?.cancel_at_period_end).toBe(true);
      expectNoProblems(page);
    },
  );
});

describe('coming back to /payment', () => {
  test('a payment still pending after 30 s is explained and no longer asked about', async () => {
    const waiter = await signUpViaApi('Wanda Wait');
    const before = await creditsOf(waiter);
    // A test checkout nobody pays: the provider answers "pending" for ever.
    const id = await testCheckoutViaApi(waiter.token, { amount: 2 });
    const path = `/payment?provider=test&id=${id}`;
    const screens = await Promise.all(
      DEVICES.map(async (device) => {
        const page = await openAs(waiter, path, device);
        return { device, page, confirms: countPosts(page, '/payments/confirm') };
      }),
    );
    for (const { device, page } of screens) {
      await expectVisible(page.getByRole('heading', { name: 'Confirming your payment' }));
      await screenshot(page, `billing-payment-confirming-${device}`);
    }
    await Promise.all(
      screens.map(({ page }) =>
        expectVisible(page.getByRole('heading', { name: 'Your payment is still being processed' }), 40_000),
      ),
    );
    for (const { device, page, confirms } of screens) {
      await expectVisible(page.getByRole('link', { name: 'Go to my account' }));
      await expectVisible(page.getByRole('link', { name: 'Back to checkout' }));
      await screenshot(page, `billing-payment-slow-${device}`);
      const asked = confirms();
      // Asked every 2 s for 30 s, then no more.
      expect(asked).toBeGreaterThanOrEqual(10);
      await page.waitForTimeout(2_500);
      expect(confirms()).toBe(asked);
      expectNoProblems(page);
    }
    expect(await creditsOf(waiter)).toBe(before);
  }, 90_000);

  test.each(DEVICES)(
    'a return without a payment, or an unknown one, ends on the error screen on %s',
    async (device) => {
      const lost = await signUpViaApi(device === 'phone' ? 'Lola Lost' : 'Dirk Lost');
      const page = await openAs(lost, '/payment', device);
      await expectPathname(page, '/account/pay/error');
      await expectVisible(page.getByRole('heading', { name: 'The payment did not go through' }));
      await screenshot(page, `billing-pay-error-${device}`);

      // The server's reason is shown with the explanation.
      await page.goto('/payment?provider=test&id=test_unknown', { waitUntil: 'networkidle' });
      await expectPathname(page, '/account/pay/error');
      await expectVisible(page.getByText('We could not find this payment.'));
      await page.getByRole('link', { name: 'Back to checkout' }).click();
      await expectPathname(page, '/checkout');
      expectNoProblems(page, [/\/api\/payments\/confirm: HTTP 404/, /status of 404 \(Not Found\)/]);
    },
  );
});
