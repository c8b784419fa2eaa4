import { badRequest } from '../../errors';

/** Stripe's largest charge in USD: eight digits of cents ($999,999.99). */
export const STRIPE_MAX_CENTS = 99_999_999;

export const ORDER_TOO_LARGE_MESSAGE =
  'amount: this order costs more than one payment can take. Please buy fewer pages at a time.';

/**
 * What `pages` at `unitCents` each cost, checked before any provider is called: a price set very
 * high on the settings screen must not make a total that no payment (or our int8 cents) can hold,
 * after the provider already created the payment.
 */
export function orderCents(pages: number, unitCents: number, maxCents = Number.MAX_SAFE_INTEGER): number {
  const total = pages * unitCents;
  if (!Number.isSafeInteger(total) || total <= 0 || total > maxCents)
    throw badRequest(ORDER_TOO_LARGE_MESSAGE);
  return total;
}
