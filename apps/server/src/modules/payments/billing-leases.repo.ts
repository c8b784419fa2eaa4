import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingLeases } from '../../db/schema';

/**
 * Named leases (db/schema/billing.ts `billing_leases`): one process at a time across servers,
 * without a lock held over a network call. The database's clock decides expiry, so servers whose
 * clocks differ still agree.
 */
const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/** Takes `name` for `owner` for `ms`, unless someone else holds it and it has not expired. */
export async function claimLease(db: Db, name: string, owner: string, ms: number): Promise<boolean> {
  const rows = await db
    .insert(billingLeases)
    .values({ name, owner, expiresAt: after(ms) })
    .onConflictDoUpdate({
      target: billingLeases.name,
      set: { owner, expiresAt: after(ms) },
      setWhere: sql`${billingLeases.expiresAt} < now()`,
    })
    .returning({ name: billingLeases.name });
  return rows.length > 0;
}

/** Keeps holding `name` for `ms` more (a heartbeat, or "done: not due again before then"); false once lost. */
export async function extendLease(db: Db, name: string, owner: string, ms: number): Promise<boolean> {
  const rows = await db
    .update(billingLeases)
    .set({ expiresAt: after(ms) })
    .where(and(eq(billingLeases.name, name), eq(billingLeases.owner, owner)))
    .returning({ name: billingLeases.name });
  return rows.length > 0;
}

export async function releaseLease(db: Db, name: string, owner: string): Promise<void> {
  await db.delete(billingLeases).where(and(eq(billingLeases.name, name), eq(billingLeases.owner, owner)));
}
