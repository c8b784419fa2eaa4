import { generationJob } from '@colorbook/contract';
import { type S3StandIn, startS3StandIn } from '@colorbook/test-servers/s3-stand-in';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, storedFiles } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForJob } from '../../test/page-helpers';
import type { ObjectStorage } from '../storage/object-storage';
import { createStorageService } from '../storage/storage.service';
import { createObjectStorage } from '../storage/storage-factory';
import { createStorageSweeper } from '../storage/storage-sweeper';
import { removePageImages, storePageImages } from './page-image-storage';
import { loadPageLineArtSvg } from './page-line-art-svg';

const keyOf = (url: string) => url.slice('/api/files/'.length);

/** Offline pages keep their composed SVG beside the PNG (docs/decisions/0027), on either storage. */
describe.each(['local', 's3'] as const)('the vector source of offline pages on %s storage', (backend) => {
  let s3: S3StandIn | undefined;
  let t: TestApp;
  let objects: ObjectStorage;
  let owner: UserWithSession;
  let other: UserWithSession;

  beforeAll(async () => {
    s3 = backend === 's3' ? await startS3StandIn() : undefined;
    t = await createTestApp({
      env: s3
        ? {
            S3_BUCKET: s3.bucket,
            S3_ENDPOINT: s3.endpoint,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          }
        : {},
    });
    objects = createObjectStorage(t.config);
    owner = await createUserWithSession(t.db);
    other = await createUserWithSession(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const deps = () => ({ db: t.db, storage: createStorageService(t.db, objects) });

  async function offlinePage(prompt: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages/create',
      headers: owner.headers,
      payload: { prompt },
    });
    expect(res.statusCode, res.body).toBe(202);
    const done = await waitForJob(t.app, owner, generationJob.parse(res.json()).id);
    expect(done.status).toBe('succeeded');
    const [row] = await t.db
      .select()
      .from(pages)
      .where(eq(pages.id, done.page_id ?? 0));
    if (!row?.lineArtSvgUrl) throw new Error('the page kept no SVG');
    return { row, svgUrl: row.lineArtSvgUrl, jobId: done.id };
  }

  async function present(url: string) {
    const rows = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(url)));
    const object = await objects.get(keyOf(url));
    object?.body.destroy();
    return { row: rows.length > 0, bytes: object !== null };
  }

  it('stores the SVG beside the PNG and loads it for prints', async () => {
    const { row, svgUrl } = await offlinePage('a lion wearing a crown');
    expect(row.source).toBe('offline');
    expect(svgUrl).toMatch(/^\/api\/files\/line-art-svg\/\d{4}\/\d{2}\/[0-9a-f]{32}\.svg$/);
    const svg = await loadPageLineArtSvg(deps(), row.id);
    expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(svg).toContain('</svg>');
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(svgUrl)));
    expect(file).toMatchObject({
      contentType: 'image/svg+xml',
      ownerId: owner.user.id,
      bytes: Buffer.byteLength(svg ?? ''),
    });
  });

  it('never hands the URL to clients', async () => {
    const { row, svgUrl, jobId } = await offlinePage('a bee visiting a flower');
    for (const who of [owner, other]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/pages/${row.id}/read`,
        headers: who.headers,
      });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(keyOf(svgUrl));
      expect(read.body).not.toContain('line-art-svg');
      const list = await t.app.inject({ method: 'GET', url: '/api/pages/paginate', headers: who.headers });
      expect(list.body).not.toContain('line-art-svg');
    }
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/pages/jobs/${jobId}`,
      headers: owner.headers,
    });
    expect(job.body).not.toContain('line-art-svg');
  });

  it('keeps the SVG through the storage sweep, and takes it back with a block', async () => {
    const { row, svgUrl } = await offlinePage('a pirate ship on the sea');
    await t.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(inArray(storedFiles.key, [keyOf(svgUrl), keyOf(row.illustration)]));
    const sweeper = createStorageSweeper({
      db: t.db,
      storage: objects,
      options: { graceMs: 3_600_000, everyMs: 0 },
    });
    await sweeper.sweepIfDue();
    expect(await present(svgUrl)).toEqual({ row: true, bytes: true });

    const served = await t.app.inject({ method: 'GET', url: svgUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    // Served like the page's PNG, script-proof: a sandboxed document with nothing to load.
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('public, max-age=600');

    const blocked = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${row.id}/blocked/toggle`,
      headers: owner.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: svgUrl })).statusCode).toBe(404);
    expect(await loadPageLineArtSvg(deps(), row.id)).toBeNull();
    // Blocked, not gone: an admin may unblock the page, so the sweep still keeps its files.
    await sweeper.sweepIfDue();
    expect(await present(svgUrl)).toEqual({ row: true, bytes: true });
  });

  it('removes the SVG with the page images when the page cannot be written', async () => {
    const storage = createStorageService(t.db, objects);
    const stored = await storePageImages(storage, owner.user.id, {
      illustration: Buffer.from('png'),
      preview: Buffer.from('webp'),
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    if (!stored.svg) throw new Error('no SVG stored');
    expect(await present(stored.svg.url)).toEqual({ row: true, bytes: true });
    await removePageImages(storage, stored);
    for (const file of [stored.illustration, stored.preview, stored.svg])
      expect(await present(file.url)).toEqual({ row: false, bytes: false });
  });

  it('has no SVG for pages the generator did not compose', async () => {
    expect(await loadPageLineArtSvg(deps(), 999_999)).toBeNull();
  });
});
