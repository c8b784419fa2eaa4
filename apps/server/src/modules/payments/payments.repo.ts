import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentProvider, payments, plans, subscriptions, users, webhookEvents } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** Statuses in which a subscription gives its plan (Stripe keeps past_due paying while it retries). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;
export const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

export async function findUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** First writer wins; returns the customer id the user ends up with. */
export async function setStripeIdIfMissing(db: Db, userId: number, customerId: string): Promise<string> {
  await db
    .update(users)
    .set({ stripeId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeId)));
  const [row] = await db.select({ stripeId: users.stripeId }).from(users).where(eq(users.id, userId));
  return row?.stripeId ?? customerId;
}

export async function setUserPlan(tx: Db, userId: number, planId: number | null, periodStart?: Date) {
  await tx
    .update(users)
    .set({ planId, ...(periodStart && { periodStart }) })
    .where(eq(users.id, userId));
}

export async function findPlanById(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function findPlanByStripePrice(db: Db, priceId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.stripePriceId, priceId));
  return row;
}

export async function findPayment(db: Db, provider: PaymentProvider, providerRef: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row;
}

export async function findPaymentByReference(db: Db, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

/** Locks the payment row, so its status changes and the grant it triggers happen once. */
export async function lockPayment(tx: Db, provider: PaymentProvider, providerRef: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .for('update');
  return row;
}

/** True when the row is new; an existing provider_ref means this payment was recorded before. */
export async function insertPaymentIfNew(tx: Db, values: NewPaymentRow): Promise<boolean> {
  const rows = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.providerRef })
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function setPaymentStatus(tx: Db, id: number, status: string) {
  await tx.update(payments).set({ status }).where(eq(payments.id, id));
}

export async function setPaymentPaid(tx: Db, provider: PaymentProvider, providerRef: string) {
  await tx
    .update(payments)
    .set({ status: 'paid' })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerRef, providerRef),
        ne(payments.status, 'paid'),
      ),
    );
}

/** What the provider refunded of a payment so far, and its status (`refunded`, `disputed`). */
export async function setPaymentRefund(tx: Db, id: number, refundedCents: number, status: string) {
  await tx.update(payments).set({ refundedCents, status }).where(eq(payments.id, id));
}

/** The payment that started a subscription (its Checkout session), for a refund of its first invoice. */
export async function findFirstPlanPayment(db: Db, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerSubscriptionId, providerSubscriptionId), eq(payments.kind, 'plan')))
    .orderBy(asc(payments.id))
    .limit(1);
  return row;
}

/** Ends a subscription at once (a demo-payments plan replaced by another). */
export async function endSubscriptionNow(tx: Db, id: number, at: Date) {
  await tx.update(subscriptions).set({ status: 'canceled', canceledAt: at }).where(eq(subscriptions.id, id));
}

export async function setCancelAtPeriodEnd(tx: Db, id: number, at: Date) {
  await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, canceledAt: at })
    .where(eq(subscriptions.id, id));
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

export async function upsertSubscription(
  tx: Db,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const { providerSubscriptionId, userId, provider, createdAt, ...changes } = values;
  const [row] = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: changes })
    .returning();
  if (!row) throw new Error('subscription upsert returned no row');
  return row;
}

/** The user's subscriptions that still give a plan, newest first. */
export async function liveSubscriptions(db: Db, userId: number, exceptId?: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        exceptId ? ne(subscriptions.providerSubscriptionId, exceptId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** A page of every user's live subscriptions at `provider`, by id (the reconcile walks them all). */
export async function liveSubscriptionsPage(
  db: Db,
  provider: PaymentProvider,
  afterId: number,
  limit: number,
) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        gt(subscriptions.id, afterId),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}

export async function webhookEventSeen(db: Db, provider: PaymentProvider, eventId: string) {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  return row !== undefined;
}

/** Recorded in the granting transaction: false when another delivery recorded it first. */
export async function recordWebhookEvent(tx: Db, provider: PaymentProvider, eventId: string, type: string) {
  const rows = await tx
    .insert(webhookEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Admin list: newest first; search matches the user's email or the plan's name/title. */
export async function pageSubscriptions(db: Db, search: string, limit: number, offset: number) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ subscription: subscriptions, user: users, plan: plans })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      search
        ? sql`(${users.email} ilike ${pattern} or ${plans.name} ilike ${pattern} or ${plans.title} ilike ${pattern})`
        : undefined,
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit)
    .offset(offset);
}
