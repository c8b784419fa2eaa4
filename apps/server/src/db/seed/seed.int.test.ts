import { planNames, publicSettingNames, websiteSchema } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlanByName, listPlans, updatePlan } from '../../modules/plans/plans.repo';
import { deleteSetting, listSettings, upsertSetting } from '../../modules/settings/settings.repo';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { seedVersions } from '../schema';
import { defaultSettings, seededSettingNames } from './defaults';
import { seedDatabase, seedVersion } from './seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database?.close());

describe('seed', () => {
  it('creates the three plans: free, then two paid ones', async () => {
    const rows = await listPlans(database.db);
    expect(rows.map((p) => p.name)).toEqual([...planNames]);
    const [free, starter, advanced] = rows;
    expect(free).toMatchObject({ paid: false, priceCents: 0 });
    expect(starter).toMatchObject({ paid: true, priceCents: 900 });
    expect(advanced).toMatchObject({ paid: true, priceCents: 1900, discount: 20 });
    for (const plan of rows) {
      expect(plan.pageCreationLimit).toBeGreaterThan(0);
      expect(plan.publicPageLimit).toBeGreaterThan(0);
    }
    expect(starter?.pageCreationLimit).toBeGreaterThan(free?.pageCreationLimit ?? 0);
  });

  it('creates the public settings with a valid website document', async () => {
    const rows = await listSettings(database.db, publicSettingNames);
    expect(rows.map((r) => r.name).sort()).toEqual([...publicSettingNames].sort());
    const website = websiteSchema.parse(JSON.parse(rows.find((r) => r.name === 'website')?.value ?? ''));
    expect(website.terms.visibility).toBe(true);
    expect(website.privacy.content).toContain('Last updated:');
  });

  it('is idempotent and never overwrites what an admin changed', async () => {
    const starter = await findPlanByName(database.db, 'starter');
    await updatePlan(database.db, starter?.id ?? 0, { priceCents: 1200, title: 'Family' });
    await upsertSetting(database.db, 'tagline', 'Colour outside the box');

    await seedDatabase(database.db);
    await seedDatabase(database.db);

    const rows = await listPlans(database.db);
    expect(rows).toHaveLength(3);
    expect(rows.find((p) => p.name === 'starter')).toMatchObject({ priceCents: 1200, title: 'Family' });
    const settings = await listSettings(database.db, publicSettingNames);
    expect(settings).toHaveLength(publicSettingNames.length);
    expect(settings.find((s) => s.name === 'tagline')?.value).toBe('Colour outside the box');
  });
});

describe('seed versions', () => {
  it('skips a seed this database has already run, so a start does no seeding work', async () => {
    // Gone behind the seed's back: a seed that ran would put it back.
    await deleteSetting(database.db, 'favicon');
    await seedDatabase(database.db);
    expect(await listSettings(database.db, ['favicon'])).toEqual([]);
  });

  it('runs again on a database that has not recorded this version (a release with more to seed)', async () => {
    await database.db.delete(seedVersions);
    await seedDatabase(database.db);
    expect((await listSettings(database.db, ['favicon'])).map((row) => row.value)).toEqual(['']);
    expect((await database.db.select().from(seedVersions)).map((row) => row.version)).toEqual([seedVersion]);
  });

  it('names the settings it seeds without building them', () => {
    const built = defaultSettings({
      appName: 'Colorbook',
      contactEmail: 'hello@example.com',
      date: new Date(),
    });
    expect(built.map((row) => row.name)).toEqual([...seededSettingNames]);
  });
});
