import { confirmedPayment, testPayment } from '@colorbook/contract';
import { z } from 'zod';
import { request } from '../../lib/api';
import type { PaymentReturn } from './confirm-flow';

/*
 * The calls of /payment and /payment/test. `silent`: these screens show what went wrong
 * themselves (an ended session still goes to sign-in, spec §8).
 */

/** POST /payments/confirm: the same fulfilment as the provider's webhook (DESIGN §6). */
export const confirmPayment = (payment: PaymentReturn, signal?: AbortSignal) =>
  request('POST', '/payments/confirm', { body: payment, schema: confirmedPayment, signal, silent: true });

/** GET /payments/test/{id}: what the test checkout sells. */
export const readTestPayment = (id: string, signal?: AbortSignal) =>
  request('GET', `/payments/test/${encodeURIComponent(id)}`, { schema: testPayment, signal, silent: true });

/** POST /payments/test/complete: the test provider's 'Pay' or 'Cancel'. */
export const completeTestPayment = (id: string, outcome: 'paid' | 'canceled') =>
  request('POST', '/payments/test/complete', { body: { id, outcome }, schema: z.unknown(), silent: true });
