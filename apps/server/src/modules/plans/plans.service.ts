import type { Plan } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findPlan, listPlans, type PlanRow } from './plans.repo';

/** Cents in the database (no float rounding), dollars on the wire as the spec's pricing shows. */
export const presentPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  title: row.title,
  description: row.description,
  price: row.priceCents / 100,
  discount: row.discount,
  paid: row.paid,
  stripe_price_id: row.stripePriceId,
  public_page_limit: row.publicPageLimit,
  page_creation_limit: row.pageCreationLimit,
});

export const PLAN_NOT_FOUND = 'This plan does not exist.';

export interface PlansService {
  list(): Promise<Plan[]>;
  listPaid(): Promise<Plan[]>;
  read(id: number): Promise<Plan>;
}

export function createPlansService(db: Db): PlansService {
  return {
    async list() {
      return (await listPlans(db)).map(presentPlan);
    },
    async listPaid() {
      return (await listPlans(db)).filter((row) => row.paid).map(presentPlan);
    },
    async read(id) {
      const row = await findPlan(db, id);
      if (!row) throw notFound(PLAN_NOT_FOUND);
      return presentPlan(row);
    },
  };
}
