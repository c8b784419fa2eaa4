import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findUser, setStripeIdIfMissing } from './payments.repo';
import { callStripe, type Stripe } from './stripe-client';

/** The user's Stripe customer (`stripe_id`) and the billing portal that opens on it. */
export function createStripeCustomers(db: Db) {
  return {
    /**
     * One Stripe customer per user, created once even when two checkouts start together: both
     * send the same idempotency key, so Stripe answers both with one customer, and the first
     * write of `stripe_id` wins.
     */
    async ensureCustomer(stripe: Stripe, userId: number): Promise<string> {
      const user = await findUser(db, userId);
      if (!user) throw notFound('user not found');
      if (user.stripeId) return user.stripeId;
      const customer = await callStripe(() =>
        stripe.customers.create(
          { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
          { idempotencyKey: `colorbook-customer-${user.id}` },
        ),
      );
      return setStripeIdIfMissing(db, user.id, customer.id);
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
