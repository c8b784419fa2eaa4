import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;

export const listPlans = (db: Db): Promise<PlanRow[]> =>
  db.select().from(plans).orderBy(asc(plans.sort), asc(plans.id));

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

export async function findPlanByName(db: Db, name: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.name, name)).limit(1);
  return row;
}

/** Seeding: an existing plan (possibly edited by an admin) is left exactly as it is. */
export async function insertPlansIfMissing(db: Db, rows: NewPlanRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(plans).values(rows).onConflictDoNothing({ target: plans.name });
}

/**
 * Seeding (issue 23): the seeded translations of a plan that has none yet and whose English
 * title and description are still the seeded ones. An admin's edited plan keeps showing its
 * English until the admin translates it.
 */
export async function addSeededPlanTranslations(db: Db, rows: NewPlanRow[]): Promise<void> {
  for (const row of rows) {
    if (!row.translations || Object.keys(row.translations).length === 0) continue;
    await db
      .update(plans)
      .set({ translations: row.translations })
      .where(
        and(
          eq(plans.name, row.name),
          eq(plans.title, row.title),
          eq(plans.description, row.description ?? ''),
          sql`${plans.translations} = '{}'::jsonb`,
        ),
      );
  }
}

/** Locks the plan for the rest of the transaction, so two admins' edits cannot interleave. */
export async function lockPlan(tx: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export type PlanChanges = Partial<
  Pick<
    PlanRow,
    | 'title'
    | 'description'
    | 'priceCents'
    | 'publicPageLimit'
    | 'pageCreationLimit'
    | 'stripePriceId'
    | 'translations'
  >
>;

export async function updatePlan(tx: Db, id: number, values: PlanChanges): Promise<void> {
  await tx.update(plans).set(values).where(eq(plans.id, id));
}
