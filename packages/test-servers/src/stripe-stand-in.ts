import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import Stripe from 'stripe';
import { type FormValue, parseStripeForm } from './stripe-form';
import { createStripeBook } from './stripe-stand-in-book';
import { newId, type StripeObject } from './stripe-stand-in-objects';
import { stripeRoutes } from './stripe-stand-in-routes';

export type { StripeObject };

/**
 * A small server that speaks the part of Stripe's API the product uses (customers, prices,
 * Checkout sessions, subscriptions with pending updates, invoices and their payments, charges,
 * refunds, disputes, the billing portal, idempotency keys), for tests and local walk-throughs
 * (DESIGN §10: outside services are never mocked inside the code under test). The SDK reaches it
 * through STRIPE_API_URL. It also plays Stripe's side of a purchase: a hosted "Pay" page, the
 * card holder (refunds, disputes, a declining card), and webhook events signed with the SDK's
 * own test-header helper.
 */
export interface StripeStandIn {
  baseURL: string;
  apiKey: string;
  webhookSecret: string;
  /** Where signed events are POSTed by `deliver` (e.g. http://127.0.0.1:PORT/api/stripe/webhook). */
  webhookUrl: string | null;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  /** Every API call, for tests that check what the product asked Stripe for. */
  requests: { method: string; path: string; params: Record<string, FormValue>; idempotencyKey?: string }[];
  /** Answer the next N API calls with 500 (Stripe down). */
  failNext: number;
  /** Each API call takes this long, so calls made together overlap as they do over a network. */
  latencyMs: number;
  /** While true, the saved card declines every charge Stripe attempts (renewals, upgrades). */
  cardDeclines: boolean;
  createPrice(unitAmount: number): string;
  /** The customer pays: the session completes (and starts its subscription). Returns the events Stripe would send. */
  completeSession(id: string): Stripe.Event[];
  expireSession(id: string): Stripe.Event[];
  /** The next month's invoice is charged (paid, or past_due while the card declines). */
  renew(subscriptionId: string): Stripe.Event[];
  /** The customer pays an open invoice: a pending plan change applies, a past_due subscription is active again. */
  payInvoice(invoiceId: string): Stripe.Event[];
  /** The period ends for a subscription set to cancel at period end. */
  endPeriod(subscriptionId: string): Stripe.Event[];
  /** Stripe ends a subscription now (the Dashboard, or dunning giving up). */
  cancelNow(subscriptionId: string): Stripe.Event[];
  /** Refunds `amount` cents of a charge, all of what is left by default. */
  refund(chargeId: string, amount?: number): Stripe.Event[];
  /** The card holder disputes a charge. */
  dispute(chargeId: string): Stripe.Event[];
  /** The charge that paid a Checkout session or an invoice. */
  chargeOf(sessionOrInvoiceId: string): string | undefined;
  /** Events that API calls caused (a plan change's invoice, a cancel) since the last call; taken out. */
  takeEvents(): Stripe.Event[];
  /** A signed delivery body + header for an event, as Stripe sends it. */
  sign(event: Stripe.Event, secret?: string): { body: string; signature: string };
  deliver(event: Stripe.Event): Promise<number>;
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

function stripeError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type = 'invalid_request_error',
  code?: string,
) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify({ error: { message, type, ...(code && { code }) } }));
}

export async function startStripeStandIn(options: { now?: () => Date } = {}): Promise<StripeStandIn> {
  const now = options.now ?? (() => new Date());
  const book = createStripeBook(now);
  const outbox: Stripe.Event[] = [];
  /** Idempotency keys: the first request's path and parameters, and its answer once it has one. */
  const keys = new Map<string, { path: string; params: unknown; answer?: [number, string] }>();
  const routes = stripeRoutes(book, {
    baseURL: () => standIn.baseURL,
    now,
    emit: (events) => outbox.push(...events),
  });

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const method = req.method ?? 'GET';
    if (req.headers.authorization !== `Bearer ${standIn.apiKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided.', 'authentication_error');
    }
    if (standIn.failNext > 0) {
      standIn.failNext -= 1;
      return stripeError(res, 500, 'An unknown error occurred', 'api_error');
    }
    const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    standIn.requests.push({ method, path: url.pathname, params, idempotencyKey });
    // Stripe keys POSTs only: a repeat replays the first answer; a repeat while the first is still
    // running is a 409 (the SDK retries it); the same key with other parameters is refused.
    const key = idempotencyKey && method === 'POST' ? keys.get(idempotencyKey) : undefined;
    if (key && (key.path !== url.pathname || !isDeepStrictEqual(key.params, params))) {
      return stripeError(
        res,
        400,
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
      );
    }
    if (key && !key.answer) {
      return stripeError(
        res,
        409,
        'There is currently another in-progress request using this Idempotent Key.',
        'idempotency_error',
        'idempotency_key_in_use',
      );
    }
    if (key?.answer) {
      res.writeHead(key.answer[0], { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return res.end(key.answer[1]);
    }
    const record: { path: string; params: unknown; answer?: [number, string] } | undefined =
      idempotencyKey && method === 'POST' ? { path: url.pathname, params } : undefined;
    if (record) keys.set(idempotencyKey as string, record);
    if (standIn.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.latencyMs));
    book.card.declines = standIn.cardDeclines;
    for (const [verb, pattern, handle] of routes) {
      const match = method === verb ? url.pathname.match(pattern) : null;
      if (!match) continue;
      const [status, result] = handle(match, params);
      if (status >= 400) {
        if (record) keys.delete(idempotencyKey as string);
        const message = status === 404 ? `No such object: '${match[1]}'` : String(result);
        return stripeError(res, status, message);
      }
      const json = JSON.stringify(result);
      if (record) record.answer = [status, json];
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      return res.end(json);
    }
    if (record) keys.delete(idempotencyKey as string);
    stripeError(res, 404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Stripe's hosted pages: the payer's side of a purchase.
    const pay = url.pathname.match(/^\/pay\/([^/]+)$/);
    if (pay) return hostedCheckout(res, req.method ?? 'GET', pay[1] as string);
    if (url.pathname.startsWith('/portal/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Billing portal (stand-in)</title><h1>Billing portal</h1>');
    }
    await api(req, res, url, Buffer.concat(chunks).toString('utf8'));
  });

  async function hostedCheckout(res: http.ServerResponse, method: string, id: string) {
    const session = book.sessions.get(id);
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
    baseURL: `http://127.0.0.1:${port}`,
    apiKey: 'sk_test_stand_in_key',
    webhookSecret: 'whsec_stand_in_secret',
    webhookUrl: null,
    // The books' maps themselves, so tests see what the routes change.
    customers: book.customers,
    sessions: book.sessions,
    subscriptions: book.subscriptions,
    invoices: book.invoices,
    charges: book.charges,
    requests: [],
    failNext: 0,
    latencyMs: 0,
    cardDeclines: false,
    createPrice(unitAmount) {
      const price: StripeObject = {
        id: newId('price'),
        object: 'price',
        unit_amount: unitAmount,
        currency: 'usd',
        recurring: { interval: 'month' },
      };
      book.prices.set(price.id, price);
      return price.id;
    },
    completeSession: (id) => book.completeSession(id),
    expireSession(id) {
      const session = book.sessions.get(id);
      if (session?.status !== 'open') return [];
      session.status = 'expired';
      return [book.event('checkout.session.expired', session)];
    },
    renew(subscriptionId) {
      book.card.declines = standIn.cardDeclines;
      return book.renew(subscriptionId);
    },
    payInvoice: (id) => book.payInvoice(id),
    endPeriod: (id) => book.endPeriod(id),
    cancelNow: (id) => book.cancel(id),
    refund: (chargeId, amount) => book.refund(chargeId, amount),
    dispute: (chargeId) => book.dispute(chargeId),
    chargeOf: (id) => book.chargeOf(id),
    takeEvents: () => outbox.splice(0),
    sign(e, secret = standIn.webhookSecret) {
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
  return standIn;
}
