import { auditList, credit, type Plan, planList, plan as planSchema } from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalances } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
let admin: UserWithSession;
let plans: Record<string, Plan>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t.db, { admin: true });
  const list = planList.parse((await t.app.inject({ method: 'GET', url: '/api/plans/list' })).json());
  plans = Object.fromEntries(list.map((p) => [p.name, p]));
});
afterAll(() => t?.close());

const idOf = (name: string) => plans[name]?.id ?? 0;
/** What the admin form sends: every field, numbers as numbers (spec §7). */
const formOf = (name: string, changes: Record<string, unknown> = {}) => {
  const p = plans[name];
  return {
    name: p?.name,
    title: p?.title,
    description: p?.description,
    price: p?.price,
    publicPageLimit: p?.public_page_limit,
    pageCreationLimit: p?.page_creation_limit,
    ...changes,
  };
};
const update = (id: number, payload: object, who: UserWithSession = admin) =>
  t.app.inject({ method: 'POST', url: `/api/plans/${id}/update`, headers: who.headers, payload });
const read = async (id: number) =>
  planSchema.parse((await t.app.inject({ method: 'GET', url: `/api/plans/${id}/read` })).json());

describe('POST /api/plans/:id/update', () => {
  it('saves a paid plan: dollars to cents (rounded), limits, Stripe price id; records the change', async () => {
    const res = await update(
      idOf('starter'),
      formOf('starter', {
        title: 'Starter+',
        price: 12.345,
        pageCreationLimit: 40,
        publicPageLimit: 25,
        stripePriceId: 'price_1StarterAbc',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: true });
    expect(await read(idOf('starter'))).toMatchObject({
      title: 'Starter+',
      price: 12.35,
      page_creation_limit: 40,
      public_page_limit: 25,
      stripe_price_id: 'price_1StarterAbc',
      paid: true,
    });
    const audit = auditList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit/list', headers: admin.headers })).json(),
    );
    expect(audit[0]).toMatchObject({
      action: 'plan.update',
      target: 'starter',
      actor: { id: admin.user.id },
      detail: `title: ${plans.starter?.title} → Starter+; price: $9.00 → $12.35; publicPageLimit: ${plans.starter?.public_page_limit} → 25; pageCreationLimit: ${plans.starter?.page_creation_limit} → 40; stripePriceId: none → price_1StarterAbc`,
    });

    // An empty Stripe price id clears it; leaving it out keeps it.
    await update(idOf('starter'), formOf('starter', { stripePriceId: '' }));
    expect((await read(idOf('starter'))).stripe_price_id).toBeNull();
    await update(idOf('advanced'), formOf('advanced', { stripePriceId: 'price_adv' }));
    await update(idOf('advanced'), formOf('advanced', { title: 'Advanced!' }));
    expect(await read(idOf('advanced'))).toMatchObject({ title: 'Advanced!', stripe_price_id: 'price_adv' });
  });

  it('keeps the free plan free and without a Stripe price, naming the field', async () => {
    const priced = await update(idOf('free'), formOf('free', { price: 1 }));
    expect(priced.statusCode).toBe(400);
    expect(priced.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'price must be 0 for the free plan.',
    });
    const stripe = await update(idOf('free'), formOf('free', { stripePriceId: 'price_free' }));
    expect(stripe.statusCode).toBe(400);
    expect(stripe.json().message).toBe('stripePriceId can only be set on a paid plan.');
    const ok = await update(idOf('free'), formOf('free', { title: 'Free forever', pageCreationLimit: 5 }));
    expect(ok.statusCode).toBe(200);
    expect(await read(idOf('free'))).toMatchObject({
      title: 'Free forever',
      price: 0,
      stripe_price_id: null,
    });
  });

  it('refuses bad values with a message naming the field, and changes nothing', async () => {
    const before = await read(idOf('advanced'));
    const cases: [Record<string, unknown>, string][] = [
      [{ publicPageLimit: -1 }, 'publicPageLimit'],
      [{ pageCreationLimit: 2.5 }, 'pageCreationLimit'],
      [{ pageCreationLimit: '10' }, 'pageCreationLimit'],
      [{ price: -0.01 }, 'price'],
      [{ price: '9' }, 'price'],
      [{ title: '' }, 'title'],
      [{ name: 'premium' }, 'name'],
      [{ stripePriceId: 'price 1' }, 'stripePriceId'],
      [{ discount: 50 }, 'discount'],
    ];
    for (const [changes, field] of cases) {
      const res = await update(idOf('advanced'), formOf('advanced', changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message, JSON.stringify(changes)).toContain(field);
    }
    expect(await read(idOf('advanced'))).toEqual(before);
  });

  it('answers 404 for an unknown plan', async () => {
    const res = await update(99_999, formOf('starter'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This plan does not exist.' });
  });

  it("applies new limits from each user's next period, not the current one", async () => {
    const user = await createUserWithSession(t.db);
    const creditsOf = async () =>
      credit.parse(
        (await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: user.headers })).json(),
      );
    const current = await creditsOf();
    await update(idOf('free'), formOf('free', { price: 0, pageCreationLimit: 11, publicPageLimit: 7 }));
    expect(await creditsOf()).toEqual(current);

    // The period ends: its start moves a month back and its end into the past.
    await t.db
      .update(creditBalances)
      .set({
        periodStart: sql`now() - interval '1 month 1 day'`,
        periodEnd: sql`now() - interval '1 day'`,
      })
      .where(eq(creditBalances.userId, user.user.id));
    expect(await creditsOf()).toMatchObject({ credits: 11, public_page: 7 });
  });
});
