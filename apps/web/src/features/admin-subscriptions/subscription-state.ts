import type { SubscriptionRecord } from '@colorbook/contract';
import type { BadgeTone } from '../../components/badge';

/** `label` is a message id (admin.subscriptions.state.*). */
export type SubscriptionState = { label: string; tone: BadgeTone };

type Facts = Pick<SubscriptionRecord, 'status' | 'canceled_at'>;

const troubled: Record<string, string> = {
  past_due: 'admin.subscriptions.state.pastDue',
  unpaid: 'admin.subscriptions.state.unpaid',
};
const other: Record<string, string> = {
  incomplete: 'admin.subscriptions.state.incomplete',
  incomplete_expired: 'admin.subscriptions.state.expired',
  paused: 'admin.subscriptions.state.paused',
  trialing: 'admin.subscriptions.state.trial',
};

/**
 * Spec §4: a subscription is canceled when canceled_at is set, otherwise active. The provider's
 * own troubles (a failed renewal, an unfinished checkout) are named as they are, so an admin can
 * tell a paying customer from one whose card was declined.
 */
export function subscriptionState({ status, canceled_at: canceledAt }: Facts): SubscriptionState {
  if (canceledAt || status === 'canceled')
    return { label: 'admin.subscriptions.state.canceled', tone: 'neutral' };
  const trouble = troubled[status];
  if (trouble) return { label: trouble, tone: 'danger' };
  const named = other[status];
  if (named) return { label: named, tone: status === 'trialing' ? 'success' : 'neutral' };
  return { label: 'admin.subscriptions.state.active', tone: 'success' };
}
