import type { AccountBilling } from '@colorbook/contract';
import { formatLongDate } from '../../lib/billing-format';

type Subscription = NonNullable<AccountBilling['subscription']>;

/** Statuses of a subscription that still runs (Stripe's; past_due is retrying a payment). */
const LIVE = new Set(['active', 'trialing', 'past_due']);

/** Spec §4: a subscription is canceled when canceled_at is set; ours also when set to end. */
export const isCanceling = (subscription: Subscription): boolean =>
  subscription.cancel_at_period_end || subscription.canceled_at !== null;

/** 'Cancel subscription' is offered for a running subscription that is not already ending. */
export const canCancel = (subscription: Subscription | null): boolean =>
  subscription !== null && LIVE.has(subscription.status) && !isCanceling(subscription);

/**
 * The period's end in words ("March 12, 2026") and whether the plan renews then or ends ("Renews
 * on …" / "Ends on …", messages account.credits.renews / .ends); null when there is nothing to say.
 */
export function subscriptionPeriod(
  subscription: Subscription | null,
): { date: string; ends: boolean } | null {
  // A subscription that is over leaves the user on the free plan: no date to show.
  if (!subscription || !LIVE.has(subscription.status)) return null;
  const date = formatLongDate(subscription.current_period_end);
  if (!date) return null;
  return { date, ends: isCanceling(subscription) };
}
