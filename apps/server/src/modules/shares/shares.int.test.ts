import { auditList, coloredsPage, SHARE_TOKEN_LENGTH, share as shareSchema } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';
import { createShare, saveColoring, shareCall } from '../../test/share-helpers';

/*
 * The painter's share link of a colouring (DESIGN §9a): one live link per colouring, made and
 * changed by its painter only, revoked by the painter or an admin; admins see the links on their
 * coloured pages list. What the link shows is in share-page.int.test.ts.
 */

const PUBLIC_URL = 'https://colour.example';
let t: TestApp;
let painter: UserWithSession;
let coloringId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  painter = await createUserWithSession(t.db, { name: 'Pia Painter' });
  const page = await seedPage(t.db, painter.user.id, { title: 'A fox in the snow' });
  coloringId = await saveColoring(t, painter, page.id);
});
afterAll(() => t?.close());

const liveTokens = async (id: number) =>
  (await t.db.select().from(shares).where(eq(shares.coloringId, id))).map((row) => row.token);

describe('POST /api/coloreds/{id}/share', () => {
  it('makes one live link per colouring: a second POST answers the same link', async () => {
    const first = await createShare(t, painter, coloringId);
    expect(first.url).toBe(`${PUBLIC_URL}/s/${first.token}`);
    expect(first).toMatchObject({ show_name: true, public: false });
    const again = await createShare(t, painter, coloringId);
    expect(again.token).toBe(first.token);
    // Two clicks at once still leave one link.
    const both = await Promise.all([
      createShare(t, painter, coloringId),
      createShare(t, painter, coloringId),
    ]);
    expect(both.map((s) => s.token)).toEqual([first.token, first.token]);
    expect(await liveTokens(coloringId)).toEqual([first.token]);
  });

  it('hides the name or lets search engines list the page, by POST options or PATCH', async () => {
    const hidden = await createShare(t, painter, coloringId, { showName: false });
    expect(hidden.show_name).toBe(false);
    const patched = await shareCall(t, painter, 'PATCH', coloringId, { public: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(shareSchema.parse(patched.json())).toMatchObject({
      token: hidden.token,
      show_name: false,
      public: true,
    });
    const shown = await shareCall(t, painter, 'PATCH', coloringId, { showName: true, public: false });
    expect(shareSchema.parse(shown.json())).toMatchObject({ show_name: true, public: false });
    const wrong = await shareCall(t, painter, 'PATCH', coloringId, { show_name: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VALIDATION_ERROR');
  });

  it('gives every link 144 random bits in base64url, unrelated to any id', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      const page = await seedPage(t.db, painter.user.id);
      tokens.push((await createShare(t, painter, await saveColoring(t, painter, page.id))).token);
    }
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token).toHaveLength(SHARE_TOKEN_LENGTH);
      expect(Buffer.from(token, 'base64url')).toHaveLength(18);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Consecutive colourings share nothing: no common prefix as a counter or an id would leave.
    const prefixes = new Set(tokens.map((token) => token.slice(0, 4)));
    expect(prefixes.size).toBe(tokens.length);
    expect(new Set(tokens.join('')).size).toBeGreaterThan(48);
  });

  it('answers 404 for anyone else’s colouring, 403 for admins and 401 without a session', async () => {
    const stranger = await createUserWithSession(t.db);
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const res = await shareCall(
        t,
        stranger,
        method,
        coloringId,
        method === 'PATCH' ? { public: true } : {},
      );
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const admin = await createUserWithSession(t.db, { admin: true });
    expect((await shareCall(t, admin, 'POST', coloringId)).statusCode).toBe(403);
    expect((await shareCall(t, null, 'POST', coloringId)).statusCode).toBe(401);
    expect((await shareCall(t, stranger, 'POST', 2_000_000)).statusCode).toBe(404);
    // The stranger's tries changed nothing.
    expect((await createShare(t, painter, coloringId)).public).toBe(false);
  });

  it('refuses to share the colouring of a page that has been blocked', async () => {
    const page = await seedPage(t.db, painter.user.id);
    const id = await saveColoring(t, painter, page.id);
    const toggle = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${page.id}/blocked/toggle`,
      headers: painter.headers,
    });
    expect(toggle.statusCode).toBe(200);
    expect((await shareCall(t, painter, 'POST', id)).statusCode).toBe(404);
    expect(await liveTokens(id)).toEqual([]);
  });
});

describe('DELETE /api/coloreds/{id}/share', () => {
  it('revokes the link for good: the next share is a new token', async () => {
    const page = await seedPage(t.db, painter.user.id);
    const id = await saveColoring(t, painter, page.id);
    const before = await createShare(t, painter, id);
    const revoked = await shareCall(t, painter, 'DELETE', id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });
    expect(await liveTokens(id)).toEqual([]);
    // Twice is no error; changing a revoked link is.
    expect((await shareCall(t, painter, 'DELETE', id)).statusCode).toBe(200);
    expect((await shareCall(t, painter, 'PATCH', id, { public: true })).statusCode).toBe(404);
    const after = await createShare(t, painter, id);
    expect(after.token).not.toBe(before.token);
  });

  it('lets an admin see and revoke links on the coloured pages list, and records it', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    const page = await seedPage(t.db, painter.user.id, { title: 'Shared by the admin test' });
    const id = await saveColoring(t, painter, page.id);
    const link = await createShare(t, painter, id);
    const list = async (query: string, who: UserWithSession = admin) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/coloreds/paginate?${query}`,
        headers: who.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return coloredsPage.parse(res.json()).data;
    };
    const listed = (await list('search=Shared%20by%20the%20admin')).find((item) => item.id === id);
    expect(listed?.share).toEqual({
      url: link.url,
      show_name: true,
      public: false,
      created_at: link.created_at,
    });
    // Only shared colourings with ?shared=true, and never the token on its own.
    const sharedOnly = await list('shared=true');
    expect(sharedOnly.length).toBeGreaterThan(0);
    expect(sharedOnly.every((item) => item.share !== null && item.share !== undefined)).toBe(true);
    expect(sharedOnly.map((item) => item.id)).toContain(id);
    // Users see their own list without share fields (their screens ask the link itself).
    expect((await list('', painter)).every((item) => !('share' in item))).toBe(true);

    const res = await shareCall(t, admin, 'DELETE', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await liveTokens(id)).toEqual([]);
    expect((await list('search=Shared%20by%20the%20admin')).find((item) => item.id === id)?.share).toBeNull();
    expect((await list('shared=true')).map((item) => item.id)).not.toContain(id);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit/list', headers: admin.headers });
    const entry = auditList.parse(audit.json()).find((item) => item.action === 'share.revoke');
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      target: painter.user.email,
      detail: `colouring ${id} of “Shared by the admin test”`,
    });
  });
});
