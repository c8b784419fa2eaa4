import { accountBilling, canceledSubscription, redirectUrl } from '@colorbook/contract';
import { request } from '../../lib/api';

/** GET /billing/read: the plan, its subscription and whether the billing portal exists. */
export const readBilling = (signal?: AbortSignal) =>
  request('GET', '/billing/read', { schema: accountBilling, signal, silent: true });

/** POST /stripe/subscription/cancel: ends the plan at the end of the paid period. */
export const cancelSubscription = () =>
  request('POST', '/stripe/subscription/cancel', { schema: canceledSubscription });

/** POST /stripe/portal: Stripe's billing portal (cards, invoices). */
export const openBillingPortal = () => request('POST', '/stripe/portal', { schema: redirectUrl });
