import { credit } from '@colorbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalances, creditLedger } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCreditsService } from './credits.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const readCredits = async (who: UserWithSession) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return credit.parse(res.json());
};

describe('GET /api/credits/read', () => {
  it('gives a new user the free plan limits', async () => {
    const user = await createUserWithSession(t.db);
    expect(await readCredits(user)).toEqual({ credits: 3, public_page: 3 });
    // Reading again grants nothing more.
    expect(await readCredits(user)).toEqual({ credits: 3, public_page: 3 });
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/credits/read' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the credits service', () => {
  const service = () => createCreditsService(t.db);

  it('spends plan credits first, then purchased ones, and never below zero', async () => {
    const user = await createUserWithSession(t.db);
    await t.db.transaction((tx) =>
      service().grantPurchased(tx, user.user.id, 2, `test:grant:${user.user.id}`),
    );
    expect(await readCredits(user)).toEqual({ credits: 5, public_page: 3 });
    for (let i = 0; i < 5; i++) {
      await t.db.transaction((tx) =>
        service().spendPage(tx, user.user.id, `test:spend:${user.user.id}:${i}`),
      );
    }
    const [balance] = await t.db.select().from(creditBalances).where(eq(creditBalances.userId, user.user.id));
    expect(balance).toMatchObject({ planCredits: 0, purchasedCredits: 0 });
    await expect(
      t.db.transaction((tx) => service().spendPage(tx, user.user.id, `test:spend:${user.user.id}:6`)),
    ).rejects.toMatchObject({ code: 'NO_CREDITS', message: 'No Pages available. Pay more pages.' });
  });

  it('applies a grant, a spend and a refund once, however often they are retried', async () => {
    const user = await createUserWithSession(t.db);
    const id = user.user.id;
    for (let i = 0; i < 3; i++) {
      await t.db.transaction((tx) => service().grantPurchased(tx, id, 10, `test:once:${id}`));
    }
    expect((await readCredits(user)).credits).toBe(13);
    for (let i = 0; i < 3; i++) {
      await t.db.transaction((tx) => service().spendPage(tx, id, `page:once:${id}`));
    }
    expect((await readCredits(user)).credits).toBe(12);
    for (let i = 0; i < 3; i++) {
      await t.db.transaction((tx) => service().refund(tx, id, `page:once:${id}`));
    }
    expect((await readCredits(user)).credits).toBe(13);
    const [sum] = await t.db
      .select({ total: sql<number>`sum(${creditLedger.delta})::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, id));
    const [balance] = await t.db.select().from(creditBalances).where(eq(creditBalances.userId, id));
    // The ledger explains the balance exactly.
    expect(sum?.total).toBe(
      (balance?.planCredits ?? 0) + (balance?.purchasedCredits ?? 0) + (balance?.publicPageCredits ?? 0),
    );
  });

  it('spends a public page once per reference and refuses at zero', async () => {
    const user = await createUserWithSession(t.db);
    const id = user.user.id;
    expect(await t.db.transaction((tx) => service().spendPublicPage(tx, id, `color:${id}:1`))).toBe(true);
    expect(await t.db.transaction((tx) => service().spendPublicPage(tx, id, `color:${id}:1`))).toBe(false);
    await t.db.transaction((tx) => service().spendPublicPage(tx, id, `color:${id}:2`));
    await t.db.transaction((tx) => service().spendPublicPage(tx, id, `color:${id}:3`));
    await expect(
      t.db.transaction((tx) => service().spendPublicPage(tx, id, `color:${id}:4`)),
    ).rejects.toMatchObject({ code: 'NO_CREDITS' });
    expect(await readCredits(user)).toEqual({ credits: 3, public_page: 0 });
  });

  it('resets plan credits when the period ends and keeps purchased ones', async () => {
    const user = await createUserWithSession(t.db);
    const id = user.user.id;
    await t.db.transaction((tx) => service().grantPurchased(tx, id, 4, `test:keep:${id}`));
    await t.db.transaction((tx) => service().spendPage(tx, id, `test:a:${id}`));
    await t.db.transaction((tx) => service().spendPublicPage(tx, id, `color:${id}:9`));
    expect(await readCredits(user)).toEqual({ credits: 6, public_page: 2 });

    // A month and a bit later.
    const later = new Date(Date.now() + 32 * 24 * 3600 * 1000);
    const afterMonth = createCreditsService(t.db, () => later);
    expect(await afterMonth.read(id)).toEqual({ credits: 7, public_page: 3 });
    // The reset happens once per period.
    await t.db.transaction((tx) => afterMonth.spendPage(tx, id, `test:b:${id}`));
    expect(await afterMonth.read(id)).toEqual({ credits: 6, public_page: 3 });
  });

  it('never double-spends under concurrent spends', async () => {
    const user = await createUserWithSession(t.db);
    const id = user.user.id;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.db.transaction((tx) => service().spendPage(tx, id, `test:race:${id}:${i}`)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(9);
    expect(await readCredits(user)).toEqual({ credits: 0, public_page: 3 });
  });
});
