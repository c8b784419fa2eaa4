import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createPaymentsHarness, type PaymentsHarness } from '../../test/payments-harness';
import { stripeSteps } from './stripe-steps.testing';

// Refunds and disputes take back what the payment granted (docs/decisions/0021).
let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.stripe.takeEvents();
});

const steps = stripeSteps(() => h);

describe('a refunded page pack', () => {
  it('takes back the pages not yet spent, once, however often the event comes', async () => {
    const user = await createUserWithSession(h.db);
    const { sessionId, chargeId } = await steps.buyPages(user, 5);
    expect((await h.credits(user)).credits).toBe(3 + 5);
    await steps.spend(user, 4); // the 3 free ones first, then 1 bought
    const events = h.stripe.refund(chargeId);
    await steps.deliverAll(events);
    await steps.deliverAll(events);
    expect((await h.credits(user)).credits).toBe(0);
    const taken = await steps.ledger(user, 'reclaim:');
    expect(taken.map((e) => [e.bucket, e.delta, e.reason])).toEqual([['purchased', -4, 'refunded']]);
    expect(await steps.paymentRow(sessionId)).toMatchObject({ status: 'refunded', refundedCents: 250 });
    // Credits bought later are not touched by the old refund's replays.
    await steps.buyPages(user, 2);
    await steps.deliverAll(events);
    expect((await h.credits(user)).credits).toBe(2);
  });

  it('takes back each partial refund’s share, and never goes below zero', async () => {
    const user = await createUserWithSession(h.db);
    const { sessionId, chargeId } = await steps.buyPages(user, 10); // $5.00
    const first = h.stripe.refund(chargeId, 100); // 2 pages' worth
    await steps.deliverAll(first);
    expect((await h.credits(user)).credits).toBe(3 + 8);
    await steps.deliverAll(h.stripe.refund(chargeId, 150)); // 250 of 500 so far: 5 pages
    await steps.deliverAll(first);
    expect((await h.credits(user)).credits).toBe(3 + 5);
    expect(await steps.paymentRow(sessionId)).toMatchObject({ status: 'paid', refundedCents: 250 });

    await steps.spend(user, 8);
    await steps.deliverAll(h.stripe.refund(chargeId));
    expect(await steps.balanceOf(user)).toMatchObject({ planCredits: 0, purchasedCredits: 0 });
    expect(await steps.paymentRow(sessionId)).toMatchObject({ status: 'refunded', refundedCents: 500 });
  });
});

describe('a disputed page pack', () => {
  it('takes back its pages once and marks the payment disputed', async () => {
    const user = await createUserWithSession(h.db);
    const { sessionId, chargeId } = await steps.buyPages(user, 6);
    const events = h.stripe.dispute(chargeId);
    await steps.deliverAll(events);
    await steps.deliverAll(events);
    expect((await h.credits(user)).credits).toBe(3);
    expect(await steps.paymentRow(sessionId)).toMatchObject({ status: 'disputed' });
    const taken = await steps.ledger(user, 'reclaim:dispute:');
    expect(taken.map((e) => [e.delta, e.reason])).toEqual([[-6, 'disputed']]);
  });
});

describe('a refunded or disputed plan', () => {
  it('ends the subscription at Stripe and here, taking back the plan credits left', async () => {
    const user = await createUserWithSession(h.db);
    const { sessionId, subscriptionId } = await steps.subscribe(user, 'starter');
    await steps.spend(user, 5);
    const events = h.stripe.refund(h.stripe.chargeOf(sessionId) as string);
    await steps.deliverAll(events);
    await steps.deliverAll(events);
    await steps.deliverAll(h.stripe.takeEvents()); // Stripe's own customer.subscription.deleted

    expect(h.stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const [ours] = await h.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(ours?.status).toBe('canceled');
    expect(await steps.planOf(user)).toBe('free');
    // The 25 Starter pages left are taken back; the free plan's own allowance starts.
    expect(await h.credits(user)).toEqual({ credits: 3, public_page: 3 });
    const taken = await steps.ledger(user, 'reclaim:refund:');
    expect(taken.map((e) => [e.bucket, e.delta]).sort()).toEqual([
      ['plan', -25],
      ['public_page', -50],
    ]);
    expect(await steps.paymentRow(sessionId)).toMatchObject({ status: 'refunded', refundedCents: 900 });
  });

  it('a disputed renewal ends the subscription too', async () => {
    const user = await createUserWithSession(h.db);
    const { subscriptionId } = await steps.subscribe(user, 'starter');
    await steps.deliverAll(h.stripe.renew(subscriptionId));
    const renewal = h.stripe.subscriptions.get(subscriptionId)?.latest_invoice as string;
    await steps.deliverAll(h.stripe.dispute(h.stripe.chargeOf(renewal) as string));
    expect(h.stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await steps.planOf(user)).toBe('free');
    expect(await steps.paymentRow(renewal)).toMatchObject({ status: 'disputed' });
  });

  it('a partial refund of a plan is recorded and the plan stays', async () => {
    const user = await createUserWithSession(h.db);
    const { sessionId } = await steps.subscribe(user, 'starter');
    await steps.deliverAll(h.stripe.refund(h.stripe.chargeOf(sessionId) as string, 300));
    expect(await steps.planOf(user)).toBe('starter');
    expect(await h.credits(user)).toEqual({ credits: 30, public_page: 50 });
    expect(await steps.paymentRow(sessionId)).toMatchObject({ status: 'paid', refundedCents: 300 });
  });
});
