import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

describe('subscriptionState (spec §4)', () => {
  it('is active while canceled_at is not set', () => {
    expect(subscriptionState({ status: 'active', canceled_at: null })).toEqual({
      label: 'admin.subscriptions.state.active',
      tone: 'success',
    });
  });

  it('is canceled once canceled_at is set, also while the paid period runs out', () => {
    expect(subscriptionState({ status: 'active', canceled_at: '2026-03-01T10:00:00.000Z' }).label).toBe(
      'admin.subscriptions.state.canceled',
    );
    expect(subscriptionState({ status: 'canceled', canceled_at: '2026-03-01T10:00:00.000Z' }).label).toBe(
      'admin.subscriptions.state.canceled',
    );
    expect(subscriptionState({ status: 'canceled', canceled_at: null }).label).toBe(
      'admin.subscriptions.state.canceled',
    );
  });

  it('names a failed renewal as a problem', () => {
    expect(subscriptionState({ status: 'past_due', canceled_at: null })).toEqual({
      label: 'admin.subscriptions.state.pastDue',
      tone: 'danger',
    });
    expect(subscriptionState({ status: 'unpaid', canceled_at: null })).toEqual({
      label: 'admin.subscriptions.state.unpaid',
      tone: 'danger',
    });
  });

  it('names the other provider states', () => {
    expect(subscriptionState({ status: 'incomplete', canceled_at: null }).label).toBe(
      'admin.subscriptions.state.incomplete',
    );
    expect(subscriptionState({ status: 'incomplete_expired', canceled_at: null }).label).toBe(
      'admin.subscriptions.state.expired',
    );
    expect(subscriptionState({ status: 'paused', canceled_at: null }).label).toBe(
      'admin.subscriptions.state.paused',
    );
    expect(subscriptionState({ status: 'trialing', canceled_at: null }).label).toBe(
      'admin.subscriptions.state.trial',
    );
  });
});
