import { insertPlansIfMissing } from '../../modules/plans/plans.repo';
import { insertSettingsIfMissing } from '../../modules/settings/settings.repo';
import type { Db } from '../client';
import { defaultPlans, defaultSettings } from './defaults';

/**
 * Runs at every start. Idempotent and additive: rows that exist (maybe edited by an admin)
 * are left alone, so a restart never undoes an admin's work. One transaction, so a crash
 * mid-seed leaves no half-seeded state.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertPlansIfMissing(tx, defaultPlans);
    await insertSettingsIfMissing(tx, defaultSettings);
  });
}
