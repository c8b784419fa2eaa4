import { coloredsPage } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { actingAs, addChild } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { saveColoring } from '../../test/share-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Who coloured each listed colouring (null: the adult), newest first. */
const listed = async (who: UserWithSession, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/coloreds/paginate${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return coloredsPage.parse(res.json()).data.map((item) => [item.page.id, item.profileId ?? null]);
};

describe('GET /coloreds/paginate?of= (the adult’s family view, issue 24)', () => {
  it('lists the whole family, the adult alone or one child; a child only ever its own', async () => {
    const parent = await createUserWithSession(t.db);
    const [ada, ben] = [await addChild(t, parent, 'Ada'), await addChild(t, parent, 'Ben')];
    const owl = await seedPage(t.db, parent.user.id, { prompt: 'an owl', kidSafe: true });
    const boat = await seedPage(t.db, parent.user.id, { prompt: 'a boat', kidSafe: true });
    await saveColoring(t, parent, owl.id);
    await saveColoring(t, actingAs(parent, ada.id), owl.id);
    await saveColoring(t, actingAs(parent, ben.id), boat.id);

    const family = [
      [boat.id, ben.id],
      [owl.id, ada.id],
      [owl.id, null],
    ];
    expect(await listed(parent)).toEqual(family);
    expect(await listed(parent, '?of=family')).toEqual(family);
    expect(await listed(parent, '?of=adult')).toEqual([[owl.id, null]]);
    expect(await listed(parent, `?of=${ada.id}`)).toEqual([[owl.id, ada.id]]);
    // A child asking for the family, or a sibling, still gets its own only.
    expect(await listed(actingAs(parent, ada.id), '?of=family')).toEqual([[owl.id, ada.id]]);
    expect(await listed(actingAs(parent, ada.id), `?of=${ben.id}`)).toEqual([[owl.id, ada.id]]);
  });

  it('keeps an admin’s family view to the account, and another account’s child empty', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    const child = await addChild(t, admin, 'Cy');
    const stranger = await createUserWithSession(t.db);
    const theirChild = await addChild(t, stranger, 'Dot');
    const page = await seedPage(t.db, admin.user.id, { prompt: 'a kite', kidSafe: true });
    await saveColoring(t, actingAs(admin, child.id), page.id);
    const strangers = await seedPage(t.db, stranger.user.id, { prompt: 'a drum', kidSafe: true });
    await saveColoring(t, actingAs(stranger, theirChild.id), strangers.id);

    // Without `of` an admin lists everyone's; with it only the admin's own family.
    expect((await listed(admin)).length).toBeGreaterThanOrEqual(2);
    expect(await listed(admin, '?of=family')).toEqual([[page.id, child.id]]);
    expect(await listed(admin, `?of=${theirChild.id}`)).toEqual([]);
    expect(await listed(stranger, `?of=${child.id}`)).toEqual([]);
  });

  it('refuses an `of` that is neither a word it knows nor a profile id', async () => {
    const parent = await createUserWithSession(t.db);
    for (const of of ['everyone', '-1', '0', '1.5', '99999999999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/coloreds/paginate?of=${of}`,
        headers: parent.headers,
      });
      expect(res.statusCode, of).toBe(400);
    }
  });
});
