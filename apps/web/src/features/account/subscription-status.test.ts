import type { AccountBilling } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { canCancel, subscriptionPeriod } from './subscription-status';

type Subscription = NonNullable<AccountBilling['subscription']>;
const subscription = (changes: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  current_period_end: '2026-03-12T10:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
  ...changes,
});

describe('subscription status on the account', () => {
  it('renews a running subscription, which can be canceled', () => {
    expect(subscriptionPeriod(subscription())).toEqual({ date: 'March 12, 2026', ends: false });
    expect(canCancel(subscription())).toBe(true);
    expect(canCancel(subscription({ status: 'trialing' }))).toBe(true);
  });

  it('ends a canceled one on its period end, with nothing more to cancel', () => {
    const ending = subscription({ cancel_at_period_end: true, canceled_at: '2026-02-20T09:00:00.000Z' });
    expect(subscriptionPeriod(ending)).toEqual({ date: 'March 12, 2026', ends: true });
    expect(canCancel(ending)).toBe(false);
    // canceled_at alone counts as canceled (spec §4).
    expect(canCancel(subscription({ canceled_at: '2026-02-20T09:00:00.000Z' }))).toBe(false);
  });

  it('says nothing without a subscription, a date, or for one that is over', () => {
    expect(subscriptionPeriod(null)).toBeNull();
    expect(canCancel(null)).toBe(false);
    expect(subscriptionPeriod(subscription({ current_period_end: null }))).toBeNull();
    expect(subscriptionPeriod(subscription({ status: 'incomplete_expired' }))).toBeNull();
    const over = subscription({ status: 'canceled', canceled_at: '2026-02-20T09:00:00.000Z' });
    expect(subscriptionPeriod(over)).toBeNull();
    expect(canCancel(over)).toBe(false);
  });
});
