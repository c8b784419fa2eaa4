import { parseStripeForm } from '@colorbook/test-servers/stripe-form';
import { describe, expect, it } from 'vitest';
import { invoiceSubscriptionId, type Stripe, subscriptionPeriod } from './stripe-client';

// Stripe's API 2025+ moved the period to subscription items and the invoice's subscription
// under `parent`; webhooks from accounts pinned to older versions still send the old shapes.
describe('reading both Stripe API shapes', () => {
  it('takes the period from the first item, or from the subscription itself', () => {
    const modern = {
      items: { data: [{ current_period_start: 1_700_000_000, current_period_end: 1_702_592_000 }] },
    };
    const legacy = {
      current_period_start: 1_600_000_000,
      current_period_end: 1_602_592_000,
      items: { data: [{}] },
    };
    expect(subscriptionPeriod(modern as unknown as Stripe.Subscription)).toEqual({
      start: new Date(1_700_000_000_000),
      end: new Date(1_702_592_000_000),
    });
    expect(subscriptionPeriod(legacy as unknown as Stripe.Subscription)).toEqual({
      start: new Date(1_600_000_000_000),
      end: new Date(1_602_592_000_000),
    });
    expect(subscriptionPeriod({ items: { data: [] } } as unknown as Stripe.Subscription)).toEqual({
      start: null,
      end: null,
    });
  });

  it("finds an invoice's subscription under parent, or on the invoice", () => {
    const modern = { parent: { subscription_details: { subscription: 'sub_new' } } };
    expect(invoiceSubscriptionId(modern as unknown as Stripe.Invoice)).toBe('sub_new');
    expect(invoiceSubscriptionId({ subscription: 'sub_old' } as unknown as Stripe.Invoice)).toBe('sub_old');
    expect(invoiceSubscriptionId({ subscription: { id: 'sub_obj' } } as unknown as Stripe.Invoice)).toBe(
      'sub_obj',
    );
    expect(invoiceSubscriptionId({} as Stripe.Invoice)).toBeNull();
  });
});

describe("Stripe's form encoding (what the stand-in reads)", () => {
  it('nests brackets and turns indexes into lists', () => {
    expect(
      parseStripeForm(
        'mode=payment&line_items[0][price_data][currency]=usd&line_items[0][quantity]=5&expand[]=subscription&metadata[user_id]=3',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd' }, quantity: '5' }],
      expand: ['subscription'],
      metadata: { user_id: '3' },
    });
  });
});
