import type { Db } from '../../db/client';
import { recordWebhookEvent } from './payments.repo';

/** A webhook delivery being handled: its id is recorded in the transaction that grants. */
export interface WebhookEventRef {
  id: string;
  type: string;
}

/**
 * A transaction that, for a webhook delivery, first records the event id: a concurrent or
 * repeated delivery finds it recorded and changes nothing (undefined), and a failure rolls the
 * record back with the grant, so Stripe's retry fulfils it. Without an event (the user's return),
 * a plain transaction.
 */
export async function inEventTransaction<T>(
  db: Db,
  event: WebhookEventRef | undefined,
  work: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    if (event && !(await recordWebhookEvent(tx, 'stripe', event.id, event.type))) return undefined;
    return work(tx);
  });
}
