import { defaultLanding } from '@colorbook/contract';
import { insertPlansIfMissing } from '../../modules/plans/plans.repo';
import { insertSettingsIfMissing, listSettings } from '../../modules/settings/settings.repo';
import { upgradeStoredWebsite } from '../../modules/settings/website-upgrade';
import type { Db } from '../client';
import { DEFAULT_APP_NAME, defaultPlans, defaultSettings } from './defaults';

/**
 * Runs at every start. Idempotent and additive: rows that exist (maybe edited by an admin)
 * are left alone, so a restart never undoes an admin's work — except that a stored `website`
 * written before the `visible` → `visibility` rename is upgraded once (website-upgrade.ts).
 * One transaction, so a crash mid-seed leaves no half-seeded state.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertPlansIfMissing(tx, defaultPlans);
    const [appName] = await listSettings(tx, ['app_name']);
    await insertSettingsIfMissing(
      tx,
      defaultSettings({
        appName: appName?.value || DEFAULT_APP_NAME,
        contactEmail: defaultLanding.contact.email,
        date: new Date(),
      }),
    );
    await upgradeStoredWebsite(tx);
  });
}
