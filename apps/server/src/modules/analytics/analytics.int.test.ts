import { analyticsBusiness, analyticsCharts, analyticsCounters } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDaily,
  analyticsRollups,
  colorings,
  creditLedger,
  payments,
  plans,
  subscriptions,
  users,
} from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { createAnalyticsService } from './analytics.service';
import { addUtcMonths, dayKey, monthKey, monthName, startOfUtcDay, startOfUtcMonth } from './months';

const DAY = 86_400_000;
let t: TestApp;
let admin: UserWithSession;
let owner: UserWithSession;
let planId: number;
const now = new Date();
/** Mid-month of `k` months ago (never in the future), or `days` before now. */
const monthsAgo = (k: number) => new Date(addUtcMonths(startOfUtcMonth(now), -k).getTime() + 10 * DAY);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

type Metric = 'users' | 'pages' | 'coloreds' | 'subscriptions';
/** Every row the tests create, with its metric and creation time, to derive expected figures. */
const created: { metric: Metric; at: Date }[] = [];

let seq = 0;
async function addUser(at: Date) {
  seq += 1;
  const [row] = await t.db
    .insert(users)
    .values({ name: `U${seq}`, email: `u${seq}@analytics.example`, createdAt: at })
    .returning();
  if (!row) throw new Error('no user');
  created.push({ metric: 'users', at });
  return row;
}
async function addPage(at: Date) {
  created.push({ metric: 'pages', at });
  return seedPage(t.db, owner.user.id, { createdAt: at });
}
async function addColoring(at: Date) {
  const painter = await addUser(at);
  const page = await addPage(at);
  await t.db
    .insert(colorings)
    .values({ userId: painter.id, pageId: page.id, photo: '/c.png', preview: '/c.webp', createdAt: at });
  created.push({ metric: 'coloreds', at });
}
async function addSubscription(at: Date, status = 'active', cancelAtPeriodEnd = false) {
  seq += 1;
  await t.db.insert(subscriptions).values({
    userId: owner.user.id,
    planId,
    provider: 'test',
    providerSubscriptionId: `sub_${seq}`,
    status,
    priceCents: 900,
    cancelAtPeriodEnd,
    createdAt: at,
  });
  created.push({ metric: 'subscriptions', at });
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t.db, { admin: true });
  owner = await createUserWithSession(t.db);
  created.push({ metric: 'users', at: admin.user.createdAt }, { metric: 'users', at: owner.user.createdAt });
  const [starter] = await t.db.select().from(plans).where(eq(plans.name, 'starter'));
  planId = starter?.id ?? 0;

  for (const k of [20, 20, 5, 5, 5]) await addUser(monthsAgo(k));
  await addUser(daysAgo(2));
  for (const k of [13, 13, 11, 11, 4]) await addPage(monthsAgo(k));
  for (let i = 0; i < 3; i++) await addPage(daysAgo(3));
  await addPage(daysAgo(10));
  // Either side of the 7-day window's start, inside a day that is stored, not counted live.
  await addPage(daysAgo(6.99));
  await addPage(daysAgo(7.01));
  await addColoring(monthsAgo(1));
  await addColoring(daysAgo(1));
  await addSubscription(monthsAgo(6));
  await addSubscription(daysAgo(3));
  await addSubscription(daysAgo(3), 'trialing');
});
afterAll(() => t?.close());

const expectedCounts = (since?: Date) => {
  const count = (metric: Metric) =>
    created.filter((c) => c.metric === metric && (!since || c.at >= since)).length;
  return {
    users: count('users'),
    pages: count('pages'),
    coloreds: count('coloreds'),
    subscriptions: count('subscriptions'),
  };
};

describe('GET /api/analytics/counters', () => {
  it('counts the last 7 days and all time per kind, and keeps counting after finished months are rolled up', async () => {
    const first = analyticsCounters.parse(await get('/api/analytics/counters'));
    expect(first).toEqual({ week: expectedCounts(daysAgo(7)), total: expectedCounts() });
    // Finished days are now stored: the day of the 20-month-old users is among them.
    expect(await t.db.select().from(analyticsRollups)).toHaveLength(4);
    const [old] = await t.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.day, dayKey(monthsAgo(20))));
    expect(old).toMatchObject({ metric: 'users', count: 2 });

    await addPage(new Date());
    const second = analyticsCounters.parse(await get('/api/analytics/counters'));
    expect(second.total.pages).toBe(first.total.pages + 1);
    expect(second.week.pages).toBe(first.week.pages + 1);
  });
});

describe('GET /api/analytics/charts', () => {
  it('gives 12 months per series, oldest first, named like Jan 2026, zero where nothing happened', async () => {
    const charts = analyticsCharts.parse(await get('/api/analytics/charts'));
    const months = Array.from({ length: 12 }, (_, i) => addUtcMonths(startOfUtcMonth(now), i - 11));
    for (const metric of ['users', 'pages', 'coloreds', 'subscriptions'] as const) {
      expect(charts[metric].map((p) => p.name)).toEqual(months.map(monthName));
      expect(charts[metric].map((p) => p.count)).toEqual(
        months.map(
          (m) => created.filter((c) => c.metric === metric && monthKey(c.at) === monthKey(m)).length,
        ),
      );
    }
    expect(charts.pages[0]?.name).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    expect(charts.pages[0]?.count).toBe(2); // the two pages of 11 months ago; 13 months ago is off the chart
    expect(charts.users.some((p) => p.count === 0)).toBe(true);
  });

  it('gives the same figures once the months have moved on and more days are rolled up', async () => {
    const later = new Date(addUtcMonths(startOfUtcMonth(now), 2).getTime() + 5.5 * DAY);
    const service = createAnalyticsService(t.db, () => later);
    const counters = await service.counters();
    expect(counters.total).toEqual(expectedCounts());
    expect(counters.week).toEqual({ users: 0, pages: 0, coloreds: 0, subscriptions: 0 });
    const [rollup] = await t.db.select().from(analyticsRollups).where(eq(analyticsRollups.metric, 'pages'));
    expect(rollup?.closedBefore.toISOString()).toBe(startOfUtcDay(later).toISOString());
    const charts = await service.charts();
    expect(charts.pages.at(-1)).toEqual({ name: monthName(later), count: 0 });
    const thisMonth = charts.pages.find((p) => p.name === monthName(now));
    expect(thisMonth?.count).toBe(
      created.filter((c) => c.metric === 'pages' && monthKey(c.at) === monthKey(now)).length,
    );
  });
});

describe('GET /api/analytics/business', () => {
  it('sums USD revenue from paid payments, running subscriptions, and this month’s pages and bought credits', async () => {
    seq += 1;
    const pay = (ref: string, amountCents: number, currency: string, status: string, createdAt?: Date) => ({
      userId: owner.user.id,
      provider: 'test' as const,
      providerRef: `${ref}_${seq}`,
      kind: 'pages' as const,
      amountCents,
      currency,
      status,
      ...(createdAt && { createdAt }),
    });
    await t.db
      .insert(payments)
      .values([
        pay('a', 900, 'usd', 'paid'),
        pay('b', 450, 'usd', 'paid'),
        pay('c', 1900, 'usd', 'paid', monthsAgo(3)),
        pay('d', 1000, 'eur', 'paid'),
        pay('e', 5000, 'usd', 'pending'),
        pay('f', 700, 'usd', 'failed'),
      ]);
    await addSubscription(new Date(), 'active', true);
    await addSubscription(new Date(), 'canceled', true);
    await addSubscription(new Date(), 'past_due');
    const ledger = (reference: string, delta: number, reason: string, createdAt?: Date) => ({
      userId: owner.user.id,
      bucket: 'purchased' as const,
      delta,
      reason,
      reference: `${reference}_${seq}`,
      ...(createdAt && { createdAt }),
    });
    await t.db
      .insert(creditLedger)
      .values([
        ledger('p1', 10, 'purchase'),
        ledger('p2', 5, 'purchase'),
        ledger('p3', 20, 'purchase', monthsAgo(1)),
        ledger('p4', -1, 'page'),
      ]);

    const figures = analyticsBusiness.parse(await get('/api/analytics/business'));
    expect(figures.revenue).toEqual({ month: 13.5, total: 32.5 });
    // Active: the two of days ago (active, trialing) and the old one; cancelling: one.
    expect(figures.subscriptions).toEqual({ active: 3, canceling: 1 });
    expect(figures.month).toEqual({
      pages_created: created.filter((c) => c.metric === 'pages' && c.at >= startOfUtcMonth(new Date()))
        .length,
      credits_bought: 15,
    });
  });
});
