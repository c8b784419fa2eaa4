import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditBalances, creditLedger, payments, users } from '../../db/schema';
import type { UserWithSession } from '../../test/auth-helpers';
import { type PaymentsHarness, sessionIdOf } from '../../test/payments-harness';
import { createCreditsService } from '../credits/credits.service';

/**
 * Steps the Stripe integration tests share (tests only): a user subscribes or buys through the
 * API and the Stripe stand-in, events are delivered signed, and what the user and the data now
 * show is read back.
 */
export function stripeSteps(h: () => PaymentsHarness) {
  const deliverAll = async (events: { id: string }[]) => {
    for (const event of events) expect(await h().stripe.deliver(event as never)).toBe(200);
  };

  return {
    deliverAll,

    async subscribe(who: UserWithSession, plan: string) {
      const res = await h().post(who, '/api/stripe/checkout', { plan });
      expect(res.status).toBe(200);
      const sessionId = sessionIdOf(res.body.url);
      await deliverAll(h().stripe.completeSession(sessionId));
      const subscriptionId = h().stripe.sessions.get(sessionId)?.subscription as string;
      return { sessionId, subscriptionId };
    },

    async buyPages(who: UserWithSession, amount: number) {
      const res = await h().post(who, '/api/stripe/checkout', { amount });
      expect(res.status).toBe(200);
      const sessionId = sessionIdOf(res.body.url);
      await deliverAll(h().stripe.completeSession(sessionId));
      return { sessionId, chargeId: h().stripe.chargeOf(sessionId) as string };
    },

    /** Swaps the plan (POST /stripe/checkout with a plan) and delivers what Stripe sends for it. */
    async changePlan(who: UserWithSession, plan: string) {
      const res = await h().post(who, '/api/stripe/checkout', { plan });
      expect(res.status).toBe(200);
      await deliverAll(h().stripe.takeEvents());
      return res.body.url as string;
    },

    async spend(who: UserWithSession, pages: number) {
      const credits = createCreditsService(h().db);
      for (let i = 0; i < pages; i++) {
        const ref = `page:test:${who.user.id}:${Date.now()}:${Math.random()}`;
        await h().db.transaction((tx) => credits.spendPage(tx, who.user.id, ref));
      }
    },

    planOf: async (who: UserWithSession) => (await h().get(who, '/api/users/read')).body.plan.name as string,

    async balanceOf(who: UserWithSession) {
      const [row] = await h().db.select().from(creditBalances).where(eq(creditBalances.userId, who.user.id));
      return row;
    },

    /** Ledger entries of the user whose reference starts with `prefix`. */
    ledger: (who: UserWithSession, prefix: string) =>
      h()
        .db.select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, who.user.id), like(creditLedger.reference, `${prefix}%`))),

    async paymentRow(providerRef: string) {
      const [row] = await h().db.select().from(payments).where(eq(payments.providerRef, providerRef));
      return row;
    },

    async stripeIdOf(who: UserWithSession) {
      const [row] = await h().db.select().from(users).where(eq(users.id, who.user.id));
      return row?.stripeId ?? null;
    },
  };
}
