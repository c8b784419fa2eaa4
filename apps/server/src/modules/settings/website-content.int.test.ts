import { settingList, websiteSchema } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVersions } from '../../db/schema';
import { seedDatabase } from '../../seed/seed';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { listSettings, upsertSetting } from './settings.repo';

let t: TestApp;
let admin: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

const publicWebsite = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/list' });
  const value = settingList.parse(res.json()).find((s) => s.name === 'website')?.value ?? '';
  return { raw: value, website: websiteSchema.parse(JSON.parse(value)) };
};

const pasted =
  '<h2 style="color:red">Rules</h2><script>alert(1)</script>' +
  '<p onclick="steal()">Be kind. <img src="x" onerror="alert(2)"></p>' +
  '<p><a href="javascript:alert(3)">click</a> <a href="https://example.com/help" target="_blank">help</a></p>' +
  '<ul><li><strong>bold</strong> and <em>italic</em></li></ul>';

describe('website content: Terms and Privacy HTML', () => {
  it('stores only allowlisted HTML: no script, event handler, javascript: URL or style', async () => {
    const { website } = await publicWebsite();
    website.terms.content = pasted;
    website.privacy.content = `<p>Privacy</p><iframe src="https://evil.example"></iframe>${pasted}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/website/update',
      headers: admin.headers,
      payload: { value: JSON.stringify(website) },
    });
    expect(res.statusCode, res.body).toBe(200);

    const { raw, website: served } = await publicWebsite();
    for (const html of [served.terms.content, served.privacy.content]) {
      expect(html).not.toMatch(/<script|alert\(|onerror|onclick|javascript:|style=|<img|<iframe/i);
      expect(html).toContain('<h2>Rules</h2>');
      expect(html).toContain('<p>Be kind. </p>');
      expect(html).toContain('<a>click</a>');
      expect(html).toContain(
        '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer nofollow">help</a>',
      );
      expect(html).toContain('<ul><li><strong>bold</strong> and <em>italic</em></li></ul>');
    }
    expect(raw).not.toMatch(/<script/);
  });
});

describe('website content: visible → visibility', () => {
  it('upgrades a stored value that still says `visible` at start, keeping each flag', async () => {
    const { website } = await publicWebsite();
    // As the original product (and this app before the rename) stored it.
    const old = JSON.parse(JSON.stringify(website).replaceAll('"visibility":', '"visible":')) as {
      landing: Record<string, { visible: boolean }>;
      terms: { visible: boolean; content: string };
    };
    const oldLanding = old.landing as Record<string, { visible: boolean }>;
    if (oldLanding.metrics) oldLanding.metrics.visible = false;
    old.terms.visible = false;
    old.terms.content = '<p>Old terms</p><script>alert(1)</script>';
    await upsertSetting(t.db, 'website', JSON.stringify(old));
    // A database an older release wrote has not recorded this release's seed.
    await t.db.delete(seedVersions);

    // Old values stay readable before the upgrade has run…
    const before = websiteSchema.parse(old);
    expect(before.landing.metrics.visibility).toBe(false);
    expect(before.landing.home.visibility).toBe(true);

    // …and the start-up data migration rewrites them under the new name.
    await seedDatabase(t.db);
    const [row] = await listSettings(t.db, ['website']);
    expect(row?.value).not.toContain('"visible"');
    const after = JSON.parse(row?.value ?? '') as typeof old & { landing: Record<string, object> };
    expect(after.landing.metrics).toMatchObject({ visibility: false });
    expect(after.landing.home).toMatchObject({ visibility: true });
    expect(after.terms).toEqual({ visibility: false, content: '<p>Old terms</p>' });

    // A second start changes nothing.
    await seedDatabase(t.db);
    const [again] = await listSettings(t.db, ['website']);
    expect(again?.value).toBe(row?.value);
  });
});
