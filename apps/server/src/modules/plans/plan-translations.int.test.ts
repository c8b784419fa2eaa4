import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { defaultPlans } from '../../seed/defaults';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addSeededPlanTranslations } from './plans.repo';

/* The seeded plan translations reaching an install made before them (issue 23). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('seeded plan translations on an existing install', () => {
  it('fills plans whose English is the seeded one, and leaves edited or translated plans alone', async () => {
    // As before the translations existed: none stored, and an admin renamed the free plan.
    await t.db.update(plans).set({ translations: {} });
    await t.db.update(plans).set({ title: 'Taster' }).where(eq(plans.name, 'free'));
    await t.db
      .update(plans)
      .set({ translations: { es: { title: 'Avanzado' } } })
      .where(eq(plans.name, 'advanced'));

    await addSeededPlanTranslations(t.db, defaultPlans);

    const rows = Object.fromEntries((await t.db.select().from(plans)).map((row) => [row.name, row]));
    expect(rows.starter?.translations).toEqual(defaultPlans.find((p) => p.name === 'starter')?.translations);
    expect(rows.free?.translations).toEqual({});
    expect(rows.advanced?.translations).toEqual({ es: { title: 'Avanzado' } });

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/plans/list', headers: { 'accept-language': 'es-MX' } })
    ).json() as Array<{ name: string; title: string; description: string }>;
    expect(list.find((p) => p.name === 'free')?.title).toBe('Taster');
    expect(list.find((p) => p.name === 'advanced')?.title).toBe('Avanzado');
    expect(list.find((p) => p.name === 'starter')?.description).toMatch(/^Dibujos de sobra/);
  });
});
