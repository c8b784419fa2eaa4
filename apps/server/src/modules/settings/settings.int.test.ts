import { publicSettingNames, secretSettingNames, settingList, websiteSchema } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { upsertSetting } from './settings.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A secret setting must never appear in the public list.
  await upsertSetting(t.db, 'openai_key', 'sk-test-secret');
});
afterAll(() => t?.close());

describe('GET /api/settings/list', () => {
  it('returns exactly the public settings, in order, with the seeded values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/list' });
    expect(res.statusCode).toBe(200);
    const list = settingList.parse(res.json());
    expect(list.map((s) => s.name)).toEqual([...publicSettingNames]);
    expect(res.body).not.toContain('sk-test-secret');
    const byName = Object.fromEntries(list.map((s) => [s.name, s.value]));
    expect(byName.app_name).toBe('Colorbook');
    expect(byName.tagline).not.toBe('');
    expect(byName.favicon).toBe('');
    const website = websiteSchema.parse(JSON.parse(byName.website ?? ''));
    expect(website.landing.home.visibility).toBe(true);
  });

  it('shows an admin edit (the seed does not overwrite it)', async () => {
    await upsertSetting(t.db, 'app_name', 'Crayon Club');
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/list' });
    expect(settingList.parse(res.json()).find((s) => s.name === 'app_name')?.value).toBe('Crayon Club');
  });
});

describe('GET /api/settings/list for admins', () => {
  const secretValue = 'sk-test-secret';

  it('adds every secret setting for an admin, masked to the last 4 characters or empty when unset', async () => {
    await upsertSetting(t.db, 'stripe_key', 'sk_live_0123456789WXYZ');
    const admin = await createUserWithSession(t.db, { admin: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/list', headers: admin.headers });
    const list = settingList.parse(res.json());
    expect(list.map((s) => s.name)).toEqual([...publicSettingNames, ...secretSettingNames]);
    const byName = Object.fromEntries(list.map((s) => [s.name, s.value]));
    expect(byName.openai_key).toBe('••••••••cret');
    expect(byName.stripe_key).toBe('••••••••WXYZ');
    expect(byName.stripe_webhook_secret).toBe('');
    expect(res.body).not.toContain(secretValue);
    expect(res.body).not.toContain('sk_live_0123456789');
  });

  it('gives signed-in non-admins, blocked admins and visitors with a bad token only the public ones', async () => {
    const user = await createUserWithSession(t.db);
    const blockedAdmin = await createUserWithSession(t.db, { admin: true, blocked: true });
    for (const headers of [user.headers, blockedAdmin.headers, { authorization: 'Bearer nonsense' }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings/list', headers });
      expect(res.statusCode).toBe(200);
      expect(settingList.parse(res.json()).map((s) => s.name)).toEqual([...publicSettingNames]);
      expect(res.body).not.toContain('WXYZ');
    }
  });
});
