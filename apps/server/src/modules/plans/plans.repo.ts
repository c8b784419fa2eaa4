import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;

export const listPlans = (db: Db): Promise<PlanRow[]> =>
  db.select().from(plans).orderBy(asc(plans.sort), asc(plans.id));

/** Seeding: an existing plan (possibly edited by an admin) is left exactly as it is. */
export async function insertPlansIfMissing(db: Db, rows: NewPlanRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(plans).values(rows).onConflictDoNothing({ target: plans.name });
}
