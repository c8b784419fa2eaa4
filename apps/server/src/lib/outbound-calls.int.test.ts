import { credit, generationJob } from '@colorbook/contract';
import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import { type RecordingServer, startRecordingServer } from '@colorbook/test-servers/recording-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pages } from '../db/schema';
import { VIRTPAY_ADDRESS_MESSAGE } from '../modules/payments/virtpay-client';
import { upsertSetting } from '../modules/settings/settings.repo';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { waitForJob } from '../test/page-helpers';

/**
 * What leaves the server for addresses an admin typed: the OpenAI key and the VirtPay token
 * never reach a private address unless the operator allows it, and the provider's image link
 * cannot redirect the server elsewhere or hand it an endless file.
 */

let strict: TestApp;
let allowing: TestApp;
let recorder: RecordingServer;
let openai: OpenAiStandIn;
beforeAll(async () => {
  strict = await createTestApp();
  allowing = await createTestApp({
    env: { ALLOW_PRIVATE_OUTBOUND: 'true', OPENAI_API_KEY: 'sk-operator-env-key' },
  });
  recorder = await startRecordingServer();
  openai = await startOpenAiStandIn();
});
afterAll(async () => {
  await Promise.all([recorder?.close(), openai?.close()]);
  await Promise.all([strict?.close(), allowing?.close()]);
});
beforeEach(() => {
  recorder.requests.length = 0;
  openai.requests.length = 0;
  openai.imageFormat = 'b64_json';
  openai.imageUrl = null;
});

const create = (t: TestApp, who: UserWithSession, prompt: string) =>
  t.app.inject({ method: 'POST', url: '/api/pages/create', headers: who.headers, payload: { prompt } });
const creditsOf = async (t: TestApp, who: UserWithSession) =>
  credit.parse((await t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.headers })).json())
    .credits;
/** Makes a page and returns the finished job, with the credits before and after. */
async function makePage(t: TestApp, prompt: string) {
  const user = await createUserWithSession(t.db);
  const before = await creditsOf(t, user);
  const res = await create(t, user, prompt);
  expect(res.statusCode, res.body).toBe(202);
  const job = await waitForJob(t.app, user, generationJob.parse(res.json()).id, 90_000);
  return { job, before, after: await creditsOf(t, user) };
}

describe('without ALLOW_PRIVATE_OUTBOUND', () => {
  it('never sends the OpenAI key to a private address, named or literal', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      // Stored directly, as a URL saved before this check, or a name that resolves elsewhere now.
      await upsertSetting(strict.db, 'openai_key', 'sk-secret-must-stay-home');
      await upsertSetting(strict.db, 'openai_base_url', `http://${host}:${recorder.port}/v1`);
      const { job, before, after } = await makePage(strict, 'a fox in a forest');
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/not configured correctly.*administrator/);
      expect(after).toBe(before);
    }
    expect(recorder.requests).toEqual([]);
  }, 120_000);

  it('never sends the VirtPay token to a private address', async () => {
    for (const [name, value] of [
      ['virt_pay_merchant_href', `http://localhost:${recorder.port}`],
      ['virt_pay_merchant_number', 'M-1'],
      ['virt_pay_merchant_id', 'shop'],
      ['virt_pay_bearer_token', 'vp-secret-must-stay-home'],
      ['amount_one_token', '0.80'],
    ] as const)
      await upsertSetting(strict.db, name, value);
    const user = await createUserWithSession(strict.db);
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/virtpay/checkout',
      headers: user.headers,
      payload: { amount: 2 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: VIRTPAY_ADDRESS_MESSAGE });
    expect(recorder.requests).toEqual([]);
  });
});

describe('with ALLOW_PRIVATE_OUTBOUND (a self-hosted provider)', () => {
  beforeAll(async () => {
    await upsertSetting(allowing.db, 'openai_base_url', openai.baseURL);
  });

  it("does not send the operator's environment key to a base URL an admin set", async () => {
    const { job } = await makePage(allowing, 'a boat on a lake');
    expect(job.status).toBe('succeeded');
    const [row] = await allowing.db
      .select()
      .from(pages)
      .where(eq(pages.id, job.page_id ?? 0));
    expect(row?.source).toBe('offline');
    expect(openai.requests).toEqual([]);
  });

  describe('with a key for it', () => {
    beforeAll(async () => {
      await upsertSetting(allowing.db, 'openai_key', openai.apiKey);
    });

    it('makes the page through the provider, image link included', async () => {
      openai.imageFormat = 'url';
      const { job } = await makePage(allowing, 'a kite in the sky');
      expect(job.status).toBe('succeeded');
      expect(openai.requests.map((r) => r.path)).toContain('/files/page.png');
    });

    it('refuses an image link that redirects to another host, which is never asked', async () => {
      const elsewhere = await startRecordingServer((_path, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(openai.image),
      );
      const redirecting = await startRecordingServer((_path, res) =>
        res.writeHead(302, { location: `http://localhost:${elsewhere.port}/page.png` }).end(),
      );
      try {
        openai.imageFormat = 'url';
        openai.imageUrl = `http://127.0.0.1:${redirecting.port}/page.png`;
        const { job, before, after } = await makePage(allowing, 'a snail on a leaf');
        expect(job.status).toBe('failed');
        expect(job.error).toMatch(/could not make this page/);
        expect(after).toBe(before);
        expect(redirecting.requests.length).toBeGreaterThan(0);
        expect(elsewhere.requests).toEqual([]);
      } finally {
        await Promise.all([elsewhere.close(), redirecting.close()]);
      }
    }, 120_000);

    it('refuses an image over 20 MB', async () => {
      const original = openai.image;
      // Still a PNG a decoder reads (bytes after its end are ignored): only the cap refuses it.
      openai.image = Buffer.concat([original, Buffer.alloc(20 * 1024 * 1024)]);
      try {
        openai.imageFormat = 'url';
        const { job, before, after } = await makePage(allowing, 'a bee on a flower');
        expect(job.status).toBe('failed');
        expect(job.error).toMatch(/could not make this page/);
        expect(after).toBe(before);
      } finally {
        openai.image = original;
      }
    }, 120_000);
  });
});
