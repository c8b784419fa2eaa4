import { coloredsPage, coloredUpsertResponse, credit } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readPage, seedPage } from '../../test/page-helpers';
import { uploadPng as upload } from '../../test/upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const uploadPng = (who: UserWithSession) => upload(t, who, 256);
const save = (who: UserWithSession, pageId: number, photo: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: who.headers,
    payload: { pageId, photo },
  });
const publicPages = async (who: UserWithSession) =>
  credit.parse((await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers })).json())
    .public_page;

describe('PATCH /api/coloreds/upsert', () => {
  it("spends one public page on the first save of someone else's page, and none after", async () => {
    const owner = await createUserWithSession(t.db);
    const painter = await createUserWithSession(t.db);
    const page = await seedPage(t.db, owner.user.id, { prompt: 'a colourful parrot' });
    const first = await save(painter, page.id, await uploadPng(painter));
    expect(first.statusCode, first.body).toBe(200);
    const saved = coloredUpsertResponse.parse(first.json());
    expect(saved.preview).toMatch(/\.webp$/);
    expect(await publicPages(painter)).toBe(2);
    expect((await save(painter, page.id, await uploadPng(painter))).statusCode).toBe(200);
    expect(await publicPages(painter)).toBe(2);
    const seen = await readPage(t.app, painter, page.id);
    expect(seen).toMatchObject({ is_colored: true, colored_count: 1 });
    // Colouring one's own page is free.
    const mine = await seedPage(t.db, painter.user.id);
    expect((await save(painter, mine.id, await uploadPng(painter))).statusCode).toBe(200);
    expect(await publicPages(painter)).toBe(2);

    const listed = coloredsPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/coloreds/paginate', headers: painter.headers })).json(),
    );
    expect(listed.data.map((c) => c.page.id).sort()).toEqual([page.id, mine.id].sort());
    // Each item carries the whole page as the painter sees it (spec §3), not a subset.
    const other = listed.data.find((c) => c.page.id === page.id);
    // has_color_key is the read's alone: lists leave it out (the key is looked up per page).
    const { has_color_key: _readOnly, ...seenInLists } = seen;
    expect(other?.page).toEqual({
      ...seenInLists,
      colored: { id: other?.id, photo: other?.photo, preview: other?.preview, has_replay: false },
    });
    expect(other?.page).toMatchObject({
      prompt: 'a colourful parrot',
      is_owner: false,
      is_colored: true,
      colored_count: 1,
      favorited_count: 0,
      user: { name: owner.user.name, photo: null },
    });
    expect(other?.page.user).not.toHaveProperty('email');
    expect(listed.data.find((c) => c.page.id === mine.id)?.page.is_owner).toBe(true);
  });

  it('refuses at zero public pages, on blocked pages and with foreign uploads', async () => {
    const owner = await createUserWithSession(t.db);
    const painter = await createUserWithSession(t.db);
    const photo = await uploadPng(painter);
    for (let i = 0; i < 3; i++) {
      const page = await seedPage(t.db, owner.user.id);
      expect((await save(painter, page.id, photo)).statusCode).toBe(200);
    }
    const fourth = await seedPage(t.db, owner.user.id);
    const refused = await save(painter, fourth.id, photo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'NO_CREDITS', message: 'No Pages available. Pay more pages.' });

    const blocked = await seedPage(t.db, owner.user.id, { blocked: true });
    expect((await save(owner, blocked.id, await uploadPng(owner))).statusCode).toBe(404);
    const stranger = await createUserWithSession(t.db);
    const foreign = await save(stranger, fourth.id, photo);
    expect(foreign.statusCode).toBe(400);
  });

  it('shows admins everyone’s colourings with emails, and users only their own', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/coloreds/paginate', headers: admin.headers });
    const all = coloredsPage.parse(res.json());
    expect(all.data.length).toBeGreaterThanOrEqual(5);
    expect(all.data[0]?.user.email).toContain('@');
    // Admins see the page's owner with email; the flags are the admin's own (who colours nothing).
    expect(all.data[0]?.page.user.email).toContain('@');
    expect(all.data[0]?.page).toMatchObject({ is_colored: false, colored: null, is_owner: false });
    expect(all.data[0]?.page.colored_count).toBeGreaterThanOrEqual(1);
    const nobody = await createUserWithSession(t.db);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/coloreds/paginate',
      headers: nobody.headers,
    });
    expect(coloredsPage.parse(none.json()).data).toEqual([]);
  });
});
