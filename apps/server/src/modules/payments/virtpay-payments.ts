import type { ConfirmedPayment } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { randomToken } from '../../lib/secrets';
import type { Fulfilment } from './fulfilment';
import { orderCents } from './payment-amounts';
import { PAYMENT_NOT_FOUND } from './payment-messages';
import type { PaymentSettings } from './payment-settings';
import {
  findPayment,
  findPaymentByReference,
  insertPaymentIfNew,
  lockPayment,
  setPaymentStatus,
} from './payments.repo';
import { createVirtpayPayment, eurString, readVirtpayPayment } from './virtpay-client';

const notSetUp = () => new AppError('UNAVAILABLE', 'Token payments are not set up yet.');

/** Page packs paid in VirtPay tokens (one page = one token). */
export function createVirtpayPayments(deps: { db: Db; fulfilment: Fulfilment; log: FastifyBaseLogger }) {
  const { db, fulfilment, log } = deps;

  return {
    async checkout(
      settings: PaymentSettings,
      userId: number,
      pages: number,
      urls: { returnUrl: (id: string) => string; callbackUrl: string },
    ) {
      if (!settings.virtpay || !settings.tokenPriceCents) throw notSetUp();
      const reference = `cb_${randomToken().slice(0, 24)}`;
      const amountCents = orderCents(pages, settings.tokenPriceCents);
      // VirtPay only learns the return address's id after it answers, so ours carries the reference
      // and /payment looks the payment up by either.
      const created = await createVirtpayPayment(settings.virtpay, {
        reference,
        tokens: pages,
        amountEur: eurString(amountCents),
        description: `${pages} colouring page${pages === 1 ? '' : 's'}`,
        returnUrl: urls.returnUrl(reference),
        callbackUrl: urls.callbackUrl,
      });
      await insertPaymentIfNew(db, {
        userId,
        provider: 'virtpay',
        providerRef: created.id,
        reference,
        kind: 'pages',
        pages,
        amountCents,
        currency: 'eur',
        status: 'pending',
      });
      return created.payment_url;
    },

    /**
     * The callback (a notice only) and the user's return both land here: the payment is re-read
     * from VirtPay and granted once, after checking it is the one we started.
     */
    async confirm(
      settings: PaymentSettings,
      idOrReference: string,
      userId?: number,
    ): Promise<ConfirmedPayment> {
      if (!settings.virtpay) throw notSetUp();
      const row =
        (await findPayment(db, 'virtpay', idOrReference)) ??
        (await findPaymentByReference(db, idOrReference));
      if (!row || (userId !== undefined && row.userId !== userId)) throw notFound(PAYMENT_NOT_FOUND);
      const remote = await readVirtpayPayment(settings.virtpay, row.providerRef);
      const matches =
        remote.id === row.providerRef &&
        remote.reference === row.reference &&
        remote.tokens === row.pages &&
        remote.amount_eur === eurString(row.amountCents);
      const result = { kind: 'pages' as const, pages: row.pages, plan: null };
      if (!matches) {
        log.error(
          { payment: row.providerRef },
          'VirtPay payment does not match the one we started; not granted',
        );
        return { ...result, status: 'failed' };
      }
      if (remote.status === 'paid') {
        await db.transaction((tx) =>
          fulfilment.grantPages(tx, {
            userId: row.userId,
            provider: 'virtpay',
            providerRef: row.providerRef,
            pages: row.pages ?? 0,
            amountCents: row.amountCents,
            currency: 'eur',
          }),
        );
        return { ...result, status: 'paid' };
      }
      if (remote.status !== 'pending') {
        await db.transaction(async (tx) => {
          const locked = await lockPayment(tx, 'virtpay', row.providerRef);
          if (locked?.status === 'pending') await setPaymentStatus(tx, locked.id, remote.status);
        });
      }
      return { ...result, status: remote.status };
    },
  };
}

export type VirtpayPayments = ReturnType<typeof createVirtpayPayments>;
