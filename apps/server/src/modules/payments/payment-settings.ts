import { DEFAULT_PAGE_PRICE } from '@colorbook/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OutboundPolicy } from '../../lib/outbound-address';
import { listSettings } from '../settings/settings.repo';

/**
 * Provider credentials and prices, read per request so an admin's change on the settings
 * screen applies at once, in every process. Settings win over the environment (DESIGN §6).
 */
export interface PaymentSettings {
  stripeKey: string | null;
  stripeWebhookSecret: string | null;
  virtpay: VirtpaySettings | null;
  /** Cents per page (amount_one_page is dollars). */
  pagePriceCents: number;
  /** Euro cents per token (amount_one_token is euros); null when unset. */
  tokenPriceCents: number | null;
}

export interface VirtpaySettings {
  href: string;
  merchantNumber: string;
  merchantId: string;
  bearerToken: string;
  /** Which addresses the client may call with the token (ALLOW_PRIVATE_OUTBOUND). */
  outbound: OutboundPolicy;
}

const names = [
  'stripe_key',
  'stripe_webhook_secret',
  'virt_pay_merchant_href',
  'virt_pay_merchant_number',
  'virt_pay_merchant_id',
  'virt_pay_bearer_token',
  'amount_one_token',
  'amount_one_page',
] as const;

/** Dollars or euros as typed by an admin ("0.5", "1,20") to whole cents; null when not a positive amount. */
export function toCents(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 100);
}

export async function readPaymentSettings(db: Db, config: Config): Promise<PaymentSettings> {
  const rows = await listSettings(db, names);
  const get = (name: (typeof names)[number]) => rows.find((r) => r.name === name)?.value.trim() || undefined;
  const href = get('virt_pay_merchant_href');
  const merchantNumber = get('virt_pay_merchant_number');
  const merchantId = get('virt_pay_merchant_id');
  const bearerToken = get('virt_pay_bearer_token');
  const tokenPriceCents = toCents(get('amount_one_token'));
  return {
    stripeKey: get('stripe_key') ?? config.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: get('stripe_webhook_secret') ?? config.STRIPE_WEBHOOK_SECRET ?? null,
    // VirtPay is offered only when every field it needs is there, the token price included.
    virtpay:
      href && merchantNumber && merchantId && bearerToken && tokenPriceCents
        ? {
            href: href.replace(/\/+$/, ''),
            merchantNumber,
            merchantId,
            bearerToken,
            outbound: { allowPrivate: config.ALLOW_PRIVATE_OUTBOUND },
          }
        : null,
    pagePriceCents: toCents(get('amount_one_page')) ?? Math.round(DEFAULT_PAGE_PRICE * 100),
    tokenPriceCents,
  };
}

/**
 * Card payments go to Stripe when a key is set; otherwise to demo payments (provider `test`),
 * only where they are on (config DEMO_PAYMENTS: an opt-in, or a loopback-only install).
 */
export function cardProvider(settings: PaymentSettings, config: Config): 'stripe' | 'test' | null {
  if (settings.stripeKey) return 'stripe';
  return config.DEMO_PAYMENTS ? 'test' : null;
}
