import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalances, payments, subscriptions } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createPaymentsHarness, type PaymentsHarness } from '../../test/payments-harness';

// Test payments (no Stripe key, outside production) and VirtPay, both against real servers:
// the app listens on a port and the VirtPay stand-in calls it back.
let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness({ stripe: false });
});
afterAll(() => h?.close());

const testIdOf = (url: string) => new URL(url, 'http://x').searchParams.get('id') as string;
const planOf = async (who: UserWithSession) => (await h.get(who, '/api/users/read')).body.plan;

const buyWithTestPayment = async (who: UserWithSession, body: { amount: number } | { plan: string }) => {
  const start = await h.post(who, '/api/stripe/checkout', body);
  expect(start.status).toBe(200);
  expect(start.body.url).toMatch(/^\/payment\/test\?id=test_/);
  const id = testIdOf(start.body.url);
  expect((await h.post(who, '/api/payments/test/complete', { id, outcome: 'paid' })).body).toEqual({
    status: 'paid',
  });
  return id;
};

describe('payment options', () => {
  it('offers test card payments and VirtPay tokens with their prices', async () => {
    const user = await createUserWithSession(h.db);
    const res = await h.get(user, '/api/payments/options');
    expect(res.body).toEqual({ card: 'test', virtpay: true, page_price: 0.5, token_price_eur: 0.8 });
    expect((await h.get(null, '/api/payments/options')).status).toBe(401);
  });
});

describe('test payments (outside production)', () => {
  it('shows what is bought, then grants the pages once when paid and confirmed', async () => {
    const user = await createUserWithSession(h.db);
    const start = await h.post(user, '/api/stripe/checkout', { amount: 5 });
    const id = testIdOf(start.body.url);
    expect((await h.get(user, `/api/payments/test/${id}`)).body).toEqual({
      id,
      kind: 'pages',
      pages: 5,
      plan: null,
      amount: 2.5,
      status: 'pending',
    });
    expect((await h.post(user, '/api/payments/confirm', { provider: 'test', id })).body.status).toBe(
      'pending',
    );
    await h.post(user, '/api/payments/test/complete', { id, outcome: 'paid' });
    await h.post(user, '/api/payments/test/complete', { id, outcome: 'paid' });
    for (let i = 0; i < 3; i++) {
      const res = await h.post(user, '/api/payments/confirm', { provider: 'test', id });
      expect(res.body).toEqual({ status: 'paid', kind: 'pages', pages: 5, plan: null });
    }
    expect((await h.credits(user)).credits).toBe(3 + 5);
  });

  it('a cancelled test checkout grants nothing and cannot be paid afterwards', async () => {
    const user = await createUserWithSession(h.db);
    const id = testIdOf((await h.post(user, '/api/stripe/checkout', { amount: 4 })).body.url);
    expect((await h.post(user, '/api/payments/test/complete', { id, outcome: 'canceled' })).body).toEqual({
      status: 'canceled',
    });
    expect((await h.post(user, '/api/payments/test/complete', { id, outcome: 'paid' })).body).toEqual({
      status: 'canceled',
    });
    expect((await h.post(user, '/api/payments/confirm', { provider: 'test', id })).body.status).toBe(
      'canceled',
    );
    expect((await h.credits(user)).credits).toBe(3);
  });

  it('keeps other users away from a test payment', async () => {
    const buyer = await createUserWithSession(h.db);
    const other = await createUserWithSession(h.db);
    const id = testIdOf((await h.post(buyer, '/api/stripe/checkout', { amount: 2 })).body.url);
    expect((await h.get(other, `/api/payments/test/${id}`)).status).toBe(404);
    expect((await h.post(other, '/api/payments/test/complete', { id })).status).toBe(404);
    expect((await h.post(other, '/api/payments/confirm', { provider: 'test', id })).status).toBe(404);
    expect((await h.credits(other)).credits).toBe(3);
  });

  it('subscribes, replaces the plan on a change, and cancels at period end back to free', async () => {
    const user = await createUserWithSession(h.db);
    const first = await buyWithTestPayment(user, { plan: 'starter' });
    expect((await h.post(user, '/api/payments/confirm', { provider: 'test', id: first })).body).toEqual({
      status: 'paid',
      kind: 'plan',
      pages: null,
      plan: 'Starter',
    });
    expect(await planOf(user)).toEqual({ name: 'starter', title: 'Starter', paid: true });
    expect(await h.credits(user)).toEqual({ credits: 30, public_page: 50 });

    const again = await h.post(user, '/api/stripe/checkout', { plan: 'starter' });
    expect(again).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'plan: you are already on Starter.' },
    });
    const second = await buyWithTestPayment(user, { plan: 'advanced' });
    await h.post(user, '/api/payments/confirm', { provider: 'test', id: second });
    expect(await planOf(user)).toEqual({ name: 'advanced', title: 'Advanced', paid: true });
    expect(await h.credits(user)).toEqual({ credits: 100, public_page: 200 });
    const rows = await h.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'canceled']);

    expect((await h.post(user, '/api/stripe/subscription/cancel')).body).toEqual({ canceled: true });
    // A confirm replayed later must not undo the cancel.
    await h.post(user, '/api/payments/confirm', { provider: 'test', id: second });
    const billing = (await h.get(user, '/api/billing/read')).body;
    expect(billing.subscription).toMatchObject({
      cancel_at_period_end: true,
      canceled_at: expect.any(String),
    });
    expect(billing.portal).toBe(false);
    expect((await planOf(user)).name).toBe('advanced');

    // The period ends (moved into the past, as a month passing would).
    const past = new Date(Date.now() - 60_000);
    await h.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(subscriptions.userId, user.user.id));
    await h.db.update(creditBalances).set({ periodEnd: past }).where(eq(creditBalances.userId, user.user.id));
    expect(await h.credits(user)).toEqual({ credits: 3, public_page: 3 });
    expect(await planOf(user)).toEqual({ name: 'free', title: 'Free', paid: false });
  });
});

describe('VirtPay (tokens)', () => {
  const startTokens = async (who: UserWithSession, amount: number) => {
    const res = await h.post(who, '/api/virtpay/checkout', { amount });
    expect(res.status).toBe(200);
    const id = res.body.url.split('/pay/')[1] as string;
    return { id, url: res.body.url as string };
  };

  it('starts a payment with our protocol: tokens, euros, reference, return and callback addresses', async () => {
    const user = await createUserWithSession(h.db);
    const { id, url } = await startTokens(user, 3);
    expect(url).toBe(`${h.virtpay.href}/pay/${id}`);
    const sent = h.virtpay.payments.get(id)?.body;
    expect(sent).toMatchObject({
      merchant_number: 'M-1001',
      merchant_id: 'colorbook-test',
      tokens: 3,
      amount_eur: '2.40',
      callback_url: `${h.origin}/api/virtpay/callback`,
      return_url: expect.stringMatching(`^${h.origin}/payment\\?provider=virtpay&id=cb_`),
    });
    const [row] = await h.db.select().from(payments).where(eq(payments.providerRef, id));
    expect(row).toMatchObject({
      status: 'pending',
      pages: 3,
      amountCents: 240,
      currency: 'eur',
      userId: user.user.id,
    });
  });

  it('grants on the callback only once VirtPay says paid, and only once', async () => {
    const user = await createUserWithSession(h.db);
    const { id } = await startTokens(user, 6);
    expect((await h.post(null, '/api/virtpay/callback', { id })).status).toBe(200);
    expect((await h.credits(user)).credits).toBe(3);
    expect(await h.virtpay.settle(id, 'paid')).toBe(200);
    expect(await h.virtpay.settle(id, 'paid')).toBe(200);
    expect((await h.credits(user)).credits).toBe(9);
    // The user's return (by our reference) confirms without granting again.
    const reference = h.virtpay.payments.get(id)?.reference as string;
    const back = await h.post(user, '/api/payments/confirm', { provider: 'virtpay', id: reference });
    expect(back.body).toEqual({ status: 'paid', kind: 'pages', pages: 6, plan: null });
    expect((await h.credits(user)).credits).toBe(9);
  });

  it('grants nothing when what VirtPay reports does not match what we started', async () => {
    const user = await createUserWithSession(h.db);
    const { id } = await startTokens(user, 2);
    h.virtpay.tamper(id, { tokens: 200, amount_eur: '160.00' });
    await h.virtpay.settle(id, 'paid');
    expect((await h.post(user, '/api/payments/confirm', { provider: 'virtpay', id })).body.status).toBe(
      'failed',
    );
    expect((await h.credits(user)).credits).toBe(3);
  });

  it('reports a failed token payment and grants nothing', async () => {
    const user = await createUserWithSession(h.db);
    const { id } = await startTokens(user, 2);
    await h.virtpay.settle(id, 'failed');
    expect((await h.post(user, '/api/payments/confirm', { provider: 'virtpay', id })).body.status).toBe(
      'failed',
    );
    const [row] = await h.db.select().from(payments).where(eq(payments.providerRef, id));
    expect(row?.status).toBe('failed');
    expect((await h.credits(user)).credits).toBe(3);
  });

  it('answers an unknown callback id with 404, and a VirtPay outage with 502', async () => {
    expect((await h.post(null, '/api/virtpay/callback', { id: 'vp_unknown' })).status).toBe(404);
    const user = await createUserWithSession(h.db);
    h.virtpay.failNext = 1;
    const res = await h.post(user, '/api/virtpay/checkout', { amount: 2 });
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('Nothing was charged');
  });

  it('validates the number of pages', async () => {
    const user = await createUserWithSession(h.db);
    for (const amount of [0, -1, 1001, 1.5, 'ten']) {
      const res = await h.post(user, '/api/virtpay/checkout', { amount });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('amount must be a whole number');
    }
  });
});

describe('in production', () => {
  let prod: PaymentsHarness;
  beforeAll(async () => {
    prod = await createPaymentsHarness({ stripe: false, virtpay: false, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => prod?.close());

  it('never offers or accepts test payments', async () => {
    const user = await createUserWithSession(prod.db);
    expect((await prod.get(user, '/api/payments/options')).body).toMatchObject({
      card: null,
      virtpay: false,
    });
    const checkout = await prod.post(user, '/api/stripe/checkout', { amount: 5 });
    expect(checkout.status).toBe(503);
    expect(checkout.body.message).toBe('Card payments are not set up yet. Please try again later.');
    expect((await prod.get(user, '/api/payments/test/test_x')).status).toBe(403);
    expect((await prod.post(user, '/api/payments/test/complete', { id: 'test_x' })).status).toBe(403);
    const confirm = await prod.post(user, '/api/payments/confirm', { provider: 'test', id: 'test_x' });
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe('Test payments are off on this server.');
    expect((await prod.post(user, '/api/virtpay/checkout', { amount: 1 })).status).toBe(503);
  });
});

describe('on a public https address, NODE_ENV test, without DEMO_PAYMENTS', () => {
  let site: PaymentsHarness;
  beforeAll(async () => {
    // Not production by name, yet reachable by anyone: a deploy that forgot NODE_ENV.
    site = await createPaymentsHarness({
      stripe: false,
      virtpay: false,
      env: { NODE_ENV: 'test', PUBLIC_URL: 'https://colorbook.example' },
    });
  });
  afterAll(() => site?.close());

  it('never offers or accepts test payments', async () => {
    const user = await createUserWithSession(site.db);
    const before = await site.credits(user);
    expect((await site.get(user, '/api/payments/options')).body).toMatchObject({ card: null });
    const checkout = await site.post(user, '/api/stripe/checkout', { amount: 5 });
    expect(checkout.status).toBe(503);
    expect((await site.get(user, '/api/payments/test/test_x')).status).toBe(403);
    expect((await site.post(user, '/api/payments/test/complete', { id: 'test_x' })).status).toBe(403);
    const confirm = await site.post(user, '/api/payments/confirm', { provider: 'test', id: 'test_x' });
    expect([confirm.status, confirm.body.message]).toEqual([400, 'Test payments are off on this server.']);
    expect(await site.credits(user)).toEqual(before);
  });
});
