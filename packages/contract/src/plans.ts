/** The three seeded plans (spec §3). The client labels `starter` Recommended and shows `advanced`'s discount. */
export const planNames = ['free', 'starter', 'advanced'] as const;
export type PlanName = (typeof planNames)[number];
