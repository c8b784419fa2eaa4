import type { UpdatePlanBody } from '@colorbook/contract';
import { badRequest } from '../../errors';
import type { PlanChanges, PlanRow } from './plans.repo';

export const PLAN_NAME_FIXED = 'name cannot be changed: the plans are free, starter and advanced.';
export const FREE_PLAN_PRICE = 'price must be 0 for the free plan.';
export const FREE_PLAN_STRIPE = 'stripePriceId can only be set on a paid plan.';
export const STRIPE_PRICE_FORMAT = 'stripePriceId must be a Stripe price id, like price_1Abc…';

/** Stripe ids are letters, digits and underscores (price_…); anything else cannot be one. */
const STRIPE_ID = /^[A-Za-z0-9_]+$/;

/**
 * Dollars to whole cents, rounding half up on the decimal the admin typed: 1.005 * 100 is
 * 100.499… in binary floating point, but shifting the decimal point in the number's text is exact.
 */
export function toCents(dollars: number): number {
  const shifted = Math.round(Number(`${dollars}e2`));
  return Number.isFinite(shifted) ? shifted : Math.round(dollars * 100);
}

/**
 * The row changes an admin's edit asks for, after the rules the body's schema cannot check
 * alone (they depend on the plan): the name is the plan's identity in code and sign-up links;
 * a plan that is not paid stays free and has no Stripe price. Dollars become whole cents.
 */
export function planChanges(row: PlanRow, body: UpdatePlanBody): PlanChanges {
  if (body.name !== undefined && body.name !== row.name) throw badRequest(PLAN_NAME_FIXED);
  const priceCents = toCents(body.price);
  const stripePriceId = body.stripePriceId === undefined ? undefined : body.stripePriceId || null;
  if (!row.paid) {
    if (priceCents !== 0) throw badRequest(FREE_PLAN_PRICE);
    if (stripePriceId) throw badRequest(FREE_PLAN_STRIPE);
  }
  if (stripePriceId && !STRIPE_ID.test(stripePriceId)) throw badRequest(STRIPE_PRICE_FORMAT);
  return {
    title: body.title,
    description: body.description,
    priceCents,
    publicPageLimit: body.publicPageLimit,
    pageCreationLimit: body.pageCreationLimit,
    ...(stripePriceId !== undefined && { stripePriceId }),
    // Languages the body leaves out keep their stored text.
    ...(body.translations !== undefined && { translations: { ...row.translations, ...body.translations } }),
  };
}

/** Fields as the API names them (price in dollars). */
const label = (key: keyof PlanChanges) => (key === 'priceCents' ? 'price' : key);
const format = (key: keyof PlanChanges, value: string | number | null | undefined) =>
  key === 'priceCents' ? `$${(Number(value) / 100).toFixed(2)}` : (value ?? 'none').toString();

/** The audit detail: each changed field, old → new ('' when nothing changed). */
export function describePlanChanges(row: PlanRow, changes: PlanChanges): string {
  return (Object.keys(changes) as (keyof PlanChanges)[])
    .filter((key) =>
      key === 'translations'
        ? JSON.stringify(changes[key]) !== JSON.stringify(row[key])
        : changes[key] !== row[key],
    )
    .map((key) =>
      key === 'description' || key === 'translations'
        ? `${key} changed`
        : `${label(key)}: ${format(key, row[key])} → ${format(key, changes[key])}`,
    )
    .join('; ');
}
