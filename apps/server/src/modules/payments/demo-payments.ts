import type { ConfirmedPayment, PaymentStatus, TestPayment } from '@colorbook/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { randomToken } from '../../lib/secrets';
import { addMonths } from '../credits/billing-period';
import type { Fulfilment } from './fulfilment';
import { orderCents } from './payment-amounts';
import { PAYMENT_NOT_FOUND } from './payment-messages';
import {
  endSubscriptionNow,
  findPayment,
  findPlanById,
  findSubscriptionByProviderId,
  insertPaymentIfNew,
  lockPayment,
  type PaymentRow,
  type PlanRow,
  setPaymentStatus,
} from './payments.repo';

export const DEMO_PAYMENTS_OFF = 'Test payments are off on this server.';

/**
 * DEMO PAYMENTS (shown to users as "test payments", provider `test`) — no money moves. The card
 * provider when no Stripe key is set, for demos and browser tests: a checkout completes on our
 * own confirmation screen instead of a card form. Refused unless config DEMO_PAYMENTS is on (an
 * explicit opt-in, or by default a loopback-only install outside production), in every entry
 * point, so a server anyone can reach never hands out pages for free.
 */
export function createDemoPayments(deps: { db: Db; config: Config; fulfilment: Fulfilment }) {
  const { db, config, fulfilment } = deps;
  const ensureAllowed = () => {
    if (!config.DEMO_PAYMENTS) throw new AppError('FORBIDDEN', DEMO_PAYMENTS_OFF);
  };

  async function ownPayment(id: string, userId: number): Promise<PaymentRow> {
    const row = await findPayment(db, 'test', id);
    if (!row || row.userId !== userId) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  /** Grants what a paid demo payment bought; safe to run again (the ledger and the row key it). */
  async function fulfil(row: PaymentRow) {
    if (row.kind === 'pages') {
      await db.transaction((tx) =>
        fulfilment.grantPages(tx, {
          userId: row.userId,
          provider: 'test',
          providerRef: row.providerRef,
          pages: row.pages ?? 0,
          amountCents: row.amountCents,
          currency: row.currency,
        }),
      );
      return;
    }
    const subscriptionId = `test_sub_${row.providerRef}`;
    await db.transaction(async (tx) => {
      // Started once: a later confirm must not undo a cancel made since.
      if (await findSubscriptionByProviderId(tx, subscriptionId)) return;
      const start = new Date();
      const replaced = await fulfilment.syncSubscription(tx, {
        provider: 'test',
        providerSubscriptionId: subscriptionId,
        userId: row.userId,
        planId: row.planId as number,
        status: 'active',
        priceCents: row.amountCents,
        periodStart: start,
        periodEnd: addMonths(start, 1),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        invoicePaid: true,
      });
      for (const old of replaced) await endSubscriptionNow(tx, old.id, start);
    });
  }

  return {
    async checkout(userId: number, order: { pages: number } | { plan: PlanRow }, pagePriceCents: number) {
      ensureAllowed();
      const id = `test_${randomToken().slice(0, 24)}`;
      const isPlan = 'plan' in order;
      await insertPaymentIfNew(db, {
        userId,
        provider: 'test',
        providerRef: id,
        kind: isPlan ? 'plan' : 'pages',
        pages: isPlan ? null : order.pages,
        planId: isPlan ? order.plan.id : null,
        amountCents: isPlan ? order.plan.priceCents : orderCents(order.pages, pagePriceCents),
        currency: 'usd',
        status: 'pending',
      });
      return `/payment/test?id=${id}`;
    },

    async read(id: string, userId: number): Promise<TestPayment> {
      ensureAllowed();
      const row = await ownPayment(id, userId);
      const plan = row.planId ? await findPlanById(db, row.planId) : undefined;
      return {
        id: row.providerRef,
        kind: row.kind,
        pages: row.pages,
        plan: plan?.title ?? null,
        amount: row.amountCents / 100,
        status: row.status as PaymentStatus,
      };
    },

    /** The "Pay" or "Cancel" button of the demo checkout screen. */
    async complete(id: string, userId: number, outcome: 'paid' | 'canceled') {
      ensureAllowed();
      await ownPayment(id, userId);
      const row = await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, 'test', id);
        if (locked?.status === 'pending') await setPaymentStatus(tx, locked.id, outcome);
        return locked;
      });
      const current = await ownPayment(id, userId);
      if (current.status === 'paid' && row) await fulfil(current);
      return { status: current.status as PaymentStatus };
    },

    async confirm(id: string, userId: number): Promise<ConfirmedPayment> {
      ensureAllowed();
      const row = await ownPayment(id, userId);
      if (row.status === 'paid') await fulfil(row);
      const plan = row.planId ? await findPlanById(db, row.planId) : undefined;
      return {
        status: row.status as PaymentStatus,
        kind: row.kind,
        pages: row.pages,
        plan: plan?.title ?? null,
      };
    },
  };
}

export type DemoPayments = ReturnType<typeof createDemoPayments>;
