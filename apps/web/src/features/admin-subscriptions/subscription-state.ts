import type { SubscriptionRecord } from '@colorbook/contract';
import type { BadgeTone } from '../../components/badge';

export type SubscriptionState = { label: string; tone: BadgeTone };

type Facts = Pick<SubscriptionRecord, 'status' | 'canceled_at'>;

const troubled: Record<string, string> = { past_due: 'Past due', unpaid: 'Unpaid' };
const other: Record<string, string> = {
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
  trialing: 'Trial',
};

/**
 * Spec §4: a subscription is canceled when canceled_at is set, otherwise active. The provider's
 * own troubles (a failed renewal, an unfinished checkout) are named as they are, so an admin can
 * tell a paying customer from one whose card was declined.
 */
export function subscriptionState({ status, canceled_at: canceledAt }: Facts): SubscriptionState {
  if (canceledAt || status === 'canceled') return { label: 'Canceled', tone: 'neutral' };
  const trouble = troubled[status];
  if (trouble) return { label: trouble, tone: 'danger' };
  const named = other[status];
  if (named) return { label: named, tone: status === 'trialing' ? 'success' : 'neutral' };
  return { label: 'Active', tone: 'success' };
}
