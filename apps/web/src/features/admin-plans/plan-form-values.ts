import type { Plan, UpdatePlanBody } from '@colorbook/contract';
import { z } from 'zod';

/** Spec §2 edit plan fields, by the request's names (for server messages too). */
export const planFieldLabels = {
  title: 'Title',
  description: 'Description',
  price: 'Price',
  stripePriceId: 'Stripe price ID',
  publicPageLimit: 'Limit on public pages',
  pageCreationLimit: 'Limit on create pages',
} as const;
export type PlanField = keyof typeof planFieldLabels;

/** What the inputs hold: text, as typed. */
export type PlanFormInput = Record<PlanField, string>;

const wholeNumber = (field: PlanField) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, `${planFieldLabels[field]} must be a whole number of 0 or more`)
    .transform(Number)
    .pipe(z.number().max(1_000_000, `${planFieldLabels[field]} must be at most 1000000`));

/**
 * The contract's bounds with the form's words. Price and Stripe price ID belong to paid plans
 * only; a free plan's form neither shows nor checks them.
 */
export const planFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(60, 'Title must be at most 60 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters'),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, 'Price must be an amount in dollars, like 9 or 9.99')
    .transform(Number)
    .pipe(z.number().max(10_000, 'Price must be at most 10000')),
  stripePriceId: z.string().trim().max(255, 'Stripe price ID must be at most 255 characters'),
  publicPageLimit: wholeNumber('publicPageLimit'),
  pageCreationLimit: wholeNumber('pageCreationLimit'),
});
export type PlanFormValues = z.output<typeof planFormSchema>;

/** The form of a plan: numbers as text, a missing Stripe price ID as ''. */
export function planFormOf(plan: Plan): PlanFormInput {
  return {
    title: plan.title,
    description: plan.description,
    price: String(plan.price),
    stripePriceId: plan.stripe_price_id ?? '',
    publicPageLimit: String(plan.public_page_limit),
    pageCreationLimit: String(plan.page_creation_limit),
  };
}

/**
 * Spec §5/§7: price and both limits as numbers, the plan's name with them, and stripePriceId only
 * for a paid plan. A free plan keeps its price (its form has no price field).
 */
export function toUpdatePlanBody(
  values: PlanFormValues,
  plan: Pick<Plan, 'name' | 'paid' | 'price'>,
): UpdatePlanBody {
  return {
    name: plan.name,
    title: values.title,
    description: values.description,
    price: plan.paid ? values.price : plan.price,
    publicPageLimit: values.publicPageLimit,
    pageCreationLimit: values.pageCreationLimit,
    ...(plan.paid ? { stripePriceId: values.stripePriceId } : {}),
  };
}
