import {
  defaultLanding,
  planNames,
  publicSettingNames,
  translatedLocales,
  type Website,
  websiteSchema,
} from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { seedVersions } from '../db/schema';
import { findPlanByName, listPlans, updatePlan } from '../modules/plans/plans.repo';
import { deleteSetting, listSettings, upsertSetting } from '../modules/settings/settings.repo';
import { createTestDatabase } from '../test/test-database';
import { defaultSettings, seededSettingNames } from './defaults';
import { legalPages, translatedLegalTemplates } from './legal-translations';
import { LEGAL_TRANSLATIONS_STEP } from './legal-translations-upgrade';
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
    expect((await database.db.select().from(seedVersions)).map((row) => row.version).sort()).toEqual(
      [LEGAL_TRANSLATIONS_STEP, seedVersion].sort(),
    );
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

describe('seeded legal pages in every language', () => {
  const readWebsite = async () =>
    websiteSchema.parse(JSON.parse((await listSettings(database.db, ['website']))[0]?.value ?? ''));
  const storeWebsite = (website: Website) => upsertSetting(database.db, 'website', JSON.stringify(website));
  const seededDate = (content: string) => {
    const day = /Last updated: ([^<]+)</.exec(content)?.[1] ?? '';
    return new Date(`${day} UTC`);
  };
  const facts = (website: Website) => ({
    appName: 'Colorbook',
    contactEmail: defaultLanding.contact.email,
    date: seededDate(website.terms.content),
  });

  it('gives a fresh install Terms and Privacy in every language, filled from the settings', async () => {
    const website = await readWebsite();
    for (const locale of translatedLocales) {
      for (const page of legalPages) {
        const content = website.translations?.[locale]?.[page]?.content ?? '';
        expect(content, `${locale} ${page}`).toBe(translatedLegalTemplates[locale][page](facts(website)));
        expect(content).toContain('Colorbook');
        expect(content).toContain(`mailto:${defaultLanding.contact.email}`);
      }
    }
  });

  it('adds them to an older install only where the English is the seeded text and no translation exists', async () => {
    const website = await readWebsite();
    // As a release before the legal translations left it, then edited by an admin: their own
    // Spanish terms, and their own English privacy page.
    for (const locale of translatedLocales) {
      const { terms: _terms, privacy: _privacy, ...landing } = website.translations?.[locale] ?? {};
      website.translations = { ...website.translations, [locale]: landing };
    }
    website.translations = {
      ...website.translations,
      es: { ...website.translations?.es, terms: { content: '<p>Nuestras normas</p>' } },
    };
    website.privacy.content = website.privacy.content.replace('30 days', '14 days');
    await storeWebsite(website);
    await database.db.delete(seedVersions);

    await seedDatabase(database.db);
    const after = await readWebsite();
    expect(after.translations?.es?.terms?.content).toBe('<p>Nuestras normas</p>');
    for (const locale of ['fr', 'de', 'pt-BR'] as const) {
      expect(after.translations?.[locale]?.terms?.content).toBe(
        translatedLegalTemplates[locale].terms(facts(after)),
      );
    }
    for (const locale of translatedLocales) {
      expect(after.translations?.[locale]?.privacy).toBeUndefined();
      // The landing's translations are untouched.
      expect(after.translations?.[locale]?.home).toEqual(website.translations?.[locale]?.home);
    }
    expect(after.privacy.content).toBe(website.privacy.content);

    // Once per database: a translation an admin then removes stays removed through later releases.
    const { terms: _removed, ...german } = after.translations?.de ?? {};
    await storeWebsite({ ...after, translations: { ...after.translations, de: german } });
    await database.db.delete(seedVersions).where(eq(seedVersions.version, seedVersion));
    await seedDatabase(database.db);
    expect((await readWebsite()).translations?.de?.terms).toBeUndefined();
  });
});
