import { createHash } from 'node:crypto';
import { defaultLanding } from '@colorbook/contract';
import type { Db } from '../db/client';
import { addSeededPlanTranslations, insertPlansIfMissing } from '../modules/plans/plans.repo';
import { insertSettingsIfMissing, listSettings } from '../modules/settings/settings.repo';
import { upgradeStoredWebsite } from '../modules/settings/website-upgrade';
import { DEFAULT_APP_NAME, defaultPlans, defaultSettings, seededSettingNames } from './defaults';
import { addSeededLegalTranslations } from './legal-translations-upgrade';
import { hasSeedVersion, recordSeedVersion } from './seed-versions.repo';

/**
 * Bump when a data upgrade the seed runs (website-upgrade.ts, legal-translations-upgrade.ts)
 * changes what it writes, so every database runs the seed once more.
 */
const UPGRADES_REVISION = 3;

/**
 * What the seed would do to a database: the plans and the names of the settings it inserts
 * when missing (a default value that changes touches no existing row, so values stay out) and
 * the revision of its upgrades. A database that has recorded this version has nothing to gain
 * from running it again.
 */
export const seedVersion = createHash('sha256')
  .update(JSON.stringify({ plans: defaultPlans, settings: seededSettingNames, upgrades: UPGRADES_REVISION }))
  .digest('hex')
  .slice(0, 16);

/**
 * Runs at every start, and does its work once per seed version (then a start costs one read).
 * Idempotent and additive: rows that exist (maybe edited by an admin) are left alone, so a
 * seed never undoes an admin's work — except that a stored `website` written before the
 * `visible` → `visibility` rename is upgraded once (website-upgrade.ts), and seeded legal pages
 * never edited get their translations once (legal-translations-upgrade.ts). One transaction, so a
 * crash mid-seed leaves no half-seeded state and no recorded version.
 */
export async function seedDatabase(db: Db): Promise<void> {
  if (await hasSeedVersion(db, seedVersion)) return;
  await db.transaction(async (tx) => {
    await insertPlansIfMissing(tx, defaultPlans);
    await addSeededPlanTranslations(tx, defaultPlans);
    const [appName] = await listSettings(tx, ['app_name']);
    const facts = { appName: appName?.value || DEFAULT_APP_NAME, contactEmail: defaultLanding.contact.email };
    await insertSettingsIfMissing(tx, defaultSettings({ ...facts, date: new Date() }));
    await upgradeStoredWebsite(tx);
    await addSeededLegalTranslations(tx, facts);
    await recordSeedVersion(tx, seedVersion);
  });
}
