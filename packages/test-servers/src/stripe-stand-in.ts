import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type FormValue, parseStripeForm } from './stripe-form';

/**
 * A small server that speaks the part of Stripe's API the product uses (customers, prices,
 * Checkout sessions, subscriptions, the billing portal), for tests and local walk-throughs
 * (DESIGN §10: outside services are never mocked inside the code under test). The SDK reaches
 * it through STRIPE_API_URL. It also plays Stripe's side of a purchase: a hosted "Pay" page, and
 * webhook events signed with the SDK's own test-header helper.
 */

/** Any object of Stripe's API as the stand-in stores it: its fields, and always an id. */
type StripeObject = Record<string, unknown> & { id: string };
type Metadata = Record<string, string>;

export interface StripeStandIn {
  baseURL: string;
  apiKey: string;
  webhookSecret: string;
  /** Where signed events are POSTed by `deliver` (e.g. http://127.0.0.1:PORT/api/stripe/webhook). */
  webhookUrl: string | null;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Every API call, for tests that check what the product asked Stripe for. */
  requests: { method: string; path: string; params: Record<string, FormValue>; idempotencyKey?: string }[];
  /** Answer the next N API calls with 500 (Stripe down). */
  failNext: number;
  createPrice(unitAmount: number): string;
  /** The customer pays: the session completes (and starts its subscription). Returns the events Stripe would send. */
  completeSession(id: string): Stripe.Event[];
  expireSession(id: string): Stripe.Event[];
  /** The next month's invoice is paid: a new period. */
  renew(subscriptionId: string): Stripe.Event[];
  /** The period ends for a subscription set to cancel at period end. */
  endPeriod(subscriptionId: string): Stripe.Event[];
  /** A signed delivery body + header for an event, as Stripe sends it. */
  sign(event: Stripe.Event, secret?: string): { body: string; signature: string };
  deliver(event: Stripe.Event): Promise<number>;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const signer = new Stripe('sk_test_signer');

function stripeError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type = 'invalid_request_error',
) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify({ error: { message, type } }));
}

export async function startStripeStandIn(options: { now?: () => Date } = {}): Promise<StripeStandIn> {
  const now = options.now ?? (() => new Date());
  const prices = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const idempotent = new Map<string, string>();
  const state: Omit<
    StripeStandIn,
    | 'baseURL'
    | 'close'
    | 'createPrice'
    | 'completeSession'
    | 'expireSession'
    | 'renew'
    | 'endPeriod'
    | 'sign'
    | 'deliver'
  > = {
    apiKey: 'sk_test_stand_in_key',
    webhookSecret: 'whsec_stand_in_secret',
    webhookUrl: null,
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    requests: [],
    failNext: 0,
  };

  const event = (type: string, object: StripeObject): Stripe.Event =>
    ({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unix(now()),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }) as unknown as Stripe.Event;

  const subscriptionView = (sub: StripeObject) => structuredClone(sub);

  function startSubscription(session: StripeObject): StripeObject {
    const lineItems = session.line_items as { price: string }[];
    const price = prices.get(lineItems[0]?.price ?? '');
    const start = now();
    const sub: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      status: 'active',
      customer: session.customer,
      metadata: (session.subscription_data as { metadata?: Metadata } | undefined)?.metadata ?? {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: unix(start),
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: unix(start),
            current_period_end: unix(nextMonth(start)),
          },
        ],
      },
    };
    state.subscriptions.set(sub.id, sub);
    return sub;
  }

  function paidInvoice(sub: StripeObject, reason: string): StripeObject {
    const item = (sub.items as { data: { price: { unit_amount: number } }[] }).data[0];
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      status: 'paid',
      billing_reason: reason,
      customer: sub.customer,
      currency: 'usd',
      amount_paid: item?.price?.unit_amount ?? 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  const routes: [string, RegExp, (m: RegExpMatchArray, p: Record<string, FormValue>) => [number, unknown]][] =
    [
      [
        'POST',
        /^\/v1\/customers$/,
        (_m, p) => {
          const customer: StripeObject = {
            id: newId('cus'),
            object: 'customer',
            email: p.email,
            name: p.name,
            metadata: p.metadata ?? {},
          };
          state.customers.set(customer.id, customer);
          return [200, customer];
        },
      ],
      [
        'GET',
        /^\/v1\/customers\/([^/]+)$/,
        (m) => {
          const customer = state.customers.get(m[1] as string);
          return customer ? [200, customer] : [404, null];
        },
      ],
      [
        'GET',
        /^\/v1\/prices\/([^/]+)$/,
        (m) => {
          const price = prices.get(m[1] as string);
          return price ? [200, price] : [404, null];
        },
      ],
      [
        'POST',
        /^\/v1\/checkout\/sessions$/,
        (_m, p) => {
          const items = (p.line_items ?? []) as Record<string, FormValue>[];
          let amount = 0;
          for (const item of items) {
            const quantity = Number(item.quantity ?? 1);
            const unit = item.price
              ? Number(prices.get(item.price as string)?.unit_amount ?? Number.NaN)
              : Number((item.price_data as Record<string, FormValue>)?.unit_amount);
            if (!Number.isFinite(unit)) return [400, 'No such price'];
            amount += unit * quantity;
          }
          if (p.mode !== 'payment' && p.mode !== 'subscription') return [400, 'Invalid mode'];
          const id = newId('cs_test');
          const session: StripeObject = {
            id,
            object: 'checkout.session',
            mode: p.mode,
            status: 'open',
            payment_status: 'unpaid',
            customer: p.customer ?? null,
            client_reference_id: p.client_reference_id ?? null,
            metadata: p.metadata ?? {},
            subscription_data: p.subscription_data,
            line_items: items,
            amount_total: amount,
            currency: 'usd',
            subscription: null,
            success_url: p.success_url,
            cancel_url: p.cancel_url,
            url: `${standIn.baseURL}/pay/${id}`,
          };
          state.sessions.set(id, session);
          return [200, publicSession(session, [])];
        },
      ],
      [
        'GET',
        /^\/v1\/checkout\/sessions\/([^/]+)$/,
        (m, p) => {
          const session = state.sessions.get(m[1] as string);
          const expand = Array.isArray(p.expand) ? (p.expand as string[]) : [];
          return session ? [200, publicSession(session, expand)] : [404, null];
        },
      ],
      [
        'GET',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (m) => {
          const sub = state.subscriptions.get(m[1] as string);
          return sub ? [200, subscriptionView(sub)] : [404, null];
        },
      ],
      [
        'POST',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (m, p) => {
          const sub = state.subscriptions.get(m[1] as string);
          if (!sub) return [404, null];
          if (sub.status === 'canceled')
            return [400, 'A canceled subscription can only update its metadata.'];
          if (p.cancel_at_period_end !== undefined) {
            sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
            sub.canceled_at = sub.cancel_at_period_end ? unix(now()) : null;
          }
          if (p.metadata) sub.metadata = { ...(sub.metadata as Metadata), ...(p.metadata as Metadata) };
          const newItems = p.items as Record<string, string>[] | undefined;
          if (newItems?.[0]?.price) {
            const price = prices.get(newItems[0].price);
            if (!price) return [400, 'No such price'];
            const item = (sub.items as { data: Record<string, unknown>[] }).data[0];
            if (item) item.price = price;
          }
          return [200, subscriptionView(sub)];
        },
      ],
      [
        'DELETE',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (m) => {
          const sub = state.subscriptions.get(m[1] as string);
          if (!sub) return [404, null];
          Object.assign(sub, { status: 'canceled', canceled_at: unix(now()), ended_at: unix(now()) });
          return [200, subscriptionView(sub)];
        },
      ],
      [
        'POST',
        /^\/v1\/billing_portal\/sessions$/,
        (_m, p) => {
          if (!state.customers.has(p.customer as string)) return [400, 'No such customer'];
          const id = newId('bps');
          return [
            200,
            {
              id,
              object: 'billing_portal.session',
              customer: p.customer,
              return_url: p.return_url,
              url: `${standIn.baseURL}/portal/${id}`,
            },
          ];
        },
      ],
    ];

  function publicSession(session: StripeObject, expand: string[]) {
    const { subscription_data, line_items, ...rest } = session;
    const subId = session.subscription as string | null;
    return {
      ...rest,
      subscription:
        subId && expand.includes('subscription')
          ? subscriptionView(state.subscriptions.get(subId) as StripeObject)
          : subId,
    };
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';

    // Stripe's hosted pages: the payer's side of a purchase.
    const pay = url.pathname.match(/^\/pay\/([^/]+)$/);
    if (pay) return hostedCheckout(res, method, pay[1] as string);
    if (url.pathname.startsWith('/portal/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Billing portal (stand-in)</title><h1>Billing portal</h1>');
    }

    if (req.headers.authorization !== `Bearer ${standIn.apiKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided.', 'authentication_error');
    }
    if (standIn.failNext > 0) {
      standIn.failNext -= 1;
      return stripeError(res, 500, 'An unknown error occurred', 'api_error');
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    state.requests.push({ method, path: url.pathname, params, idempotencyKey });
    // Stripe replays the first answer to a repeated idempotency key (the SDK adds keys to retries too).
    const replayKey = idempotencyKey && method === 'POST' ? `${url.pathname}|${idempotencyKey}` : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) {
      res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return res.end(replay);
    }
    for (const [verb, pattern, handle] of routes) {
      const match = method === verb ? url.pathname.match(pattern) : null;
      if (!match) continue;
      const [status, result] = handle(match, params);
      if (status === 404) return stripeError(res, 404, `No such object: '${match[1]}'`);
      if (status >= 400) return stripeError(res, status, String(result));
      const json = JSON.stringify(result);
      if (replayKey) idempotent.set(replayKey, json);
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
      return res.end(json);
    }
    stripeError(res, 404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  });

  async function hostedCheckout(res: http.ServerResponse, method: string, id: string) {
    const session = state.sessions.get(id);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Not found</title><p>Unknown checkout session.</p>');
    }
    if (method === 'POST') {
      for (const e of standIn.completeSession(id)) await standIn.deliver(e);
      const target = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
      res.writeHead(303, { location: target });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><html lang="en"><title>Pay (Stripe stand-in)</title><main><h1>Stripe stand-in checkout</h1>` +
        `<p>Total: $${(Number(session.amount_total) / 100).toFixed(2)}</p>` +
        `<form method="post"><button type="submit">Pay</button></form>` +
        `<p><a href="${String(session.cancel_url)}">Cancel</a></p></main></html>`,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: StripeStandIn = {
    ...state,
    baseURL: `http://127.0.0.1:${port}`,
    createPrice(unitAmount) {
      const price: StripeObject = {
        id: newId('price'),
        object: 'price',
        unit_amount: unitAmount,
        currency: 'usd',
        recurring: { interval: 'month' },
      };
      prices.set(price.id, price);
      return price.id;
    },
    completeSession(id) {
      const session = state.sessions.get(id);
      if (session?.status !== 'open') return [];
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
      if (session.mode !== 'subscription')
        return [event('checkout.session.completed', publicSession(session, []) as StripeObject)];
      const sub = startSubscription(session);
      session.subscription = sub.id;
      return [
        event('customer.subscription.created', sub),
        event('invoice.paid', paidInvoice(sub, 'subscription_create')),
        event('checkout.session.completed', publicSession(session, []) as StripeObject),
      ];
    },
    expireSession(id) {
      const session = state.sessions.get(id);
      if (session?.status !== 'open') return [];
      session.status = 'expired';
      return [event('checkout.session.expired', publicSession(session, []) as StripeObject)];
    },
    renew(subscriptionId) {
      const sub = state.subscriptions.get(subscriptionId);
      const item = (sub?.items as { data: Record<string, number>[] } | undefined)?.data[0];
      if (!sub || !item || sub.status === 'canceled') return [];
      const start = new Date((item.current_period_end as number) * 1000);
      item.current_period_start = unix(start);
      item.current_period_end = unix(nextMonth(start));
      return [
        event('invoice.paid', paidInvoice(sub, 'subscription_cycle')),
        event('customer.subscription.updated', sub),
      ];
    },
    endPeriod(subscriptionId) {
      const sub = state.subscriptions.get(subscriptionId);
      if (!sub?.cancel_at_period_end || sub.status === 'canceled') return [];
      Object.assign(sub, { status: 'canceled', ended_at: unix(now()) });
      return [event('customer.subscription.deleted', sub)];
    },
    sign(e, secret = state.webhookSecret) {
      const body = JSON.stringify(e);
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    async deliver(e) {
      if (!standIn.webhookUrl) return 0;
      const { body, signature } = standIn.sign(e);
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  // The state maps are shared with the object handed out, so tests see what the routes change.
  return standIn;
}

/** Stripe's monthly period end: the same day next month, or that month's last day when shorter. */
function nextMonth(start: Date): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const daysInNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), daysInNext));
  return end;
}
