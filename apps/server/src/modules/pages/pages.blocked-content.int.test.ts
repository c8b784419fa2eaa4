import { type Page, page, pageSorts, pagesPage, uploadResponse } from '@colorbook/contract';
import { multipartBody } from '@colorbook/test-servers/test-images';
import { syntheticLineArt } from '@colorbook/test-servers/test-pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedPage } from '../../test/page-helpers';

/**
 * Blocked content leaves every public list and its images answer 404 at once; the images of
 * pages that can be blocked are cached for minutes only, so a block reaches caches within the
 * hour (docs/decisions/0020).
 */
let t: TestApp;
let admin: UserWithSession;
let visitor: UserWithSession;

beforeAll(async () => {
  // Every list is read many times here; the list rate limit is not what this file tests.
  t = await createTestApp({ env: { TRENDING_REFRESH_SECONDS: '0', LIST_RATE_LIMIT_PER_MINUTE: '0' } });
  admin = await createUserWithSession(t.db, { admin: true });
  visitor = await createUserWithSession(t.db);
});
afterAll(() => t?.close());

/** A page with real stored images, made as a user makes one: upload, then /pages/upload. */
async function makePage(who: UserWithSession, title: string): Promise<Page> {
  const { payload, headers } = multipartBody([
    { name: 'file', value: await syntheticLineArt(), filename: 'page.png', contentType: 'image/png' },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...who.headers },
  });
  const { url } = uploadResponse.parse(uploaded.json());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/upload',
    headers: who.headers,
    payload: { photo: url, title },
  });
  expect(res.statusCode, res.body).toBe(201);
  return page.parse(res.json());
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Ids on the first page of every public list (each sort, and a search), as `who` sees them. */
async function publicIds(who: UserWithSession, search: string): Promise<Record<string, number[]>> {
  const seen: Record<string, number[]> = {};
  for (const sort of pageSorts) {
    for (const query of [`sort=${sort}`, `sort=${sort}&search=${encodeURIComponent(search)}`]) {
      const res = await get(`/api/pages/paginate?scope=public&${query}`, who.headers);
      expect(res.statusCode, res.body).toBe(200);
      seen[query] = pagesPage.parse(res.json()).data.map((p) => p.id);
    }
  }
  return seen;
}
const listedEverywhere = (lists: Record<string, number[]>, id: number) =>
  Object.entries(lists).filter(([, ids]) => ids.includes(id)).length;

const toggleUser = (id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/blocked/toggle`, headers: admin.headers });
const togglePage = (who: UserWithSession, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/blocked/toggle`, headers: who.headers });

describe('a blocked page', () => {
  it('is cached for minutes with a validator while visible, and answers 404 once blocked', async () => {
    const owner = await createUserWithSession(t.db);
    const made = await makePage(owner, 'Lighthouse block test');
    for (const url of [made.illustration, made.preview]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=600');
      const etag = String(res.headers.etag);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const before = await publicIds(visitor, 'lighthouse block');
    expect(listedEverywhere(before, made.id)).toBe(Object.keys(before).length);

    // The owner's "delete" blocks it.
    expect((await togglePage(owner, made.id)).statusCode).toBe(200);
    for (const url of [made.illustration, made.preview]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.headers['cache-control']).toBe('no-store');
      // A cache asking whether its copy is still good gets the 404 too, not a 304.
      expect((await get(url, { 'if-none-match': `"${url.slice('/api/files/'.length)}"` })).statusCode).toBe(
        404,
      );
    }
    expect(listedEverywhere(await publicIds(visitor, 'lighthouse block'), made.id)).toBe(0);

    // An admin brings it back: the same URLs work again.
    expect((await togglePage(admin, made.id)).statusCode).toBe(200);
    expect((await get(made.illustration)).statusCode).toBe(200);
    expect(listedEverywhere(await publicIds(visitor, 'lighthouse block'), made.id)).toBeGreaterThan(0);
  });

  it('leaves files that no page shows cached as immutable (their content never changes)', async () => {
    const owner = await createUserWithSession(t.db);
    const { payload, headers } = multipartBody([
      { name: 'file', value: await syntheticLineArt(), filename: 'a.png', contentType: 'image/png' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...owner.headers },
    });
    const res = await get(uploadResponse.parse(upload.json()).url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a blocked user', () => {
  it('takes their pages out of every public list and their images offline, until unblocked', async () => {
    const owner = await createUserWithSession(t.db);
    const shown = await makePage(owner, 'Harbour crane user block');
    const deleted = await makePage(owner, 'Harbour boat user block');
    expect((await togglePage(owner, deleted.id)).statusCode).toBe(200);
    const before = await publicIds(visitor, 'harbour');
    expect(listedEverywhere(before, shown.id)).toBe(Object.keys(before).length);

    expect((await toggleUser(owner.user.id)).statusCode).toBe(200);
    const during = await publicIds(visitor, 'harbour');
    expect(listedEverywhere(during, shown.id)).toBe(0);
    expect((await get(`/api/pages/${shown.id}/read`, visitor.headers)).statusCode).toBe(404);
    expect((await get(shown.illustration)).statusCode).toBe(404);
    expect((await get(shown.preview)).statusCode).toBe(404);
    // Admins still see it, marked blocked, so they can judge it.
    const adminView = await get(`/api/pages/${shown.id}/read`, admin.headers);
    expect(page.parse(adminView.json()).blocked).toBe(true);

    // Unblocking brings back what was visible, not what the owner had deleted.
    expect((await toggleUser(owner.user.id)).statusCode).toBe(200);
    const after = await publicIds(visitor, 'harbour');
    expect(listedEverywhere(after, shown.id)).toBe(Object.keys(after).length);
    expect(listedEverywhere(after, deleted.id)).toBe(0);
    expect((await get(shown.illustration)).statusCode).toBe(200);
    expect((await get(deleted.illustration)).statusCode).toBe(404);
  });

  it('keeps a page that reaches a blocked owner (a generation ending after the block) blocked', async () => {
    const owner = await createUserWithSession(t.db);
    expect((await toggleUser(owner.user.id)).statusCode).toBe(200);
    const late = await seedPage(t.db, owner.user.id, { prompt: 'late generation user block' });
    expect(late.blocked).toBe(true);
    expect(listedEverywhere(await publicIds(visitor, 'late generation'), late.id)).toBe(0);
    expect((await toggleUser(owner.user.id)).statusCode).toBe(200);
    expect(listedEverywhere(await publicIds(visitor, 'late generation'), late.id)).toBeGreaterThan(0);
  });
});
