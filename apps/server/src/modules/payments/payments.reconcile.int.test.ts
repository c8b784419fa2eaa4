import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingLeases } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createPaymentsHarness, type PaymentsHarness, sessionIdOf } from '../../test/payments-harness';
import { createCreditsService } from '../credits/credits.service';
import { createPaymentsService } from './payments.service';
import { stripeSteps } from './stripe-steps.testing';

// The daily reconcile repairs what lost webhooks left behind (docs/decisions/0021).
let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h?.close());

const steps = stripeSteps(() => h);
let lines: { msg: string; [field: string]: unknown }[] = [];
/** Another server process: its own payments service (and reconcile runner) on the same database. */
const server = () =>
  createPaymentsService({
    db: h.db,
    config: h.config,
    credits: createCreditsService(h.db),
    log: pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    ) as FastifyBaseLogger,
  });
const repairs = () => lines.filter((l) => l.msg === 'stripe reconcile repaired a subscription');

beforeEach(async () => {
  lines = [];
  h.stripe.takeEvents();
  await h.db.delete(billingLeases).where(eq(billingLeases.name, 'stripe-reconcile'));
});

/** A change made at Stripe directly (the Dashboard, the portal), whose webhook never arrives. */
async function changeAtStripe(subscriptionId: string, form: Record<string, string>) {
  const res = await fetch(`${h.stripe.baseURL}/v1/subscriptions/${subscriptionId}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${h.stripe.apiKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  });
  expect(res.status).toBe(200);
  h.stripe.takeEvents(); // lost
}

describe('the daily reconcile', () => {
  it('ends a subscription whose customer.subscription.deleted was lost, and logs it', async () => {
    const user = await createUserWithSession(h.db);
    const { subscriptionId } = await steps.subscribe(user, 'starter');
    h.stripe.cancelNow(subscriptionId); // its event is never delivered
    expect(await steps.planOf(user)).toBe('starter');

    expect(await server().reconciler.runIfDue()).toBe(true);
    expect(await steps.planOf(user)).toBe('free');
    expect(repairs()).toEqual([
      expect.objectContaining({
        subscription: subscriptionId,
        user: user.user.id,
        drift: ['status'],
        before: expect.objectContaining({ status: 'active' }),
        after: expect.objectContaining({ status: 'canceled' }),
      }),
    ]);
  });

  it('applies a plan change and a paid renewal whose events were lost', async () => {
    const changer = await createUserWithSession(h.db);
    const changed = await steps.subscribe(changer, 'starter');
    await changeAtStripe(changed.subscriptionId, {
      'items[0][price]': h.prices.advanced,
      proration_behavior: 'none',
    });
    const renewer = await createUserWithSession(h.db);
    const renewed = await steps.subscribe(renewer, 'starter');
    await steps.spend(renewer, 10);
    h.stripe.renew(renewed.subscriptionId); // invoice.paid and updated never arrive

    expect(await server().reconciler.runIfDue()).toBe(true);
    expect(await steps.planOf(changer)).toBe('advanced');
    expect(await h.credits(renewer)).toEqual({ credits: 30, public_page: 50 });
    const drifts = Object.fromEntries(repairs().map((l) => [l.subscription, l.drift]));
    expect(drifts).toEqual({ [changed.subscriptionId]: ['plan'], [renewed.subscriptionId]: ['period'] });
  });

  it('records a subscription paid at Stripe whose checkout events were all lost', async () => {
    const user = await createUserWithSession(h.db);
    const res = await h.post(user, '/api/stripe/checkout', { plan: 'starter' });
    h.stripe.completeSession(sessionIdOf(res.body.url)); // never delivered, never confirmed
    expect(await steps.planOf(user)).toBe('free');
    expect(await server().reconciler.runIfDue()).toBe(true);
    expect(await steps.planOf(user)).toBe('starter');
    expect(await h.credits(user)).toEqual({ credits: 30, public_page: 50 });
    expect(repairs().map((l) => l.drift)).toEqual([['unknown here']]);
  });

  it('runs in one process at a time, once a day, and changes nothing where nothing drifted', async () => {
    const [a, b] = [server(), server()];
    const ran = await Promise.all([a.reconciler.runIfDue(), b.reconciler.runIfDue()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await a.reconciler.runIfDue()).toBe(false);
    expect(await b.reconciler.runIfDue()).toBe(false);
    const finished = lines.filter((l) => l.msg === 'stripe reconcile finished');
    expect(finished).toEqual([expect.objectContaining({ checked: expect.any(Number), repaired: 0 })]);
    expect(finished[0]?.checked).toBeGreaterThan(0);

    // A day later (the lease has run out) it runs again.
    await h.db.update(billingLeases).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await b.reconciler.runIfDue()).toBe(true);
  });
});
