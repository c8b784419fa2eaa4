import { z } from 'zod';
import { AppError } from '../../errors';
import { OutboundAddressError } from '../../lib/outbound-address';
import { outboundFetch } from '../../lib/outbound-fetch';
import type { VirtpaySettings } from './payment-settings';

/**
 * VirtPay's HTTP calls, all of them, in one place (DESIGN §6 fixes the protocol: no public
 * specification exists). Everything VirtPay answers is parsed before use.
 */

export const VIRTPAY_DOWN_MESSAGE =
  'The token payment service is not answering right now. Nothing was charged; please try again in a minute.';
export const VIRTPAY_ADDRESS_MESSAGE =
  'Token payments are not set up correctly. Nothing was charged; please tell the site administrator.';
const TIMEOUT_MS = 15_000;

const createdPayment = z.object({ id: z.string().min(1), payment_url: z.string().url(), status: z.string() });
export const virtpayPayment = z.object({
  id: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'canceled']),
  reference: z.string(),
  tokens: z.number().int(),
  amount_eur: z.string(),
});
export type VirtpayPayment = z.infer<typeof virtpayPayment>;

export interface NewVirtpayPayment {
  reference: string;
  tokens: number;
  /** Euros with 2 decimals, e.g. "12.50". */
  amountEur: string;
  description: string;
  returnUrl: string;
  callbackUrl: string;
}

async function call<T>(
  settings: VirtpaySettings,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    // The bearer token goes only to an address the policy allows, checked on the connection
    // itself; a redirect is answered as it is (never followed), so it cannot lead elsewhere.
    response = await outboundFetch(settings.outbound)(`${settings.href}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${settings.bearerToken}`,
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const refused =
      err instanceof OutboundAddressError ||
      (err instanceof Error && err.cause instanceof OutboundAddressError);
    if (refused) throw new AppError('UNAVAILABLE', VIRTPAY_ADDRESS_MESSAGE, { cause: err });
    throw new AppError('UPSTREAM_FAILED', VIRTPAY_DOWN_MESSAGE, { cause: err });
  }
  if (response.status === 404) throw new AppError('NOT_FOUND', 'VirtPay does not know this payment.');
  const json = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!response.ok || !parsed.success) {
    throw new AppError('UPSTREAM_FAILED', VIRTPAY_DOWN_MESSAGE, {
      cause: new Error(`VirtPay ${path} answered ${response.status}`),
    });
  }
  return parsed.data;
}

export function createVirtpayPayment(settings: VirtpaySettings, payment: NewVirtpayPayment) {
  return call(settings, '/payments', createdPayment, {
    merchant_number: settings.merchantNumber,
    merchant_id: settings.merchantId,
    reference: payment.reference,
    tokens: payment.tokens,
    amount_eur: payment.amountEur,
    description: payment.description,
    return_url: payment.returnUrl,
    callback_url: payment.callbackUrl,
  });
}

export function readVirtpayPayment(settings: VirtpaySettings, id: string) {
  return call(settings, `/payments/${encodeURIComponent(id)}`, virtpayPayment);
}

/** Euro cents as VirtPay's amount string. */
export const eurString = (cents: number) => (cents / 100).toFixed(2);
