import type Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../errors';

export type { Stripe };

const clients = new Map<string, Stripe>();

/**
 * One SDK client per key (the key can change on the settings screen). STRIPE_API_URL points the
 * SDK's host/port/protocol elsewhere, so tests and stand-ins speak the real protocol. The SDK is
 * loaded with the first client, so a server that takes no card payment never loads it.
 */
export async function stripeClient(key: string, config: Config): Promise<Stripe> {
  const cacheKey = `${config.STRIPE_API_URL ?? ''}|${key}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const { default: Stripe } = await import('stripe');
    const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    client = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(target && {
        host: target.hostname,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        protocol: target.protocol === 'https:' ? 'https' : 'http',
      }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

export const STRIPE_DOWN_MESSAGE =
  'The card payment service is not answering right now. Nothing was charged; please try again in a minute.';

/** Stripe's own failures become a 502 a user can act on; nothing of Stripe's message leaks. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('UPSTREAM_FAILED', STRIPE_DOWN_MESSAGE, { cause: err });
  }
}

/** Stripe objects reference others as an id or, when expanded, the object itself. */
export const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/**
 * The period of a subscription. API 2025+ moved it to the items; older payloads have it on the
 * subscription (DESIGN §6: read both shapes).
 */
export function subscriptionPeriod(sub: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const item = sub.items?.data?.[0] as
    | { current_period_start?: number; current_period_end?: number }
    | undefined;
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  return {
    start: start ? new Date(start * 1000) : null,
    end: end ? new Date(end * 1000) : null,
  };
}

/** `invoice.parent.subscription_details.subscription` (2025+) or `invoice.subscription` (older). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const modern = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(modern ?? legacy);
}
