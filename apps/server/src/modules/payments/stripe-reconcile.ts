import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { findBalance } from '../credits/credits.repo';
import {
  findSubscriptionByProviderId,
  findUser,
  isLive,
  liveSubscriptionsPage,
  type SubscriptionRow,
} from './payments.repo';
import { idOf, type Stripe, subscriptionPeriod } from './stripe-client';
import type { StripeSubscriptions } from './stripe-subscriptions';

export interface ReconcileReport {
  /** Subscriptions compared with Stripe. */
  checked: number;
  /** Of them, those whose record here differed and were brought to Stripe's state. */
  repaired: number;
}

/** Stripe's statuses in which a subscription gives its plan, listed one status at a time. */
const LIVE_AT_STRIPE = ['active', 'past_due', 'trialing'] as const;
const PAGE = 100;

/** A subscription Stripe does not know (deleted with its test data, another account's): null. */
const notFound = (err: unknown): null => {
  if ((err as { cause?: { statusCode?: number } }).cause?.statusCode === 404) return null;
  throw err;
};

/**
 * The daily reconcile (docs/decisions/0021): a webhook can be lost for good (an outage longer
 * than Stripe's three days of retries, a secret set wrong), so once a day every subscription
 * that gives a plan, here or at Stripe, is compared with Stripe and any difference is repaired
 * through the same fulfilment the webhooks use, and logged. The runner (reconcile-runner.ts)
 * makes sure one process at a time does it.
 */
export function createStripeReconcile(deps: {
  db: Db;
  subscriptions: StripeSubscriptions;
  log: FastifyBaseLogger;
}) {
  const { db, subscriptions, log } = deps;

  const summary = (row: SubscriptionRow | undefined) =>
    row && {
      status: row.status,
      plan: row.planId,
      current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: row.cancelAtPeriodEnd,
    };

  /** What differs between Stripe's subscription and ours; empty when nothing does. */
  async function driftOf(stripe: Stripe, sub: Stripe.Subscription, ours: SubscriptionRow | undefined) {
    const userId = Number(sub.metadata?.user_id);
    const plan = await subscriptions.planOf(sub);
    const period = subscriptionPeriod(sub);
    if (!ours) return ['unknown here'];
    const drift: string[] = [];
    if (ours.status !== sub.status) drift.push('status');
    if (plan && ours.planId !== plan.id) drift.push('plan');
    if (period.end && ours.currentPeriodEnd?.getTime() !== period.end.getTime()) drift.push('period');
    if (ours.cancelAtPeriodEnd !== sub.cancel_at_period_end) drift.push('cancel_at_period_end');
    if (!isLive(sub.status) || drift.length > 0) return drift;
    // The record matches but what it gives may not: a plan change or a renewal whose event was lost.
    const user = await findUser(db, userId);
    if (plan && user && user.planId !== plan.id) drift.push('user plan');
    const balance = await findBalance(db, userId);
    const invoice = await subscriptions.latestInvoice(stripe, sub);
    const paid = !invoice || invoice.status === 'paid';
    if (sub.status !== 'past_due' && paid && period.start && balance && balance.periodStart < period.start) {
      drift.push('renewal');
    }
    return drift;
  }

  /** Repairs one subscription if it drifted; true when it did. */
  async function repair(stripe: Stripe, listed: Stripe.Subscription): Promise<boolean> {
    if (!listed.metadata?.user_id) return false; // not one of ours (another product on the account)
    const before = await findSubscriptionByProviderId(db, listed.id);
    if (!before) {
      // Adopted only when it is this user's own customer (not another server's on one account).
      const user = await findUser(db, Number(listed.metadata.user_id));
      if (!user?.stripeId || user.stripeId !== idOf(listed.customer)) {
        log.warn(
          { subscription: listed.id },
          'stripe reconcile: a subscription of another customer; left alone',
        );
        return false;
      }
    }
    const drift = await driftOf(stripe, listed, before);
    if (drift.length === 0) return false;
    // Re-read right before converging: the listed copy may be older than a webhook handled since.
    const synced = await subscriptions.syncSubscription(stripe, listed.id);
    const after = await findSubscriptionByProviderId(db, listed.id);
    log.info(
      {
        subscription: listed.id,
        user: Number(listed.metadata.user_id),
        drift,
        before: summary(before),
        after: summary(after),
      },
      synced
        ? 'stripe reconcile repaired a subscription'
        : 'stripe reconcile found a subscription it cannot use',
    );
    return synced !== null;
  }

  return {
    /** One pass; `heartbeat` is called as it goes and throws when this process must stop. */
    async run(stripe: Stripe, heartbeat: () => Promise<void> = async () => {}): Promise<ReconcileReport> {
      const report: ReconcileReport = { checked: 0, repaired: 0 };
      const seen = new Set<string>();
      const check = async (sub: Stripe.Subscription) => {
        report.checked += 1;
        if (await repair(stripe, sub)) report.repaired += 1;
        if (report.checked % PAGE === 0) await heartbeat();
      };
      // Stripe's side: every subscription that gives a plan there (one unknown here is a lost checkout).
      for (const status of LIVE_AT_STRIPE) {
        for await (const sub of stripe.subscriptions.list({
          status,
          limit: PAGE,
          expand: ['data.latest_invoice'],
        })) {
          seen.add(sub.id);
          await check(sub);
        }
      }
      // Ours: those Stripe no longer lists as giving a plan (a lost `deleted` or `updated`).
      for (let afterId = 0; ; ) {
        const rows = await liveSubscriptionsPage(db, 'stripe', afterId, PAGE);
        for (const row of rows) {
          if (seen.has(row.providerSubscriptionId)) continue;
          const sub = await subscriptions
            .retrieveSubscription(stripe, row.providerSubscriptionId)
            .catch(notFound);
          if (sub) await check(sub);
          else
            log.warn(
              { subscription: row.providerSubscriptionId },
              'stripe reconcile: Stripe has no such subscription',
            );
        }
        if (rows.length < PAGE) break;
        afterId = (rows.at(-1) as SubscriptionRow).id;
        await heartbeat();
      }
      return report;
    },
  };
}

export type StripeReconcile = ReturnType<typeof createStripeReconcile>;
