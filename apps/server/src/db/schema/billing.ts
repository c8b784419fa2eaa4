import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tstz, updatedAt } from './columns';
import { plans } from './plans';
import { users } from './users';

export const paymentProviders = ['stripe', 'virtpay', 'test'] as const;

/**
 * Money in cents as int8: a price times a quantity can pass int4's 21 million dollars. Read as a
 * JS number, exact up to 2^53; callers check that bound before an amount is stored or sent.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * A plan subscription as the provider reports it. Money rows reference users without
 * cascade: users are blocked, never deleted, and payment history must not vanish.
 * "One active subscription per user" is a service rule, not a unique index, because a plan
 * change briefly has the old and the new one active while the provider's webhooks arrive.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    status: text('status').notNull(),
    priceCents: cents('price_cents').notNull(),
    currentPeriodEnd: tstz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: tstz('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_provider_check', sql.raw(`provider in (${sqlList(paymentProviders)})`)),
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_created_at_idx').on(t.createdAt),
    // The admin dashboard counts running subscriptions (renewing vs cancelling) from this alone.
    index('subscriptions_running_idx')
      .on(t.cancelAtPeriodEnd)
      .where(sql`${t.status} in ('active', 'trialing')`),
  ],
);

export const paymentKinds = ['plan', 'pages'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * One checkout: written `pending` when it starts where the provider needs our record (VirtPay,
 * test payments) or when it is fulfilled (Stripe, keyed by the Checkout session id), and set
 * `paid` in the same transaction as the credits it grants, so fulfilment runs at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** What the provider refunded of it so far (Stripe's charge.amount_refunded). */
    refundedCents: cents('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    pages: integer('pages'),
    /** The plan bought (kind plan). */
    planId: integer('plan_id').references(() => plans.id),
    /** Our own reference sent to the provider (VirtPay checks it back on the re-read). */
    reference: text('reference').unique(),
    /** Subscription the payment started (kind plan), the provider's id. */
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_provider_check', sql.raw(`provider in (${sqlList(paymentProviders)})`)),
    check('payments_kind_check', sql.raw(`kind in (${sqlList(paymentKinds)})`)),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
    check('payments_refunded_check', sql`${t.refundedCents} >= 0`),
    index('payments_user_id_idx').on(t.userId),
    index('payments_created_at_idx').on(t.createdAt),
    // The admin dashboard sums revenue (USD, paid) from this index alone, without the table.
    index('payments_paid_usd_idx')
      .on(t.createdAt, t.amountCents)
      .where(sql`${t.status} = 'paid' and ${t.currency} = 'usd'`),
  ],
);

/** Webhook deliveries are retried by providers; recording each event id once makes handling idempotent. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: tstz('processed_at').notNull().defaultNow(),
  },
  (t) => [unique('webhook_events_provider_event_unique').on(t.provider, t.eventId)],
);

/**
 * Named leases for billing work that one process at a time may do, across servers: the daily
 * Stripe reconcile (`stripe-reconcile`, held until the next run is due) and the creation of a
 * user's Stripe customer (`stripe-customer:<user>`). A lease rather than a held row lock, so no
 * database connection waits on a network call; one whose holder died simply expires.
 */
export const billingLeases = pgTable('billing_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  expiresAt: tstz('expires_at').notNull(),
});
