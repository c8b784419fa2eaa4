import { z } from 'zod';

/** GET /credits/read (spec §3 Credit): pages the user can still create, and public pages left to colour. */
export const credit = z.object({
  credits: z.number().int().min(0),
  public_page: z.number().int().min(0),
});
export type Credit = z.infer<typeof credit>;

export const NO_CREDITS_MESSAGE = 'No Pages available. Pay more pages.';
