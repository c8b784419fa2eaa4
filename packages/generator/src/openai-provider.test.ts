import { type OpenAiStandIn, startOpenAiStandIn } from '@colorbook/test-servers/openai-stand-in';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeneratorError } from './errors';
import {
  BUSY_MESSAGE,
  buildImagePrompt,
  createOpenAiProvider,
  FAILED_MESSAGE,
  FLAGGED_MESSAGE,
  moderatePrompt,
  NOT_CONFIGURED_MESSAGE,
  type OpenAiSettings,
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
