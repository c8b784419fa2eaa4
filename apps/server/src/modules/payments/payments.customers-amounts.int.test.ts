import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../test/auth-helpers';
import { createPaymentsHarness, type PaymentsHarness } from '../../test/payments-harness';
import { upsertSetting } from '../settings/settings.repo';
import { ORDER_TOO_LARGE_MESSAGE } from './payment-amounts';
import { stripeSteps } from './stripe-steps.testing';

// One Stripe customer per user under double clicks; amounts checked before any provider is called.
let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h?.close());

const steps = stripeSteps(() => h);

describe('the Stripe customer', () => {
  it('is created exactly once when five checkouts start together', async () => {
    const user = await createUserWithSession(h.db);
    const customersBefore = h.stripe.customers.size;
    // As over a real network, each call takes a while, so the five overlap at Stripe.
    h.stripe.latencyMs = 200;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((amount) => h.post(user, '/api/stripe/checkout', { amount })),
    ).finally(() => {
      h.stripe.latencyMs = 0;
    });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const creates = h.stripe.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/customers' &&
        (r.params.metadata as { user_id?: string }).user_id === String(user.user.id),
    );
    expect(creates).toHaveLength(1);
    expect(h.stripe.customers.size).toBe(customersBefore + 1);
    const stripeId = await steps.stripeIdOf(user);
    const sessions = [...h.stripe.sessions.values()].filter(
      (s) => (s.metadata as { user_id?: string }).user_id === String(user.user.id),
    );
    expect(sessions).toHaveLength(5);
    expect(new Set(sessions.map((s) => s.customer))).toEqual(new Set([stripeId]));
  });
});

/** One order placed while an admin has set `setting` to `price` (the harness's price after). */
async function orderAtPrice(setting: 'amount_one_token' | 'amount_one_page', price: string, path: string) {
  const user = await createUserWithSession(h.db);
  await upsertSetting(h.db, setting, price);
  const res = await h.post(user, path, { amount: setting === 'amount_one_token' ? 1000 : 1 });
  await upsertSetting(h.db, setting, setting === 'amount_one_token' ? '0.80' : '0.50');
  return { user, res };
}
const tooLarge = { status: 400, body: { code: 'VALIDATION_ERROR', message: ORDER_TOO_LARGE_MESSAGE } };

describe('order amounts', () => {
  it('refuses a token order whose total no payment can hold, before VirtPay is called', async () => {
    const started = h.virtpay.payments.size;
    const { res } = await orderAtPrice('amount_one_token', '99999999999', '/api/virtpay/checkout');
    expect(res).toEqual(tooLarge);
    expect(h.virtpay.payments.size).toBe(started);
  });

  it('stores and grants a token payment larger than a 32-bit number of cents', async () => {
    const { user, res } = await orderAtPrice('amount_one_token', '50000', '/api/virtpay/checkout');
    expect(res.status).toBe(200);
    const id = res.body.url.split('/pay/')[1] as string;
    expect(h.virtpay.payments.get(id)?.amount_eur).toBe('50000000.00');
    expect(await h.virtpay.settle(id, 'paid')).toBe(200);
    expect(await steps.paymentRow(id)).toMatchObject({ amountCents: 5_000_000_000, status: 'paid' });
    expect((await h.credits(user)).credits).toBe(3 + 1000);
  });

  it('refuses a card order over what Stripe takes in one payment, before Stripe is called', async () => {
    const calls = h.stripe.requests.length;
    const { res } = await orderAtPrice('amount_one_page', '2000000', '/api/stripe/checkout');
    expect(res).toEqual(tooLarge);
    expect(h.stripe.requests.length).toBe(calls);
  });
});
