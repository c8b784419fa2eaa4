import Stripe from 'stripe';
import { createStripeCharges } from './stripe-stand-in-charges';
import { type Metadata, newId, nextMonth, type StripeObject, unix } from './stripe-stand-in-objects';

/**
 * The Stripe stand-in's books: the objects it keeps and what happens to them (payments,
 * subscriptions and their invoices, refunds, disputes), as Stripe does it. The HTTP side lives in
 * stripe-stand-in.ts and stripe-stand-in-routes.ts. Every change returns the events Stripe would
 * send for it.
 */

interface Item {
  id: string;
  price: StripeObject & { unit_amount: number };
  current_period_start: number;
  current_period_end: number;
}

export type StripeBook = ReturnType<typeof createStripeBook>;

export function createStripeBook(now: () => Date) {
  const customers = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  /** While true, every charge Stripe attempts on the saved card is declined. */
  const card = { declines: false };

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

  const money = createStripeCharges(event, sessions);
  const byPrefix: Record<string, Map<string, StripeObject>> = {
    cus: customers,
    price: prices,
    cs: sessions,
    sub: subscriptions,
    in: invoices,
    inpay: money.invoicePayments,
    ch: money.charges,
    du: money.disputes,
    re: money.refunds,
  };
  const itemOf = (sub: StripeObject) => (sub.items as { data: Item[] }).data[0] as Item;

  /**
   * An invoice for a subscription, charged at once to the saved card. A customer credit
   * (negative balance, e.g. from a downgrade's proration) pays what it can first.
   */
  function invoice(sub: StripeObject, reason: string, amount: number, opts: { declines?: boolean } = {}) {
    const customer = customers.get(sub.customer as string);
    const credit = Math.min(0, Number(customer?.balance ?? 0));
    const due = Math.max(0, amount + credit);
    if (customer) customer.balance = Math.min(0, amount + credit);
    const item = itemOf(sub);
    const created: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      status: 'open',
      billing_reason: reason,
      customer: sub.customer,
      currency: 'usd',
      total: amount,
      amount_due: due,
      amount_paid: 0,
      amount_remaining: due,
      attempted: false,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    };
    invoices.set(created.id, created);
    sub.latest_invoice = created.id;
    attempt(created, opts.declines ?? card.declines);
    return created;
  }

  /** Stripe charges an open invoice; a declined card leaves it open. True when it is paid. */
  function attempt(inv: StripeObject, declines: boolean): boolean {
    inv.attempted = true;
    const due = Number(inv.amount_remaining);
    if (due > 0 && declines) return false;
    if (due > 0) {
      const paid = money.charge(due, inv.customer);
      const payment: StripeObject = {
        id: newId('inpay'),
        object: 'invoice_payment',
        invoice: inv.id,
        amount_paid: due,
        amount_requested: due,
        currency: 'usd',
        is_default: true,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: paid.payment_intent, charge: paid.id },
      };
      money.invoicePayments.set(payment.id, payment);
    }
    Object.assign(inv, { status: 'paid', amount_paid: Number(inv.amount_due), amount_remaining: 0 });
    return true;
  }

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
      latest_invoice: null,
      pending_update: null,
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
    subscriptions.set(sub.id, sub);
    return sub;
  }

  const subscriptionUpdated = (sub: StripeObject) => event('customer.subscription.updated', sub);
  const invoiceEvent = (inv: StripeObject) =>
    event(inv.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', inv);

  return {
    customers,
    prices,
    sessions,
    subscriptions,
    invoices,
    ...money,
    card,
    event,
    itemOf,
    invoice,
    attempt,

    /** The object an id names, whatever its kind (for `expand`). */
    find(id: string): StripeObject | undefined {
      const prefix = id.startsWith('cs_') ? 'cs' : id.split('_')[0];
      return prefix ? byPrefix[prefix]?.get(id) : undefined;
    },

    /** The customer pays on the hosted page: the session completes (and starts its subscription). */
    completeSession(id: string): Stripe.Event[] {
      const session = sessions.get(id);
      if (session?.status !== 'open') return [];
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
      if (session.mode !== 'subscription') {
        session.payment_intent = money.charge(Number(session.amount_total), session.customer).payment_intent;
        return [event('checkout.session.completed', session)];
      }
      const sub = startSubscription(session);
      // The card was just entered on the hosted page: the first invoice is paid with it.
      const first = invoice(sub, 'subscription_create', itemOf(sub).price.unit_amount, { declines: false });
      Object.assign(session, { subscription: sub.id, invoice: first.id });
      return [
        event('customer.subscription.created', sub),
        event('invoice.paid', first),
        event('checkout.session.completed', session),
      ];
    },

    /** A new period starts and its invoice is charged; a declined card makes the subscription past_due. */
    renew(subscriptionId: string): Stripe.Event[] {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return [];
      const item = itemOf(sub);
      const start = new Date(item.current_period_end * 1000);
      item.current_period_start = unix(start);
      item.current_period_end = unix(nextMonth(start));
      const inv = invoice(sub, 'subscription_cycle', item.price.unit_amount);
      sub.status = inv.status === 'paid' ? 'active' : 'past_due';
      return [subscriptionUpdated(sub), invoiceEvent(inv)];
    },

    /** The customer pays an open invoice (a card fixed): a pending update applies, past_due ends. */
    payInvoice(invoiceId: string): Stripe.Event[] {
      const inv = invoices.get(invoiceId);
      if (inv?.status !== 'open' || !attempt(inv, false)) return [];
      const subId = (inv.parent as { subscription_details: { subscription: string } }).subscription_details
        .subscription;
      const sub = subscriptions.get(subId);
      if (!sub) return [invoiceEvent(inv)];
      const pending = sub.pending_update as { subscription_items: { price: StripeObject }[] } | null;
      if (pending?.subscription_items[0])
        itemOf(sub).price = pending.subscription_items[0].price as Item['price'];
      sub.pending_update = null;
      if (sub.status === 'past_due' && sub.latest_invoice === inv.id) sub.status = 'active';
      return [invoiceEvent(inv), subscriptionUpdated(sub)];
    },

    /** The period ends for a subscription set to cancel at period end. */
    endPeriod(subscriptionId: string): Stripe.Event[] {
      const sub = subscriptions.get(subscriptionId);
      if (!sub?.cancel_at_period_end || sub.status === 'canceled') return [];
      Object.assign(sub, { status: 'canceled', ended_at: unix(now()) });
      return [event('customer.subscription.deleted', sub)];
    },

    /** Ends a subscription now (the API's cancel, the Dashboard, or dunning giving up). */
    cancel(subscriptionId: string): Stripe.Event[] {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return [];
      Object.assign(sub, {
        status: 'canceled',
        canceled_at: unix(now()),
        ended_at: unix(now()),
        pending_update: null,
      });
      return [event('customer.subscription.deleted', sub)];
    },

    subscriptionUpdated,
    invoiceEvent,
  };
}
