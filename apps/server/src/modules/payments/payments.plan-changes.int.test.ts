import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditBalances } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createPaymentsHarness, type PaymentsHarness } from '../../test/payments-harness';
import { stripeSteps } from './stripe-steps.testing';

// Plan changes and renewals are given only once Stripe has the money (docs/decisions/0021).
let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.stripe.cardDeclines = false;
  h.stripe.takeEvents();
});

const steps = stripeSteps(() => h);
interface StandInSubscription {
  status: string;
  latest_invoice: string;
  pending_update: unknown;
  items: { data: { price: { id: string } }[] };
}
const subscriptionOf = (id: string) => h.stripe.subscriptions.get(id) as unknown as StandInSubscription;
const priceOf = (id: string) => subscriptionOf(id).items.data[0]?.price.id;

describe('an upgrade', () => {
  it('bills the difference now and gives the new plan once that invoice is paid', async () => {
    const user = await createUserWithSession(h.db);
    const { subscriptionId } = await steps.subscribe(user, 'starter');
    await steps.spend(user, 4);
    const url = await steps.changePlan(user, 'advanced');
    expect(url).toBe(`${h.origin}/payment?provider=stripe&id=${subscriptionId}`);

    const update = h.stripe.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}` && r.params.items,
    );
    expect(update?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const invoice = h.stripe.invoices.get(subscriptionOf(subscriptionId).latest_invoice);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(Number(invoice?.amount_paid)).toBeGreaterThan(0);

    const confirm = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id: subscriptionId });
    expect(confirm.body).toEqual({ status: 'paid', kind: 'plan', pages: null, plan: 'Advanced' });
    expect(await steps.planOf(user)).toBe('advanced');
    // Advanced's 100 pages less the 4 already used this period.
    expect(await h.credits(user)).toEqual({ credits: 96, public_page: 200 });
  });

  it('leaves the old plan and its credits when the card declines, and gives it once paid', async () => {
    const user = await createUserWithSession(h.db);
    const { subscriptionId } = await steps.subscribe(user, 'starter');
    await steps.spend(user, 2);
    h.stripe.cardDeclines = true;
    await steps.changePlan(user, 'advanced');

    expect(subscriptionOf(subscriptionId).pending_update).not.toBeNull();
    expect(priceOf(subscriptionId)).toBe(h.prices.starter);
    const confirm = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id: subscriptionId });
    expect(confirm.body).toEqual({ status: 'failed', kind: 'plan', pages: null, plan: 'Advanced' });
    expect(await steps.planOf(user)).toBe('starter');
    expect(await h.credits(user)).toEqual({ credits: 28, public_page: 50 });
    expect((await h.get(user, '/api/billing/read')).body.plan.name).toBe('starter');

    // The customer fixes the card and pays the open invoice: Stripe applies the change.
    h.stripe.cardDeclines = false;
    const open = subscriptionOf(subscriptionId).latest_invoice;
    await steps.deliverAll(h.stripe.payInvoice(open));
    expect(await steps.planOf(user)).toBe('advanced');
    expect(await h.credits(user)).toEqual({ credits: 98, public_page: 200 });
  });

  it('then a downgrade back within the period keeps nothing of the upgrade, however often', async () => {
    const user = await createUserWithSession(h.db);
    await steps.subscribe(user, 'starter');
    await steps.spend(user, 10);
    await steps.changePlan(user, 'advanced');
    expect((await h.credits(user)).credits).toBe(90);
    await steps.spend(user, 5);
    await steps.changePlan(user, 'starter');
    expect(await steps.planOf(user)).toBe('starter');
    // Starter's 30 less the 15 used this period, not what was left of Advanced's allowance.
    expect(await h.credits(user)).toEqual({ credits: 15, public_page: 50 });
    await steps.changePlan(user, 'advanced');
    expect(await h.credits(user)).toEqual({ credits: 85, public_page: 200 });
    await steps.changePlan(user, 'starter');
    expect(await h.credits(user)).toEqual({ credits: 15, public_page: 50 });
    // Each change is in the ledger (plan credits and public pages).
    expect(await steps.ledger(user, 'change:')).toHaveLength(8);
  });
});

describe('a renewal', () => {
  it('whose payment fails (past_due) gives no new credits until it is paid', async () => {
    const user = await createUserWithSession(h.db);
    const { subscriptionId } = await steps.subscribe(user, 'starter');
    await steps.spend(user, 20);
    h.stripe.cardDeclines = true;
    await steps.deliverAll(h.stripe.renew(subscriptionId));
    expect(subscriptionOf(subscriptionId).status).toBe('past_due');
    expect(await h.credits(user)).toEqual({ credits: 10, public_page: 50 });

    // The calendar alone does not start the unpaid period either.
    await h.db
      .update(creditBalances)
      .set({ periodEnd: new Date(Date.now() - 1000) })
      .where(eq(creditBalances.userId, user.user.id));
    expect(await h.credits(user)).toEqual({ credits: 10, public_page: 50 });

    h.stripe.cardDeclines = false;
    const open = subscriptionOf(subscriptionId).latest_invoice;
    await steps.deliverAll(h.stripe.payInvoice(open));
    expect(subscriptionOf(subscriptionId).status).toBe('active');
    expect(await h.credits(user)).toEqual({ credits: 30, public_page: 50 });
  });
});
