import { z } from 'zod';
import { paginated } from './common';

/** DESIGN §6: one interface, three providers; `test` never runs in production. */
export const paymentProviderNames = ['stripe', 'virtpay', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export const MAX_PAGES_PER_PURCHASE = 1000;
export const DEFAULT_PAGE_PRICE = 0.5;

const amountError = { error: `amount must be a whole number of pages from 1 to ${MAX_PAGES_PER_PURCHASE}` };
/** A number of pages to buy. */
export const pagesAmount = z
  .number(amountError)
  .int(amountError)
  .min(1, amountError)
  .max(MAX_PAGES_PER_PURCHASE, amountError);

/** POST /stripe/checkout: `{amount}` buys pages, `{plan}` (a paid plan's name) subscribes. */
export const stripeCheckoutBody = z
  .strictObject({
    amount: pagesAmount.optional(),
    plan: z.string().trim().min(1).max(40).optional(),
  })
  .refine((body) => (body.amount === undefined) !== (body.plan === undefined), {
    error: 'Send either amount (pages to buy) or plan (a paid plan), not both.',
  });
export type StripeCheckoutBody = z.infer<typeof stripeCheckoutBody>;

/** POST /virtpay/checkout: pages paid in tokens (one page = one token). */
export const virtpayCheckoutBody = z.strictObject({ amount: pagesAmount });
export type VirtpayCheckoutBody = z.infer<typeof virtpayCheckoutBody>;

/** Where the browser goes next (the provider's hosted page, or our own for test payments). */
export const redirectUrl = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrl>;

/**
 * GET /payments/options: what /checkout can offer. `card` is the provider behind card
 * payments (Stripe when a key is set, else the test provider outside production, else none).
 */
export const paymentOptions = z.object({
  card: z.enum(['stripe', 'test']).nullable(),
  virtpay: z.boolean(),
  /** Dollars per page (setting amount_one_page). */
  page_price: z.number(),
  /** Euros per token (setting amount_one_token), when VirtPay is configured. */
  token_price_eur: z.number().nullable(),
});
export type PaymentOptions = z.infer<typeof paymentOptions>;

/** POST /payments/confirm, called by /payment when the user returns from the provider. */
export const confirmPaymentBody = z.strictObject({
  provider: z.enum(paymentProviderNames),
  id: z.string().trim().min(1).max(255),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

export const paymentStatuses = ['paid', 'pending', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const confirmedPayment = z.object({
  status: z.enum(paymentStatuses),
  kind: z.enum(['plan', 'pages']),
  /** Pages bought (kind pages). */
  pages: z.number().int().nullable(),
  /** Title of the plan subscribed to (kind plan). */
  plan: z.string().nullable(),
});
export type ConfirmedPayment = z.infer<typeof confirmedPayment>;

/** POST /payments/test/complete: the test provider's "Pay" button (never in production). */
export const completeTestPaymentBody = z.strictObject({
  id: z.string().trim().min(1).max(255),
  outcome: z.enum(['paid', 'canceled']).default('paid'),
});
/** GET /payments/test/{id}: what the test checkout screen shows. */
export const testPaymentParams = z.object({ id: z.string().trim().min(1).max(255) });
export const testPayment = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'pages']),
  pages: z.number().int().nullable(),
  plan: z.string().nullable(),
  /** Dollars. */
  amount: z.number(),
  status: z.enum(paymentStatuses),
});
export type TestPayment = z.infer<typeof testPayment>;

export const canceledSubscription = z.object({ canceled: z.literal(true) });
export const NO_SUBSCRIPTION_MESSAGE = 'You have no active subscription to cancel.';
export const SUBSCRIPTION_CANCELED_MESSAGE = 'Your active subscription plan has been canceled';

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/** GET /billing/read: the signed-in user's plan and subscription for the account's credits panel. */
export const accountBilling = z.object({
  plan: z.object({ name: z.string(), title: z.string(), paid: z.boolean() }),
  subscription: z
    .object({
      status: z.string(),
      /** ISO date the current period ends: the renewal date, or the end date when canceling. */
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
      canceled_at: z.string().nullable(),
    })
    .nullable(),
  /** True when a Stripe customer exists, so 'Manage billing' can open the portal. */
  portal: z.boolean(),
});
export type AccountBilling = z.infer<typeof accountBilling>;

/** Spec §3 Subscription, as admins list it (GET /subscriptions/paginate). */
export const subscriptionRecord = z.object({
  id: z.number().int(),
  created_at: z.string(),
  canceled_at: z.string().nullable(),
  /** Dollars per month. */
  price: z.number(),
  status: z.string(),
  provider: z.enum(paymentProviderNames),
  /** The provider's subscription id (e.g. Stripe's sub_…). */
  provider_subscription_id: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    stripe_id: z.string().nullable(),
  }),
  plan: z.object({ name: z.string(), title: z.string() }),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;
export const subscriptionsPage = paginated(subscriptionRecord);
export type SubscriptionsPage = z.infer<typeof subscriptionsPage>;
export const subscriptionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(100).optional().default(''),
});
export type SubscriptionsQuery = z.input<typeof subscriptionsQuery>;
