import type Stripe from 'stripe';
import type { StripeBook } from './stripe-stand-in-book';
import { type Metadata, newId, type Params, type StripeObject, unix } from './stripe-stand-in-objects';

/**
 * The Stripe API routes the stand-in answers, over its books (stripe-stand-in-book.ts). Each
 * handler returns [status, body]: a 4xx body is Stripe's error message. `expand` works on any
 * field holding an id, as Stripe's does; lists page with `limit` and `starting_after`.
 */
export type Route = [string, RegExp, (m: RegExpMatchArray, p: Params) => [number, unknown]];

/** What pending updates accept (Stripe's "Pending updates reference"). */
const PENDING_UPDATE_PARAMS = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
]);

export function stripeRoutes(
  book: StripeBook,
  deps: { baseURL: () => string; now: () => Date; emit: (events: Stripe.Event[]) => void },
): Route[] {
  const { now, emit } = deps;
  const expandList = (p: Params) => (Array.isArray(p.expand) ? (p.expand as string[]) : []);

  /** Replaces ids by their objects along each `a.b.c` path (`data.x` expands every list item). */
  function expanded<T>(value: T, paths: string[]): T {
    const copy = structuredClone(value) as unknown;
    const walk = (node: unknown, segments: string[]) => {
      if (!node || typeof node !== 'object' || segments.length === 0) return;
      if (Array.isArray(node)) {
        for (const child of node) walk(child, segments);
        return;
      }
      const [head, ...rest] = segments as [string, ...string[]];
      const record = node as Record<string, unknown>;
      if (typeof record[head] === 'string') {
        const found = book.find(record[head] as string);
        if (found) record[head] = structuredClone(view(found));
      }
      walk(record[head], rest);
    };
    for (const path of paths) walk(copy, path.split('.'));
    return copy as T;
  }

  /** What the API shows of an object (a session's creation parameters stay private). */
  function view(object: StripeObject): StripeObject {
    if (object.object !== 'checkout.session') return object;
    const { subscription_data, line_items, ...rest } = object;
    return rest as StripeObject;
  }

  const answer = (object: StripeObject | undefined, p: Params): [number, unknown] =>
    object ? [200, expanded(view(object), expandList(p))] : [404, null];

  function list(all: StripeObject[], p: Params, url: string): [number, unknown] {
    const limit = Math.min(100, Math.max(1, Number(p.limit ?? 10)));
    const newestFirst = [...all].reverse();
    const after = p.starting_after ? newestFirst.findIndex((o) => o.id === p.starting_after) + 1 : 0;
    const data = newestFirst.slice(after, after + limit).map(view);
    const body = { object: 'list', url, data, has_more: after + limit < newestFirst.length };
    return [200, expanded(body, expandList(p))];
  }

  /** A price change: prorated, invoiced now or later, applied or left pending as Stripe does. */
  function changePrice(sub: StripeObject, p: Params, priceId: string): [number, unknown] | null {
    const price = book.prices.get(priceId) as (StripeObject & { unit_amount: number }) | undefined;
    if (!price) return [400, `No such price: '${priceId}'`];
    const item = book.itemOf(sub);
    if (item.price.id === price.id) return null;
    const at = unix(now());
    const share = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
    const proration = Math.round((price.unit_amount - item.price.unit_amount) * Math.max(0, share));
    const behavior = p.proration_behavior ?? 'create_prorations';
    if (behavior !== 'always_invoice') {
      item.price = price;
      return null;
    }
    if (proration < 0) {
      // A downgrade: the unused part of the dearer price becomes a credit for later invoices.
      const customer = book.customers.get(sub.customer as string);
      if (customer) customer.balance = Number(customer.balance ?? 0) + proration;
    }
    const inv = book.invoice(sub, 'subscription_update', Math.max(0, proration));
    if (inv.status === 'paid') {
      item.price = price;
      emit([book.invoiceEvent(inv), book.subscriptionUpdated(sub)]);
    } else if (p.payment_behavior === 'pending_if_incomplete') {
      sub.pending_update = {
        subscription_items: [{ id: item.id, object: 'subscription_item', price, quantity: 1 }],
        expires_at: at + 23 * 3600,
        billing_cycle_anchor: null,
        trial_end: null,
        trial_from_plan: null,
      };
      emit([book.invoiceEvent(inv)]);
    } else {
      // allow_incomplete (the default): the change applies unpaid and the subscription is past_due.
      item.price = price;
      sub.status = 'past_due';
      emit([book.invoiceEvent(inv), book.subscriptionUpdated(sub)]);
    }
    return null;
  }

  function updateSubscription(sub: StripeObject, p: Params): [number, unknown] {
    if (sub.status === 'canceled') return [400, 'A canceled subscription can only update its metadata.'];
    if (p.payment_behavior === 'pending_if_incomplete') {
      const refused = Object.keys(p).filter((key) => !PENDING_UPDATE_PARAMS.has(key));
      if (refused.length > 0) {
        return [
          400,
          `When payment_behavior is pending_if_incomplete you can only pass supported parameters; received ${refused.join(', ')}.`,
        ];
      }
    }
    if (p.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? unix(now()) : null;
    }
    if (p.metadata) sub.metadata = { ...(sub.metadata as Metadata), ...(p.metadata as Metadata) };
    const newItems = p.items as Record<string, string>[] | undefined;
    const failed = newItems?.[0]?.price ? changePrice(sub, p, newItems[0].price) : null;
    if (failed) return failed;
    if (!newItems?.[0]?.price || p.proration_behavior !== 'always_invoice')
      emit([book.subscriptionUpdated(sub)]);
    return answer(sub, p);
  }

  function createSession(p: Params): [number, unknown] {
    const items = (p.line_items ?? []) as Params[];
    let amount = 0;
    for (const item of items) {
      const quantity = Number(item.quantity ?? 1);
      const unit = item.price
        ? Number(book.prices.get(item.price as string)?.unit_amount ?? Number.NaN)
        : Number((item.price_data as Params)?.unit_amount);
      if (!Number.isFinite(unit)) return [400, 'No such price'];
      if (unit > 99_999_999) return [400, 'Amount must be no more than $999,999.99'];
      amount += unit * quantity;
    }
    if (amount > 99_999_999) return [400, 'Amount must be no more than $999,999.99'];
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
      invoice: null,
      payment_intent: null,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      url: `${deps.baseURL()}/pay/${id}`,
    };
    book.sessions.set(id, session);
    return [200, view(session)];
  }

  const one = (map: Map<string, StripeObject>) => (m: RegExpMatchArray, p: Params) =>
    answer(map.get(m[1] as string), p);

  return [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, p) => {
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: p.email,
          name: p.name,
          balance: 0,
          metadata: p.metadata ?? {},
        };
        book.customers.set(customer.id, customer);
        return [200, customer];
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, one(book.customers)],
    ['GET', /^\/v1\/prices\/([^/]+)$/, one(book.prices)],
    ['POST', /^\/v1\/checkout\/sessions$/, (_m, p) => createSession(p)],
    [
      'GET',
      /^\/v1\/checkout\/sessions$/,
      (_m, p) => {
        const found = [...book.sessions.values()].filter(
          (s) =>
            (!p.payment_intent || s.payment_intent === p.payment_intent) &&
            (!p.subscription || s.subscription === p.subscription),
        );
        return list(found, p, '/v1/checkout/sessions');
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, one(book.sessions)],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_m, p) => {
        const status = (p.status as string | undefined) ?? 'default';
        const found = [...book.subscriptions.values()].filter((s) =>
          status === 'all' ? true : status === 'default' ? s.status !== 'canceled' : s.status === status,
        );
        return list(found, p, '/v1/subscriptions');
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, one(book.subscriptions)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (m, p) => {
        const sub = book.subscriptions.get(m[1] as string);
        return sub ? updateSubscription(sub, p) : [404, null];
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (m, p) => {
        const sub = book.subscriptions.get(m[1] as string);
        if (!sub) return [404, null];
        if (sub.status === 'canceled') return [400, 'This subscription has already been canceled.'];
        emit(book.cancel(sub.id));
        return answer(sub, p);
      },
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, one(book.invoices)],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (_m, p) => {
        const intent = (p.payment as Params | undefined)?.payment_intent;
        const found = [...book.invoicePayments.values()].filter(
          (ip) =>
            (!intent || (ip.payment as { payment_intent?: string }).payment_intent === intent) &&
            (!p.invoice || ip.invoice === p.invoice),
        );
        return list(found, p, '/v1/invoice_payments');
      },
    ],
    ['GET', /^\/v1\/charges\/([^/]+)$/, one(book.charges)],
    ['GET', /^\/v1\/disputes\/([^/]+)$/, one(book.disputes)],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, p) => {
        if (!book.customers.has(p.customer as string)) return [400, 'No such customer'];
        const id = newId('bps');
        const url = `${deps.baseURL()}/portal/${id}`;
        return [
          200,
          { id, object: 'billing_portal.session', customer: p.customer, return_url: p.return_url, url },
        ];
      },
    ],
  ];
}
