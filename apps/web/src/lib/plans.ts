import type { Locale } from '@colorbook/i18n';
import { z } from 'zod';
import { getActiveLocale, intlTag } from './active-locale';
import { api } from './api';

/** What the landing and checkout need of a plan (spec §3 Plan); lenient so a new server field never hides pricing. */
const planSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  price: z.coerce.number(),
  discount: z.coerce.number().nullish(),
  paid: z.boolean().nullish(),
  public_page_limit: z.coerce.number().nullish(),
  page_creation_limit: z.coerce.number().nullish(),
});
export type Plan = z.infer<typeof planSchema>;

const planListSchema = z.union([
  z.array(planSchema),
  z.object({ data: z.array(planSchema) }).transform((body) => body.data),
]);

/** GET /api/plans/list, cheapest first; null when the call fails (the section then shows its fallback). */
export async function fetchPlans(): Promise<Plan[] | null> {
  // raw: visitors get the section's fallback, never an error notification.
  const plans = await api.get('/plans/list', { schema: planListSchema, timeoutMs: 8_000, raw: true });
  return plans && plans.length > 0 ? [...plans].sort((a, b) => a.price - b.price) : null;
}

/** GET /api/plans/paid/list for /checkout, cheapest first; null when the call fails. */
export async function fetchPaidPlans(signal?: AbortSignal): Promise<Plan[] | null> {
  // silent: the checkout shows its own message when the plans cannot be read.
  const plans = await api.get('/plans/paid/list', { schema: planListSchema, signal, silent: true });
  return plans ? [...plans].sort((a, b) => a.price - b.price) : null;
}

/** Prices on plan cards in the active language: "$9", "$19.50" (German: "19,50 $"). */
export function formatDollars(amount: number, locale: Locale = getActiveLocale()): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
