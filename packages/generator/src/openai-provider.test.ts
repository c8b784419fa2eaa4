import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import { startRecordingServer } from '@colorbook/test-servers/recording-server';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeneratorError } from './errors';
import {
  BUSY_MESSAGE,
  buildImagePrompt,
  createOpenAiProvider,
  FAILED_MESSAGE,
  FLAGGED_MESSAGE,
  MAX_IMAGE_BYTES,
  moderatePrompt,
  NOT_CONFIGURED_MESSAGE,
  type OpenAiSettings,
  OUTBOUND_REFUSED_CODE,
  QUOTA_MESSAGE,
  REFUSED_MESSAGE,
  suggestPromptWithProvider,
  TIMEOUT_MESSAGE,
  UNREACHABLE_MESSAGE,
} from './openai-provider';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.imageReplies.length = 0;
  standIn.imageFormat = 'b64_json';
  standIn.imageUrl = null;
  standIn.flagged = false;
});

const settings = (extra: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
  apiKey: standIn.apiKey,
  baseURL: standIn.baseURL,
  maxRetries: 2,
  ...extra,
});
const request = {
  prompt: 'a cat in a garden',
  seed: 1,
  style: 'kawaii' as const,
  difficulty: 'easy' as const,
};
const imageCalls = () => standIn.requests.filter((r) => r.path === '/v1/images/generations');
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  return error as GeneratorError;
};
const retryFast = { 'retry-after-ms': '5' };

describe('OpenAI image provider', () => {
  it('asks for a 1024 line-art page and returns the PNG from b64_json', async () => {
    const image = await createOpenAiProvider(settings({ model: 'dall-e-3' })).generate(request);
    expect(image.equals(standIn.image)).toBe(true);
    const [call] = imageCalls();
    expect(call?.body).toMatchObject({
      model: 'dall-e-3',
      size: '1024x1024',
      response_format: 'b64_json',
      n: 1,
    });
    expect(call?.body.prompt).toContain('a cat in a garden');
    expect(call?.body.prompt).toMatch(/black-and-white line art/);
    expect(call?.body.prompt).toMatch(/kawaii/);
    expect(call?.authorization).toBe(`Bearer ${standIn.apiKey}`);
  });

  it('leaves response_format out for gpt-image models, which reject it', async () => {
    await createOpenAiProvider(settings()).generate(request);
    expect(imageCalls()[0]?.body.model).toBe('gpt-image-1');
    expect(imageCalls()[0]?.body).not.toHaveProperty('response_format');
  });

  it('downloads the image when the server answers with a URL', async () => {
    standIn.imageFormat = 'url';
    const image = await createOpenAiProvider(settings({ model: 'dall-e-2' })).generate(request);
    expect((await sharp(image).metadata()).width).toBe(1024);
    expect(standIn.requests.some((r) => r.path === '/files/page.png')).toBe(true);
  });

  it("follows a redirect on the image's own host", async () => {
    const host = await startRecordingServer((path, res) => {
      if (path === '/start') res.writeHead(302, { location: '/page.png' }).end();
      else res.writeHead(200, { 'content-type': 'image/png' }).end(standIn.image);
    });
    try {
      standIn.imageFormat = 'url';
      standIn.imageUrl = `http://127.0.0.1:${host.port}/start`;
      const image = await createOpenAiProvider(settings({ model: 'dall-e-2' })).generate(request);
      expect(image.equals(standIn.image)).toBe(true);
      expect(host.requests.map((r) => r.path)).toEqual(['/start', '/page.png']);
    } finally {
      await host.close();
    }
  });

  it('refuses an image link that redirects to another host, which is never asked', async () => {
    const elsewhere = await startRecordingServer((_path, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(standIn.image),
    );
    const redirecting = await startRecordingServer((_path, res) =>
      res.writeHead(302, { location: `http://localhost:${elsewhere.port}/page.png` }).end(),
    );
    try {
      standIn.imageFormat = 'url';
      standIn.imageUrl = `http://127.0.0.1:${redirecting.port}/page.png`;
      const error = await failure(createOpenAiProvider(settings({ model: 'dall-e-2' })).generate(request));
      expect(error).toMatchObject({ kind: 'provider-failed', message: FAILED_MESSAGE });
      expect(redirecting.requests.map((r) => r.path)).toEqual(['/page.png']);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });

  it('refuses an image over 20 MB, also when its size is not announced', async () => {
    const original = standIn.image;
    // A real PNG with trailing bytes: decoders read it, so only the cap stops it.
    const huge = Buffer.concat([original, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const chunked = await startRecordingServer((_path, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let at = 0; at < huge.length; at += 1024 * 1024) res.write(huge.subarray(at, at + 1024 * 1024));
      res.end();
    });
    try {
      standIn.imageFormat = 'url';
      standIn.image = huge;
      const announced = await failure(
        createOpenAiProvider(settings({ model: 'dall-e-2' })).generate(request),
      );
      expect(announced).toMatchObject({ kind: 'provider-failed', message: FAILED_MESSAGE });
      standIn.imageUrl = `http://127.0.0.1:${chunked.port}/page.png`;
      const streamed = await failure(createOpenAiProvider(settings({ model: 'dall-e-2' })).generate(request));
      expect(streamed).toMatchObject({ kind: 'provider-failed', message: FAILED_MESSAGE });
    } finally {
      standIn.image = original;
      await chunked.close();
    }
  });

  it('makes every call, the image download too, through the fetch it is given', async () => {
    const seen: string[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push(new URL(input instanceof Request ? input.url : input).pathname);
      return fetch(input, init);
    };
    standIn.imageFormat = 'url';
    await createOpenAiProvider(settings({ model: 'dall-e-2', fetch: recording })).generate(request);
    expect(seen).toEqual(['/v1/images/generations', '/files/page.png']);
  });

  it('reports an address the fetch refuses as a configuration problem, and sends nothing', async () => {
    const refusing: typeof fetch = () =>
      Promise.reject(Object.assign(new Error('refused'), { code: OUTBOUND_REFUSED_CODE }));
    const error = await failure(
      createOpenAiProvider(settings({ fetch: refusing, maxRetries: 0 })).generate(request),
    );
    expect(error).toMatchObject({ kind: 'provider-unavailable', message: NOT_CONFIGURED_MESSAGE });
    expect(standIn.requests).toEqual([]);
  });

  it('retries rate limits and server errors, then succeeds', async () => {
    standIn.imageReplies.push(
      {
        status: 429,
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
        headers: retryFast,
      },
      {
        status: 500,
        error: { message: 'The server had an error', type: 'server_error' },
        headers: retryFast,
      },
    );
    const image = await createOpenAiProvider(settings()).generate(request);
    expect(image.equals(standIn.image)).toBe(true);
    expect(imageCalls()).toHaveLength(3);
  });

  it('gives up after the bounded retries with a message the user can act on', async () => {
    for (let i = 0; i < 3; i++) {
      standIn.imageReplies.push({
        status: 429,
        error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' },
        headers: retryFast,
      });
    }
    const error = await failure(createOpenAiProvider(settings()).generate(request));
    expect(error).toMatchObject({ kind: 'provider-failed', message: BUSY_MESSAGE });
    expect(imageCalls()).toHaveLength(3);
  });

  it('never retries a content refusal and tells the user to change the prompt', async () => {
    standIn.imageReplies.push({
      status: 400,
      error: {
        message: 'Your request was rejected as a result of our safety system.',
        code: 'content_policy_violation',
      },
    });
    const error = await failure(createOpenAiProvider(settings()).generate(request));
    expect(error).toMatchObject({ kind: 'invalid-input', message: REFUSED_MESSAGE });
    expect(imageCalls()).toHaveLength(1);
  });

  it('reports a wrong key as a configuration problem without leaking the key', async () => {
    const error = await failure(
      createOpenAiProvider(settings({ apiKey: 'sk-wrong-secret-key' })).generate(request),
    );
    expect(error).toMatchObject({ kind: 'provider-unavailable', message: NOT_CONFIGURED_MESSAGE });
    expect(error.message).not.toMatch(/sk-/);
    expect(imageCalls()).toHaveLength(1);
  });

  it('says so when the account is out of quota', async () => {
    standIn.imageReplies.push(
      ...[0, 1, 2].map(() => ({
        status: 429,
        error: { message: 'You exceeded your current quota', code: 'insufficient_quota' },
        headers: retryFast,
      })),
    );
    const error = await failure(createOpenAiProvider(settings()).generate(request));
    expect(error).toMatchObject({ kind: 'provider-unavailable', message: QUOTA_MESSAGE });
  });

  it('maps persistent server errors to UPSTREAM_FAILED', async () => {
    standIn.imageReplies.push(
      ...[0, 1].map(() => ({
        status: 503,
        error: { message: 'overloaded', type: 'server_error' },
        headers: retryFast,
      })),
    );
    const error = await failure(createOpenAiProvider(settings({ maxRetries: 1 })).generate(request));
    expect(error).toMatchObject({ kind: 'provider-failed', message: FAILED_MESSAGE });
    expect(imageCalls()).toHaveLength(2);
  });

  it('times out a slow answer', async () => {
    standIn.imageReplies.push({ status: 200, delayMs: 5_000 });
    const error = await failure(
      createOpenAiProvider(settings({ timeoutMs: 200, maxRetries: 0 })).generate(request),
    );
    expect(error).toMatchObject({ kind: 'provider-failed', message: TIMEOUT_MESSAGE });
  });

  it('reports an unreachable server', async () => {
    const error = await failure(
      createOpenAiProvider(settings({ baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 })).generate(request),
    );
    expect(error).toMatchObject({ kind: 'provider-failed', message: UNREACHABLE_MESSAGE });
  });

  it('stops when the caller aborts', async () => {
    standIn.imageReplies.push({ status: 200, delayMs: 5_000 });
    const controller = new AbortController();
    const pending = createOpenAiProvider(settings()).generate(request, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe('moderation and suggestions', () => {
  it('lets a clean prompt through and refuses a flagged one', async () => {
    await expect(moderatePrompt(settings(), 'a cat')).resolves.toBeUndefined();
    standIn.flagged = true;
    await expect(moderatePrompt(settings(), 'something bad')).rejects.toMatchObject({
      kind: 'invalid-input',
      message: FLAGGED_MESSAGE,
    });
    expect(standIn.requests.filter((r) => r.path === '/v1/moderations').at(-1)?.body.input).toBe(
      'something bad',
    );
  });

  it('lets the prompt through when the server has no moderation endpoint', async () => {
    standIn.flagged = true;
    await expect(
      moderatePrompt(settings({ baseURL: `${standIn.baseURL}/nothing-here` }), 'a cat'),
    ).resolves.toBeUndefined();
  });

  it('suggests a prompt through chat completions, cleaned of quotes', async () => {
    const prompt = await suggestPromptWithProvider(settings({ chatModel: 'tiny-chat' }));
    expect(prompt).toBe(standIn.suggestion);
    expect(standIn.requests.find((r) => r.path === '/v1/chat/completions')?.body.model).toBe('tiny-chat');
  });

  it('writes difficulty into the image prompt', () => {
    expect(buildImagePrompt({ prompt: 'x', difficulty: 'hard' })).toMatch(/Detailed/);
    expect(buildImagePrompt({ prompt: 'x', difficulty: 'easy' })).toMatch(/Very simple/);
  });
});
