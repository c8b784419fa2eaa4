import { createServer } from 'node:net';
import { credit } from '@colorbook/contract';
import { type StripeStandIn, startStripeStandIn } from '@colorbook/test-servers/stripe-stand-in';
import { startVirtpayStandIn, type VirtpayStandIn } from '@colorbook/test-servers/virtpay-stand-in';
import { eq } from 'drizzle-orm';
import { plans } from '../db/schema';
import { upsertSetting } from '../modules/settings/settings.repo';
import type { UserWithSession } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

/** A port nobody listens on yet, so PUBLIC_URL can name it before the app is built. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A response body as tests read it: its shape is what the assertions check. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the shape
type Body = any;

export interface PaymentsHarness extends TestApp {
  stripe: StripeStandIn;
  virtpay: VirtpayStandIn;
  origin: string;
  /** Stripe price ids the seeded paid plans were given. */
  prices: { starter: string; advanced: string };
  credits(who: UserWithSession): Promise<{ credits: number; public_page: number }>;
  post(who: UserWithSession | null, url: string, payload?: unknown): Promise<{ status: number; body: Body }>;
  get(who: UserWithSession | null, url: string): Promise<{ status: number; body: Body }>;
}

/**
 * The app listening on a real port (Stripe's stand-in delivers webhooks to it and VirtPay calls
 * back), with the Stripe SDK pointed at the Stripe stand-in (STRIPE_API_URL) and VirtPay's
 * settings at the VirtPay stand-in: the product speaks the real protocols end to end.
 */
export async function createPaymentsHarness(
  options: { env?: Record<string, string>; stripe?: boolean; virtpay?: boolean } = {},
): Promise<PaymentsHarness> {
  const stripe = await startStripeStandIn();
  const virtpay = await startVirtpayStandIn();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    env: {
      PUBLIC_URL: origin,
      STRIPE_API_URL: stripe.baseURL,
      // The VirtPay stand-in listens on 127.0.0.1, which the server calls only when allowed.
      ALLOW_PRIVATE_OUTBOUND: 'true',
      ...(options.stripe !== false && {
        STRIPE_SECRET_KEY: stripe.apiKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      }),
      ...options.env,
    },
  });
  const prices = { starter: stripe.createPrice(900), advanced: stripe.createPrice(1900) };
  await t.db.update(plans).set({ stripePriceId: prices.starter }).where(eq(plans.name, 'starter'));
  await t.db.update(plans).set({ stripePriceId: prices.advanced }).where(eq(plans.name, 'advanced'));
  if (options.virtpay !== false) {
    for (const [name, value] of [
      ['virt_pay_merchant_href', virtpay.href],
      ['virt_pay_merchant_number', 'M-1001'],
      ['virt_pay_merchant_id', 'colorbook-test'],
      ['virt_pay_bearer_token', virtpay.bearerToken],
      ['amount_one_token', '0.80'],
    ] as const) {
      await upsertSetting(t.db, name, value);
    }
  }
  await t.app.listen({ port, host: '127.0.0.1' });
  stripe.webhookUrl = `${origin}/api/stripe/webhook`;

  const call = async (
    method: 'GET' | 'POST',
    who: UserWithSession | null,
    url: string,
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who?.headers,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  return {
    ...t,
    stripe,
    virtpay,
    origin,
    prices,
    async credits(who) {
      const res = await call('GET', who, '/api/credits/read');
      return credit.parse(res.body);
    },
    post: (who, url, payload) => call('POST', who, url, payload ?? {}),
    get: (who, url) => call('GET', who, url),
    async close() {
      await t.close();
      await stripe.close();
      await virtpay.close();
    },
  };
}

/** The Checkout session id in a URL the stand-in handed out (…/pay/cs_test_…). */
export const sessionIdOf = (url: string) => url.split('/pay/')[1] as string;
