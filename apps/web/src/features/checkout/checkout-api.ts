import { paymentOptions, redirectUrl } from '@colorbook/contract';
import { request } from '../../lib/api';

/*
 * The calls of /checkout. They are `silent`: the screen shows a failure where it happened
 * (a 401 still signs out, spec §8).
 */

export type PaymentMethod = 'card' | 'virtpay';

/** GET /payments/options: which ways to pay this server offers, and the prices. */
export const readPaymentOptions = (signal?: AbortSignal) =>
  request('GET', '/payments/options', { schema: paymentOptions, signal, silent: true });

/** POST /stripe/checkout or /virtpay/checkout for a page pack → where the browser goes next. */
export const startPagesCheckout = (method: PaymentMethod, pages: number) =>
  request('POST', method === 'virtpay' ? '/virtpay/checkout' : '/stripe/checkout', {
    body: { amount: pages },
    schema: redirectUrl,
    silent: true,
  });

/** POST /stripe/checkout {plan}: subscribes through the card provider (Stripe or test payments). */
export const startPlanCheckout = (plan: string) =>
  request('POST', '/stripe/checkout', { body: { plan }, schema: redirectUrl, silent: true });

/**
 * Leaves for the provider's page (or our own test checkout). A full page load on purpose: Stripe
 * and VirtPay are other sites, and the return to /payment starts the app afresh either way.
 */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
