import { credit, generationJob, suggestedPrompt } from '@colorbook/contract';
import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForJob } from '../../test/page-helpers';
import { upsertSetting } from '../settings/settings.repo';

/** The OpenAI path end to end, against a local server that speaks the images API. */
let t: TestApp;
let openai: OpenAiStandIn;
beforeAll(async () => {
  // The stand-in listens on 127.0.0.1, a private address the server calls only when allowed.
  t = await createTestApp({ env: { ALLOW_PRIVATE_OUTBOUND: 'true' } });
  openai = await startOpenAiStandIn();
  await upsertSetting(t.db, 'openai_key', openai.apiKey);
  await upsertSetting(t.db, 'openai_base_url', openai.baseURL);
});
afterAll(async () => {
  await openai?.close();
  await t?.close();
});
beforeEach(() => {
  openai.requests.length = 0;
  openai.imageReplies.length = 0;
  openai.flagged = false;
});

const create = (who: UserWithSession, prompt: string) =>
  t.app.inject({ method: 'POST', url: '/api/pages/create', headers: who.headers, payload: { prompt } });
const credits = async (who: UserWithSession) =>
  credit.parse(
    (await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers })).json(),
  );

describe('generation with an OpenAI-compatible provider', () => {
  it('asks for clean line art with the key and makes a page from the answer', async () => {
    const user = await createUserWithSession(t.db);
    const res = await create(user, 'a fox reading a book');
    expect(res.statusCode, res.body).toBe(202);
    const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id);
    expect(done.status).toBe('succeeded');
    const call = openai.requests.find((r) => r.path.endsWith('/images/generations'));
    expect(call?.authorization).toBe(`Bearer ${openai.apiKey}`);
    expect(String(call?.body.prompt)).toContain('a fox reading a book');
    expect(String(call?.body.prompt).toLowerCase()).toContain('black');
    const [row] = await t.db
      .select()
      .from(pages)
      .where(eq(pages.id, done.page_id ?? 0));
    expect(row?.source).toBe('ai');
    const png = await t.app.inject({ method: 'GET', url: row?.illustration ?? '' });
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({
      width: 1024,
      height: 1024,
      format: 'png',
    });
  });

  it('fails the job with a message the user can act on, and refunds, when the provider refuses', async () => {
    const user = await createUserWithSession(t.db);
    openai.imageReplies.push({
      status: 400,
      error: { message: 'Your request was rejected by the safety system.', code: 'content_policy_violation' },
    });
    const res = await create(user, 'a knight on a horse');
    expect((await credits(user)).credits).toBe(2);
    const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/prompt/i);
    expect((await credits(user)).credits).toBe(3);
  });

  it('retries a failing provider, then gives up with a 502-style message and a refund', async () => {
    const user = await createUserWithSession(t.db);
    for (let i = 0; i < 5; i++) openai.imageReplies.push({ status: 500, error: { message: 'boom' } });
    const res = await create(user, 'a castle on a hill');
    const done = await waitForJob(t.app, user, generationJob.parse(res.json()).id, 90_000);
    expect(done.status).toBe('failed');
    expect(done.error).not.toContain('boom');
    expect(openai.requests.filter((r) => r.path.endsWith('/images/generations')).length).toBeGreaterThan(1);
    expect((await credits(user)).credits).toBe(3);
  }, 120_000);

  it('refuses a prompt the moderation endpoint flags, before spending', async () => {
    const user = await createUserWithSession(t.db);
    openai.flagged = true;
    const res = await create(user, 'something the provider dislikes');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect((await credits(user)).credits).toBe(3);
  });

  it('suggests prompts through the provider', async () => {
    const user = await createUserWithSession(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pages/prompt/generate',
      headers: user.headers,
    });
    expect(suggestedPrompt.parse(res.json()).prompt).toBe(openai.suggestion);
  });
});
