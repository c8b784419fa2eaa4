import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSetupTokens } from '../../db/schema';

export async function insertSetupToken(db: Db, tokenHash: string): Promise<void> {
  await db.insert(adminSetupTokens).values({ tokenHash });
}

export async function setupTokenExists(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(eq(adminSetupTokens.tokenHash, tokenHash));
  return row !== undefined;
}

/** Once an admin exists every setup link is spent. */
export async function deleteSetupTokens(db: Db): Promise<void> {
  await db.delete(adminSetupTokens);
}

/** Any constant works; it only has to be the same in every process. */
const ADMIN_CREATION_LOCK_ID = 7_316_023;

/**
 * Serialises "is there an admin yet? then create one" across processes and connections until
 * the transaction ends: without it two concurrent first-admin creations under READ COMMITTED
 * would both see no admin and both succeed.
 */
export async function lockAdminCreation(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_CREATION_LOCK_ID})`);
}
