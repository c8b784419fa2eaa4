import { z } from 'zod';
import { planTranslationsSchema } from './website-translations';

/** The three seeded plans (spec §3). The client labels `starter` Recommended and shows `advanced`'s discount. */
export const planNames = ['free', 'starter', 'advanced'] as const;
export type PlanName = (typeof planNames)[number];

/** A plan as the API shows it (spec §3 Plan). Prices are dollars per month; limits are per period. */
export const plan = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number().int(),
  paid: z.boolean(),
  stripe_price_id: z.string().nullable(),
  public_page_limit: z.number().int(),
  page_creation_limit: z.number().int(),
  /** Title and description in other languages, for the admin editor; `title`/`description` already follow the request's language. */
  translations: planTranslationsSchema.optional(),
});
export type Plan = z.infer<typeof plan>;
export const planList = z.array(plan);
