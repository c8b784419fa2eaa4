import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments, subscriptions, users, webhookEvents } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createPaymentsHarness, type PaymentsHarness, sessionIdOf } from '../../test/payments-harness';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h?.close());

const buyPages = async (who: UserWithSession, amount: number) => {
  const res = await h.post(who, '/api/stripe/checkout', { amount });
  expect(res.status).toBe(200);
  return sessionIdOf(res.body.url);
};
const subscribe = async (who: UserWithSession, plan: string) => {
  const res = await h.post(who, '/api/stripe/checkout', { plan });
  expect(res.status).toBe(200);
  return res.body.url as string;
};
const deliverAll = async (events: ReturnType<PaymentsHarness['stripe']['completeSession']>) => {
  for (const event of events) expect(await h.stripe.deliver(event)).toBe(200);
};
const planOf = async (who: UserWithSession) => (await h.get(who, '/api/users/read')).body.plan;

describe('POST /api/stripe/checkout', () => {
  it('opens a Checkout session for pages at the page price, with the user in its metadata', async () => {
    const user = await createUserWithSession(h.db);
    const res = await h.post(user, '/api/stripe/checkout', { amount: 5 });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(`${h.stripe.baseURL}/pay/cs_test_`);
    const session = h.stripe.sessions.get(sessionIdOf(res.body.url));
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 250,
      metadata: { user_id: String(user.user.id), kind: 'pages', pages: '5' },
      success_url: `${h.origin}/payment?provider=stripe&id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${h.origin}/checkout?canceled=1`,
    });
    expect(session?.line_items).toEqual([
      {
        quantity: '5',
        price_data: { currency: 'usd', unit_amount: '50', product_data: { name: 'Colouring pages' } },
      },
    ]);
  });

  it('creates one Stripe customer per user, even when two checkouts start together', async () => {
    const user = await createUserWithSession(h.db);
    const before = h.stripe.customers.size;
    const [a, b] = await Promise.all([
      h.post(user, '/api/stripe/checkout', { amount: 1 }),
      h.post(user, '/api/stripe/checkout', { amount: 2 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(h.stripe.customers.size).toBe(before + 1);
    const [row] = await h.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.stripeId).toMatch(/^cus_/);
    await h.post(user, '/api/stripe/checkout', { amount: 3 });
    expect(h.stripe.customers.size).toBe(before + 1);
    const sessions = [...h.stripe.sessions.values()].filter(
      (s) => s.metadata && (s.metadata as { user_id: string }).user_id === String(user.user.id),
    );
    expect(new Set(sessions.map((s) => s.customer))).toEqual(new Set([row?.stripeId]));
  });

  it('starts a subscription with the plan price and the user in the subscription metadata', async () => {
    const user = await createUserWithSession(h.db);
    const url = await subscribe(user, 'starter');
    const session = h.stripe.sessions.get(sessionIdOf(url));
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: h.prices.starter, quantity: '1' }],
      subscription_data: { metadata: { user_id: String(user.user.id), plan: 'starter' } },
      cancel_url: `${h.origin}/checkout?canceled=1&plan=starter`,
    });
  });

  it.each([
    [{ amount: 0 }, 'amount must be a whole number'],
    [{ amount: 1001 }, 'amount must be a whole number'],
    [{ amount: 2.5 }, 'amount must be a whole number'],
    [{ amount: '5' }, 'amount must be a whole number'],
    [{}, 'Send either amount'],
    [{ amount: 2, plan: 'starter' }, 'Send either amount'],
    [{ plan: 'free' }, 'plan must be one of the paid plans'],
    [{ plan: 'platinum' }, 'plan must be one of the paid plans'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const user = await createUserWithSession(h.db);
    const res = await h.post(user, '/api/stripe/checkout', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.message).toContain(message);
  });

  it('refuses a plan that has no Stripe price yet', async () => {
    const user = await createUserWithSession(h.db);
    const { plans } = await import('../../db/schema');
    await h.db.update(plans).set({ stripePriceId: null }).where(eq(plans.name, 'advanced'));
    const res = await h.post(user, '/api/stripe/checkout', { plan: 'advanced' });
    await h.db.update(plans).set({ stripePriceId: h.prices.advanced }).where(eq(plans.name, 'advanced'));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('has no Stripe price');
  });

  it('answers 502 with a message a user can act on when Stripe is down, charging nothing', async () => {
    const user = await createUserWithSession(h.db);
    h.stripe.failNext = 10;
    const res = await h.post(user, '/api/stripe/checkout', { amount: 3 });
    h.stripe.failNext = 0;
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      code: 'UPSTREAM_FAILED',
      message: expect.stringContaining('Nothing was charged'),
    });
  });

  it('refuses visitors', async () => {
    expect((await h.post(null, '/api/stripe/checkout', { amount: 1 })).status).toBe(401);
  });
});

describe('fulfilment of page packs', () => {
  it('grants the pages once from the webhook, however often it is delivered', async () => {
    const user = await createUserWithSession(h.db);
    const start = await h.credits(user);
    const id = await buyPages(user, 5);
    const events = h.stripe.completeSession(id);
    for (let i = 0; i < 3; i++) await deliverAll(events);
    expect(await h.credits(user)).toEqual({ ...start, credits: start.credits + 5 });
    const confirm = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id });
    expect(confirm.body).toEqual({ status: 'paid', kind: 'pages', pages: 5, plan: null });
    expect((await h.credits(user)).credits).toBe(start.credits + 5);
    const [payment] = await h.db.select().from(payments).where(eq(payments.providerRef, id));
    expect(payment).toMatchObject({
      status: 'paid',
      kind: 'pages',
      pages: 5,
      amountCents: 250,
      userId: user.user.id,
    });
  });

  it('grants at once on the user return, before any webhook, and the later webhook adds nothing', async () => {
    const user = await createUserWithSession(h.db);
    const start = (await h.credits(user)).credits;
    const id = await buyPages(user, 7);
    const pending = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id });
    expect(pending.body).toMatchObject({ status: 'pending' });
    const events = h.stripe.completeSession(id);
    const paid = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id });
    expect(paid.body).toMatchObject({ status: 'paid', pages: 7 });
    await deliverAll(events);
    expect((await h.credits(user)).credits).toBe(start + 7);
  });

  it('grants once when the return and the webhook race', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUserWithSession(h.db);
      const start = (await h.credits(user)).credits;
      const id = await buyPages(user, 4);
      const [event] = h.stripe.completeSession(id);
      await Promise.all([
        h.post(user, '/api/payments/confirm', { provider: 'stripe', id }),
        h.stripe.deliver(event as never),
        h.post(user, '/api/payments/confirm', { provider: 'stripe', id }),
        h.stripe.deliver(event as never),
      ]);
      expect((await h.credits(user)).credits).toBe(start + 4);
    }
  });

  it("does not confirm another user's payment", async () => {
    const buyer = await createUserWithSession(h.db);
    const other = await createUserWithSession(h.db);
    const id = await buyPages(buyer, 2);
    h.stripe.completeSession(id);
    const res = await h.post(other, '/api/payments/confirm', { provider: 'stripe', id });
    expect(res.status).toBe(404);
    expect((await h.credits(other)).credits).toBe(3);
  });

  it('refuses a delivery with a bad or missing signature, changing nothing', async () => {
    const user = await createUserWithSession(h.db);
    const start = (await h.credits(user)).credits;
    const id = await buyPages(user, 9);
    const [event] = h.stripe.completeSession(id);
    const forged = h.stripe.sign(event as never, 'whsec_not_the_secret');
    for (const signature of [forged.signature, undefined, 't=1,v1=deadbeef']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
        payload: forged.body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.stringContaining('signature') });
    }
    expect((await h.credits(user)).credits).toBe(start);
    const recorded = await h.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, (event as { id: string }).id));
    expect(recorded).toHaveLength(0);
  });

  it('leaves a failed delivery unrecorded, so the retry fulfils it', async () => {
    const user = await createUserWithSession(h.db);
    const start = (await h.credits(user)).credits;
    const id = await buyPages(user, 6);
    const [event] = h.stripe.completeSession(id);
    h.stripe.failNext = 10; // the re-read of the session fails, retries included
    const failed = await h.stripe.deliver(event as never);
    h.stripe.failNext = 0;
    expect(failed).toBe(502);
    expect((await h.credits(user)).credits).toBe(start);
    expect(await h.stripe.deliver(event as never)).toBe(200);
    expect((await h.credits(user)).credits).toBe(start + 6);
  });

  it('answers 2xx to event types it does not use', async () => {
    const event = {
      id: 'evt_ignored_1',
      object: 'event',
      type: 'charge.refund.updated',
      data: { object: { id: 're_1' } },
    };
    expect(await h.stripe.deliver(event as never)).toBe(200);
  });

  // ~8 s alone; bounded generously for a busy CI machine running suites side by side.
  it('grants each purchase exactly once over 1,000 shuffled and repeated deliveries', {
    timeout: 180_000,
  }, async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUserWithSession(h.db)));
    const expected = new Map<number, number>();
    const deliveries: { id: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const buyer = buyers[i % buyers.length] as UserWithSession;
      const pages = 1 + (i % 9);
      const id = await buyPages(buyer, pages);
      expected.set(buyer.user.id, (expected.get(buyer.user.id) ?? 0) + pages);
      const events = h.stripe.completeSession(id);
      for (let copy = 0; copy < 25; copy++) deliveries.push(...(events as never as { id: string }[]));
    }
    expect(deliveries).toHaveLength(1000);
    // Deterministic shuffle, so a failure can be replayed.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j] as never, deliveries[i] as never];
    }
    for (let i = 0; i < deliveries.length; i += 10) {
      const statuses = await Promise.all(
        deliveries.slice(i, i + 10).map((e) => h.stripe.deliver(e as never)),
      );
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    for (const buyer of buyers) {
      expect((await h.credits(buyer)).credits).toBe(3 + (expected.get(buyer.user.id) ?? 0));
      const grants = await h.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, buyer.user.id), like(creditLedger.reference, 'stripe:%')));
      expect(grants).toHaveLength(5);
    }
  });
});

describe('subscriptions', () => {
  const startStarter = async (user: UserWithSession) => {
    const url = await subscribe(user, 'starter');
    const id = sessionIdOf(url);
    const events = h.stripe.completeSession(id);
    return { id, events, subscriptionId: h.stripe.sessions.get(id)?.subscription as string };
  };

  it('makes the user a paid Starter with its limits, whatever order the events arrive in', async () => {
    const user = await createUserWithSession(h.db);
    expect(await planOf(user)).toEqual({ name: 'free', title: 'Free', paid: false });
    const { events } = await startStarter(user);
    await deliverAll([...events].reverse());
    await deliverAll(events);
    expect(await planOf(user)).toEqual({ name: 'starter', title: 'Starter', paid: true });
    expect(await h.credits(user)).toEqual({ credits: 30, public_page: 50 });
    const billing = await h.get(user, '/api/billing/read');
    expect(billing.body).toMatchObject({
      plan: { name: 'starter', paid: true },
      subscription: { status: 'active', cancel_at_period_end: false, canceled_at: null },
      portal: true,
    });
    expect(new Date(billing.body.subscription.current_period_end).getTime()).toBeGreaterThan(
      Date.now() + 27 * 86_400_000,
    );
  });

  it('confirms a subscription on the return before the webhook', async () => {
    const user = await createUserWithSession(h.db);
    const { id } = await startStarter(user);
    const res = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id });
    expect(res.body).toEqual({ status: 'paid', kind: 'plan', pages: null, plan: 'Starter' });
    expect((await planOf(user)).paid).toBe(true);
  });

  it('renews: a new period resets plan credits to the limits and keeps purchased ones', async () => {
    const user = await createUserWithSession(h.db);
    const { events, subscriptionId } = await startStarter(user);
    await deliverAll(events);
    const packId = await buyPages(user, 4);
    await deliverAll(h.stripe.completeSession(packId));
    const { createCreditsService } = await import('../credits/credits.service');
    const credits = createCreditsService(h.db);
    for (let i = 0; i < 12; i++)
      await h.db.transaction((tx) => credits.spendPage(tx, user.user.id, `test:renew:${user.user.id}:${i}`));
    expect((await h.credits(user)).credits).toBe(30 + 4 - 12);
    const renewal = h.stripe.renew(subscriptionId);
    await deliverAll(renewal);
    await deliverAll(renewal);
    expect(await h.credits(user)).toEqual({ credits: 30 + 4, public_page: 50 });
    // Revenue: the first checkout and the renewal, each once; the page pack besides.
    const paid = await h.db.select().from(payments).where(eq(payments.userId, user.user.id));
    expect(paid.map((p) => [p.kind, p.amountCents, p.status]).sort()).toEqual([
      ['pages', 200, 'paid'],
      ['plan', 900, 'paid'],
      ['plan', 900, 'paid'],
    ]);
  });

  it('replaces the plan on an upgrade (one subscription), granting the new limits at once', async () => {
    const user = await createUserWithSession(h.db);
    const { events, subscriptionId } = await startStarter(user);
    await deliverAll(events);
    const url = await subscribe(user, 'advanced');
    expect(url).toBe(`${h.origin}/payment?provider=stripe&id=${subscriptionId}`);
    const res = await h.post(user, '/api/payments/confirm', { provider: 'stripe', id: subscriptionId });
    expect(res.body).toEqual({ status: 'paid', kind: 'plan', pages: null, plan: 'Advanced' });
    expect(await planOf(user)).toEqual({ name: 'advanced', title: 'Advanced', paid: true });
    expect(await h.credits(user)).toEqual({ credits: 100, public_page: 200 });
    const rows = await h.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', priceCents: 1900 });
    const again = await h.post(user, '/api/stripe/checkout', { plan: 'advanced' });
    expect(again.status).toBe(400);
  });

  it('cancels at period end, keeps the plan until then, and returns the user to free when it ends', async () => {
    const user = await createUserWithSession(h.db);
    const { events, subscriptionId } = await startStarter(user);
    await deliverAll(events);
    const res = await h.post(user, '/api/stripe/subscription/cancel');
    expect(res).toEqual({ status: 200, body: { canceled: true } });
    expect(h.stripe.subscriptions.get(subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });
    const billing = (await h.get(user, '/api/billing/read')).body;
    expect(billing.subscription).toMatchObject({
      cancel_at_period_end: true,
      canceled_at: expect.any(String),
    });
    expect((await planOf(user)).name).toBe('starter');
    const second = await h.post(user, '/api/stripe/subscription/cancel');
    expect(second.status).toBe(404);
    expect(second.body.message).toBe('You have no active subscription to cancel.');

    const ended = h.stripe.endPeriod(subscriptionId);
    await deliverAll(ended);
    await deliverAll(ended);
    expect(await planOf(user)).toEqual({ name: 'free', title: 'Free', paid: false });
    expect(await h.credits(user)).toEqual({ credits: 3, public_page: 3 });
    expect((await h.get(user, '/api/billing/read')).body.subscription).toBeNull();
  });

  it('answers 404 to a cancel with nothing to cancel', async () => {
    const user = await createUserWithSession(h.db);
    const res = await h.post(user, '/api/stripe/subscription/cancel');
    expect(res).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'You have no active subscription to cancel.' },
    });
  });

  it('opens the billing portal for a paying user, and says why not for a new one', async () => {
    const payer = await createUserWithSession(h.db);
    await deliverAll((await startStarter(payer)).events);
    const res = await h.post(payer, '/api/stripe/portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(`${h.stripe.baseURL}/portal/bps_`);
    const newcomer = await createUserWithSession(h.db);
    expect((await h.post(newcomer, '/api/stripe/portal')).status).toBe(404);
  });

  it('lists subscriptions for admins only, searchable by email or plan', async () => {
    const admin = await createUserWithSession(h.db, { admin: true });
    const user = await createUserWithSession(h.db, { email: `findme-${Date.now()}@example.com` });
    await deliverAll((await startStarter(user)).events);
    const found = await h.get(
      admin,
      `/api/subscriptions/paginate?search=${encodeURIComponent(user.user.email)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({
      price: 9,
      status: 'active',
      provider: 'stripe',
      canceled_at: null,
      user: { email: user.user.email, stripe_id: expect.stringMatching(/^cus_/) },
      plan: { name: 'starter', title: 'Starter' },
    });
    const byPlan = await h.get(admin, '/api/subscriptions/paginate?search=starter');
    expect(byPlan.body.data.length).toBeGreaterThan(0);
    expect((await h.get(user, '/api/subscriptions/paginate')).status).toBe(403);
    expect((await h.get(null, '/api/subscriptions/paginate')).status).toBe(401);
  });
});
