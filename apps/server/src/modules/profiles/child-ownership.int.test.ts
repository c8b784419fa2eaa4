import { pagesPage } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { createChildSession, createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { addChild, addChildSession } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage, waitForJob } from '../../test/page-helpers';
import { createShare, saveColoring, shareCall } from '../../test/share-helpers';
import { findSharedColoring } from '../shares/shares.repo';

/**
 * A child owns only what it made (issue 35, docs/decisions/0040): its "My pages" are its own, the
 * parent's and siblings' pages cannot be deleted by it (404), and the grown-up sees the family's
 * pages with who made each. Gallery cards of a child's page name the child, never the adult.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = async (who: UserWithSession, scope: string) => {
  const res = await t.app.inject({ url: `/api/pages/paginate?scope=${scope}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return pagesPage.parse(res.json()).data;
};
const remove = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/blocked/toggle`, headers: who.headers });
const blocked = async (id: number) =>
  (await t.db.select({ blocked: pages.blocked }).from(pages).where(eq(pages.id, id)))[0]?.blocked;

describe('what a child owns', () => {
  it('lists and deletes only its own pages; the grown-up sees the family with who made each', async () => {
    const parent = await createUserWithSession(t.db, { name: 'Dana Parent-Fullname' });
    const { id: mia } = await addChild(t, parent, 'Mia');
    const { id: leo } = await addChild(t, parent, 'Leo', { avatarAnimal: 'owl' });
    const raceCar = await seedPage(t.db, parent.user.id, { prompt: 'A race car', kidSafe: true });
    const miasCat = await seedPage(t.db, parent.user.id, { prompt: 'A cat', profileId: mia });
    const leosShip = await seedPage(t.db, parent.user.id, { prompt: 'A ship', profileId: leo });
    const asMia = await createChildSession(t.db, parent, mia);

    const own = await list(asMia, 'owned');
    expect(own.map((p) => p.id)).toEqual([miasCat.id]);
    expect(own[0]?.is_owner).toBe(true);

    // The parent's and the sibling's pages: 404 to the child, and nothing is deleted.
    for (const page of [raceCar, leosShip]) {
      const res = await remove(asMia, page.id);
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
      expect(await blocked(page.id)).toBe(false);
    }
    // Visible in the gallery, but not hers.
    const gallery = await list(asMia, 'public');
    expect(gallery.find((p) => p.id === raceCar.id)?.is_owner).toBe(false);
    expect((await remove(asMia, miasCat.id)).statusCode).toBe(200);
    expect(await blocked(miasCat.id)).toBe(true);

    // The grown-up: every page of the family, each with who made it.
    const family = await list(parent, 'owned');
    const byId = new Map(family.map((p) => [p.id, p]));
    expect([...byId.keys()].sort()).toEqual([raceCar.id, leosShip.id].sort());
    expect(byId.get(leosShip.id)?.maker).toEqual({
      id: leo,
      name: 'Leo',
      avatarColor: '#FFD35C',
      avatarAnimal: 'owl',
    });
    expect(byId.get(raceCar.id)?.maker).toBeNull();
    expect(byId.get(leosShip.id)?.is_owner).toBe(true);

    // A stranger's gallery card of Leo's page shows Leo, never the adult's name.
    const stranger = await createUserWithSession(t.db);
    const card = (await list(stranger, 'public')).find((p) => p.id === leosShip.id);
    expect(card?.user).toEqual({ name: 'Leo', photo: null });
    expect(card?.maker?.name).toBe('Leo');
    expect(JSON.stringify(card)).not.toContain('Dana');
  });

  it('a page a child makes carries the child', async () => {
    const parent = await createUserWithSession(t.db);
    const asMia = await addChildSession(t, parent, 'Mia');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pages/create',
      headers: asMia.headers,
      payload: { prompt: 'a happy turtle' },
    });
    expect(made.statusCode, made.body).toBe(202);
    const job = await waitForJob(t.app, asMia, made.json().id);
    expect(job.status, job.error ?? '').toBe('succeeded');
    const [row] = await t.db
      .select()
      .from(pages)
      .where(eq(pages.id, job.page_id ?? 0));
    expect(row?.profileId).toBe(asMia.profile.id);
    expect((await list(asMia, 'owned')).map((p) => p.id)).toEqual([job.page_id]);
    // Her generation is hers: a sibling's session cannot follow it; the grown-up can.
    const asLeo = await addChildSession(t, parent, 'Leo');
    const jobUrl = `/api/pages/jobs/${made.json().id}`;
    expect((await t.app.inject({ url: jobUrl, headers: asLeo.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: jobUrl, headers: parent.headers })).statusCode).toBe(200);
  });

  it("shares a child's colouring with no name by default, and only the child's name when asked", async () => {
    const parent = await createUserWithSession(t.db, { name: 'Dana Parent-Fullname' });
    const asMia = await addChildSession(t, parent, 'Mia');
    const page = await seedPage(t.db, parent.user.id, { prompt: 'A kite', kidSafe: true });
    const coloringId = await saveColoring(t, asMia, page.id);

    // Sharing is the grown-up's; the link starts without a name.
    const refused = await shareCall(t, asMia, 'POST', coloringId, {});
    expect(refused.statusCode).toBe(403);
    const share = await createShare(t, parent, coloringId);
    expect(share.show_name).toBe(false);
    const hidden = await findSharedColoring(t.db, share.token);
    expect(hidden?.showName).toBe(false);

    // Names on: the child's profile name, never the account's full name.
    const named = await shareCall(t, parent, 'PATCH', coloringId, { showName: true });
    expect(named.json().show_name).toBe(true);
    expect((await findSharedColoring(t.db, share.token))?.painterName).toBe('Mia');
    // Asking again without options keeps the parent's choice.
    expect((await createShare(t, parent, coloringId)).show_name).toBe(true);
  });
});
