import { localizePlan, type Plan, type PlanTranslations, type UpdatePlanBody } from '@colorbook/contract';
import type { Locale } from '@colorbook/i18n';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.service';
import { describePlanChanges, planChanges } from './plan-update';
import { findPlan, listPlans, lockPlan, type PlanRow, updatePlan } from './plans.repo';

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
  translations: row.translations as PlanTranslations,
});

/** A plan in the reader's language: its title and description translated where an admin did. */
const presentIn = (locale: Locale) => (row: PlanRow) => localizePlan(presentPlan(row), locale);

export const PLAN_NOT_FOUND = 'This plan does not exist.';

export interface PlansService {
  list(locale?: Locale): Promise<Plan[]>;
  listPaid(locale?: Locale): Promise<Plan[]>;
  read(id: number, locale?: Locale): Promise<Plan>;
  /**
   * Admin edit. Balances are untouched: the credits service reads a plan's limits when a
   * user's period resets, so new limits apply from each user's next period.
   */
  update(actor: AuthUser, id: number, body: UpdatePlanBody): Promise<{ updated: true }>;
}

export function createPlansService(db: Db): PlansService {
  return {
    async list(locale = 'en') {
      return (await listPlans(db)).map(presentIn(locale));
    },
    async listPaid(locale = 'en') {
      return (await listPlans(db)).filter((row) => row.paid).map(presentIn(locale));
    },
    async read(id, locale = 'en') {
      const row = await findPlan(db, id);
      if (!row) throw notFound(PLAN_NOT_FOUND);
      return presentIn(locale)(row);
    },
    async update(actor, id, body) {
      await db.transaction(async (tx) => {
        const row = await lockPlan(tx, id);
        if (!row) throw notFound(PLAN_NOT_FOUND);
        const changes = planChanges(row, body);
        const detail = describePlanChanges(row, changes);
        if (!detail) return;
        await updatePlan(tx, id, changes);
        await recordAudit(tx, { actorId: actor.id, action: 'plan.update', target: row.name, detail });
      });
      return { updated: true };
    },
  };
}
