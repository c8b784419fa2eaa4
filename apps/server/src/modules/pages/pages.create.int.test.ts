import { credit, generationJob, suggestedPrompt } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readPage, waitForJob } from '../../test/page-helpers';
import { upsertSetting } from '../settings/settings.repo';

let t: TestApp;
beforeAll(async () => {
  // 'a failing provider' points the provider at 127.0.0.1 to be unreachable, not refused.
  t = await createTestApp({ env: { ALLOW_PRIVATE_OUTBOUND: 'true' } });
});
afterAll(() => t?.close());

const create = (who: UserWithSession, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/pages/create', headers: who.headers, payload: body as object });
const credits = async (who: UserWithSession) =>
  credit.parse(
    (await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers })).json(),
  );
const fetchFile = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('creating a page with the built-in generator', () => {
  it('spends one credit, reports progress and ends with a clean 1024×1024 page', async () => {
    const user = await createUserWithSession(t.db);
    const res = await create(user, { prompt: 'a cat playing with yarn in a garden', difficulty: 'easy' });
    expect(res.statusCode, res.body).toBe(202);
    const started = generationJob.parse(res.json());
    expect(started).toMatchObject({
      status: 'queued',
      page_id: null,
      prompt: 'a cat playing with yarn in a garden',
    });
    expect((await credits(user)).credits).toBe(2);

    const done = await waitForJob(t.app, user, started.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, error: null, notice: null });
    const page = await readPage(t.app, user, done.page_id ?? 0);
    expect(page).toMatchObject({
      title: 'A cat playing with yarn in a garden',
      is_owner: true,
      difficulty: 'easy',
      style: 'cartoon',
    });

    const png = await fetchFile(page.illustration);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    // Pure black lines on white: nearly every pixel is (almost) white or black.
    const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    let mid = 0;
    for (const v of data) {
      if (v < 64) dark += 1;
      else if (v < 192) mid += 1;
    }
    expect(dark / data.length).toBeGreaterThan(0.01);
    expect(dark / data.length).toBeLessThan(0.5);
    expect(mid / data.length).toBeLessThan(0.05);
    expect((await sharp(await fetchFile(page.preview)).metadata()).format).toBe('webp');
    // The ledger holds the spend under the job's reference.
    const [spend] = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `page:${started.id}`));
    expect(spend?.delta).toBe(-1);
  });

  it('says so when the prompt names nothing it can draw, in any language, and makes a pattern', async () => {
    const user = await createUserWithSession(t.db);
    for (const prompt of ['hello, how are you', 'hallo, wie geht es']) {
      const res = await create(user, { prompt, difficulty: 'easy' });
      expect(res.statusCode, res.body).toBe(202);
      const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id);
      expect(done, prompt).toMatchObject({ status: 'succeeded', notice: 'nothing-drawable' });
      expect((await readPage(t.app, user, done.page_id ?? 0)).prompt).toBe(prompt);
    }
    // Asking for a pattern is no fallback: nothing to tell.
    const asked = await create(user, { prompt: 'a pattern', difficulty: 'easy' });
    const done = await waitForJob(t.app, user, generationJob.parse(asked.json()).id);
    expect(done).toMatchObject({ status: 'succeeded', notice: null });
  });

  it('refuses bad prompts with a clear message and spends nothing', async () => {
    const user = await createUserWithSession(t.db);
    for (const prompt of ['', '   ', 'x'.repeat(301)]) {
      const res = await create(user, { prompt });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message.length).toBeGreaterThan(10);
    }
    const blocked = await create(user, { prompt: 'a bloody gore scene' });
    expect(blocked.statusCode).toBe(400);
    const badStyle = await create(user, { prompt: 'a cat', style: 'neon' });
    expect(badStyle.statusCode).toBe(400);
    const extra = await create(user, { prompt: 'a cat', credits: 100 });
    expect(extra.statusCode).toBe(400);
    expect((await credits(user)).credits).toBe(3);
  });

  it('gives exactly as many pages as credits to 20 parallel requests', async () => {
    const user = await createUserWithSession(t.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(user, { prompt: `a dog number ${i}` })),
    );
    const accepted = results.filter((r) => r.statusCode === 202);
    const refused = results.filter((r) => r.statusCode === 403);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.json()).toEqual({ code: 'NO_CREDITS', message: 'No Pages available. Pay more pages.' });
    }
    for (const r of accepted) {
      expect((await waitForJob(t.app, user, generationJob.parse(r.json()).id)).status).toBe('succeeded');
    }
    const owned = await t.db.select().from(pages).where(eq(pages.userId, user.user.id));
    expect(owned).toHaveLength(3);
    expect(await credits(user)).toEqual({ credits: 0, public_page: 3 });
  });

  it('does not let admins create pages, nor visitors', async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    expect((await create(admin, { prompt: 'a cat' })).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/pages/create',
      payload: { prompt: 'a cat' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('hides one user’s job from another', async () => {
    const a = await createUserWithSession(t.db);
    const b = await createUserWithSession(t.db);
    const job = generationJob.parse((await create(a, { prompt: 'a turtle on a beach' })).json());
    const peek = await t.app.inject({ method: 'GET', url: `/api/pages/jobs/${job.id}`, headers: b.headers });
    expect(peek.statusCode).toBe(404);
    await waitForJob(t.app, a, job.id);
  });

  it('suggests prompts', async () => {
    const user = await createUserWithSession(t.db);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/pages/prompt/generate',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      seen.add(suggestedPrompt.parse(res.json()).prompt);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('rate limits', () => {
  it('stops one user after 60 suggestions in 10 minutes, with a message, and not another user', async () => {
    const busy = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const suggest = (who: UserWithSession) =>
      t.app.inject({ method: 'GET', url: '/api/pages/prompt/generate', headers: who.headers });
    for (let i = 0; i < 60; i++) expect((await suggest(busy)).statusCode).toBe(200);
    const limited = await suggest(busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/try again/);
    expect((await suggest(other)).statusCode).toBe(200);
  });
});

describe('a failing provider', () => {
  it('fails the job with a message and refunds the credit', async () => {
    const user = await createUserWithSession(t.db);
    // An OpenAI-compatible provider that cannot be reached.
    await upsertSetting(t.db, 'openai_key', 'sk-test-unreachable');
    await upsertSetting(t.db, 'openai_base_url', 'http://127.0.0.1:9/v1');
    try {
      const res = await create(user, { prompt: 'a lighthouse by the sea' });
      expect(res.statusCode, res.body).toBe(202);
      expect((await credits(user)).credits).toBe(2);
      const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id, 120_000);
      expect(done.status).toBe('failed');
      expect(done.error?.length).toBeGreaterThan(10);
      expect(done.error).not.toContain('sk-test');
      expect((await credits(user)).credits).toBe(3);
    } finally {
      await upsertSetting(t.db, 'openai_key', '');
      await upsertSetting(t.db, 'openai_base_url', '');
    }
  }, 150_000);
});
