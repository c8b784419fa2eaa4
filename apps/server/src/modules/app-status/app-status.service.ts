import type { AppStatus } from '@colorbook/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { listPlans } from '../plans/plans.repo';
import { listSettings } from '../settings/settings.repo';

export interface AppStatusService {
  read(): Promise<AppStatus>;
}

/**
 * What the admin dashboard flags as configured (DESIGN §4 `/app/status`): a key is set in the
 * settings or, as the fallback every reader of these keys uses, in the environment; every paid
 * plan can be sold by Stripe. Only presence is reported, never a value.
 */
export function createAppStatusService(db: Db, config: Config): AppStatusService {
  return {
    async read() {
      const rows = await listSettings(db, ['openai_key', 'stripe_key', 'stripe_webhook_secret']);
      const isSet = (name: string, fallback: string | undefined) =>
        Boolean(rows.find((row) => row.name === name)?.value.trim() || fallback?.trim());
      const paid = (await listPlans(db)).filter((plan) => plan.paid);
      return {
        openaiApi: isSet('openai_key', config.OPENAI_API_KEY),
        stripeApi: isSet('stripe_key', config.STRIPE_SECRET_KEY),
        stripeWebhook: isSet('stripe_webhook_secret', config.STRIPE_WEBHOOK_SECRET),
        plans: paid.every((plan) => Boolean(plan.stripePriceId?.trim())),
      };
    },
  };
}
