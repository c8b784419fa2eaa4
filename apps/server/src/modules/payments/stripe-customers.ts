import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { claimLease, releaseLease } from './billing-leases.repo';
import { findUser, setStripeIdIfMissing } from './payments.repo';
import { callStripe, STRIPE_DOWN_MESSAGE, type Stripe } from './stripe-client';

/** Longer than the SDK's slowest answer (20 s timeout, two retries): a holder that died expires. */
const LEASE_MS = 90_000;
/** How long a checkout waits for another one creating the customer. */
const WAIT_MS = 30_000;
const POLL_MS = 100;

/** The user's Stripe customer (`stripe_id`) and the billing portal that opens on it. */
export function createStripeCustomers(db: Db) {
  return {
    /**
     * One Stripe customer per user, created once even when several checkouts start together:
     * the first takes the lease `stripe-customer:<user>` and creates it while the others wait
     * for its id (no database lock is held over the call to Stripe). The idempotency key makes a
     * retry after a crash mid-call return the same customer.
     */
    async ensureCustomer(stripe: Stripe, userId: number): Promise<string> {
      const lease = `stripe-customer:${userId}`;
      const owner = randomUUID();
      const giveUpAt = Date.now() + WAIT_MS;
      for (;;) {
        const user = await findUser(db, userId);
        if (!user) throw notFound('user not found');
        if (user.stripeId) return user.stripeId;
        if (await claimLease(db, lease, owner, LEASE_MS)) {
          try {
            const customer = await callStripe(() =>
              stripe.customers.create(
                { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
                { idempotencyKey: `colorbook-customer-${user.id}` },
              ),
            );
            return await setStripeIdIfMissing(db, user.id, customer.id);
          } finally {
            await releaseLease(db, lease, owner);
          }
        }
        if (Date.now() > giveUpAt) throw new AppError('UPSTREAM_FAILED', STRIPE_DOWN_MESSAGE);
        await sleep(POLL_MS);
      }
    },

    /** Stripe's customer portal (card, invoices) for a user who has paid by card before. */
    async portal(stripe: Stripe, userId: number, returnUrl: string): Promise<string> {
      const user = await findUser(db, userId);
      if (!user?.stripeId)
        throw notFound('You have no billing account yet: it is created with your first card payment.');
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer: user.stripeId as string, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

export type StripeCustomers = ReturnType<typeof createStripeCustomers>;
