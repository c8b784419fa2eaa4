import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { GeneratorError } from './errors';
import { sniffImageType } from './image-sniff';
import type { PageRequest } from './offline-generator';
import {
  checkPrompt,
  DEFAULT_DIFFICULTY,
  DEFAULT_STYLE,
  type Difficulty,
  type PageStyle,
} from './prompt-check';

/** What the lead reads from the settings table (openai_key, openai_base_url, openai_model). */
export interface OpenAiSettings {
  apiKey: string;
  baseURL?: string | null;
  model?: string | null;
  /** Chat model for prompt suggestions. */
  chatModel?: string | null;
  /** Ask the provider's moderation endpoint before generating (on by default). */
  moderation?: boolean;
  timeoutMs?: number;
  maxRetries?: number;
  /**
   * The fetch every call (the API and the image download) goes through; the server passes one
   * that refuses addresses it must not call, rejecting with an error (or a `cause`) whose
   * `code` is OUTBOUND_REFUSED_CODE. Default: the global fetch.
   */
  fetch?: typeof fetch;
}

/** The `code` of a fetch failure meaning "this address may not be called" (see OpenAiSettings.fetch). */
export const OUTBOUND_REFUSED_CODE = 'ERR_OUTBOUND_ADDRESS_REFUSED';

export interface ImageProvider {
  readonly name: 'openai' | 'offline';
  /** The raw page image (PNG, JPEG or WebP bytes), before clean-up. */
  generate(request: PageRequest, options?: { signal?: AbortSignal }): Promise<Buffer>;
}

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
/** Image models take a while; two minutes covers a slow answer without leaving a job hanging. */
export const OPENAI_TIMEOUT_MS = 120_000;
/** The SDK retries 408/409/429/5xx and dropped connections with backoff; never a 400 refusal. */
export const OPENAI_MAX_RETRIES = 2;
/** A 1024×1024 page is a few MB at most; anything near this is not a page. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Getting the file once the API has answered: far less than drawing it. */
export const IMAGE_DOWNLOAD_TIMEOUT_MS = 60_000;
/** Redirects followed on the image's own host; another host is refused. */
const MAX_IMAGE_REDIRECTS = 3;

export const REFUSED_MESSAGE =
  'The image service refused this prompt. Please change your prompt and try again.';
export const NOT_CONFIGURED_MESSAGE =
  'Image generation is not configured correctly. Please tell the site administrator.';
export const QUOTA_MESSAGE = 'Image generation is temporarily unavailable. Please try again later.';
export const BUSY_MESSAGE = 'The image service is busy right now. Please try again in a minute.';
export const TIMEOUT_MESSAGE = 'The image service took too long to answer. Please try again.';
export const UNREACHABLE_MESSAGE =
  'The image service could not be reached. Please try again in a few minutes.';
export const FAILED_MESSAGE =
  'The image service could not make this page. Please try again in a few minutes.';
export const FLAGGED_MESSAGE =
  'This prompt was flagged as unsuitable for a colouring page. Please describe something else.';

const STYLE_TEXT: Record<PageStyle, string> = {
  cartoon: 'friendly cartoon style with simple rounded shapes',
  kawaii: 'cute kawaii style with big eyes, round shapes and small hearts or stars',
  realistic: 'realistic proportions, drawn as a clean outline illustration',
  mandala: 'a symmetrical mandala built around the subject, with petals, rings and repeating motifs',
  pattern: 'a seamless decorative pattern of the subject repeated across the page',
};
const DIFFICULTY_TEXT: Record<Difficulty, string> = {
  easy: 'Very simple for a young child: few large areas, very thick lines, no small details.',
  medium: 'Moderate detail: a clear main subject with a simple background.',
  hard: 'Detailed for older children and adults: many small areas to colour and a full background.',
};

/** The request that yields a printable page rather than a picture. */
export function buildImagePrompt(request: Pick<PageRequest, 'prompt' | 'style' | 'difficulty'>): string {
  const style = request.style ?? DEFAULT_STYLE;
  const difficulty = request.difficulty ?? DEFAULT_DIFFICULTY;
  return [
    `A colouring book page for children: ${request.prompt}.`,
    `Style: ${STYLE_TEXT[style]}.`,
    DIFFICULTY_TEXT[difficulty],
    'Clean black-and-white line art only: smooth, thick, closed black outlines on a pure white background.',
    'No colour, no grey, no shading, no gradients, no hatching, no text, no watermark.',
    'The whole subject is visible and centred, with white space around it.',
  ].join(' ');
}

const isContentRefusal = (error: APIError) => {
  const code = String(error.code ?? '');
  return (
    ['content_policy_violation', 'moderation_blocked', 'content_filter'].includes(code) ||
    /content policy|safety system|moderation|not allowed|inappropriate/i.test(error.message)
  );
};

/** Whether a failure, or anything it wraps, is the outbound fetch refusing the address. */
const isRefusedAddress = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === OUTBOUND_REFUSED_CODE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Every provider failure as a GeneratorError a user can act on. Provider messages are never passed
 * on: they can name the key ("Incorrect API key provided: sk-…") or the account.
 */
export function toUserError(error: unknown): unknown {
  if (error instanceof GeneratorError || error instanceof APIUserAbortError) return error;
  // The base URL (or a name it resolves to) is an address the server may not call: an admin must act.
  if (isRefusedAddress(error))
    return new GeneratorError('provider-unavailable', NOT_CONFIGURED_MESSAGE, { cause: error });
  if (error instanceof APIConnectionTimeoutError)
    return new GeneratorError('provider-failed', TIMEOUT_MESSAGE, { cause: error });
  if (error instanceof APIConnectionError)
    return new GeneratorError('provider-failed', UNREACHABLE_MESSAGE, { cause: error });
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if ((status === 400 || status === 422) && isContentRefusal(error)) {
      return new GeneratorError('invalid-input', REFUSED_MESSAGE, { cause: error });
    }
    if (status === 401 || status === 403 || status === 404) {
      return new GeneratorError('provider-unavailable', NOT_CONFIGURED_MESSAGE, { cause: error });
    }
    if (status === 429) {
      const quota = error.code === 'insufficient_quota' || error.code === 'billing_hard_limit_reached';
      return new GeneratorError(
        quota ? 'provider-unavailable' : 'provider-failed',
        quota ? QUOTA_MESSAGE : BUSY_MESSAGE,
        {
          cause: error,
        },
      );
    }
  }
  return new GeneratorError('provider-failed', FAILED_MESSAGE, { cause: error });
}

export function openAiClient(settings: OpenAiSettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL || undefined,
    timeout: settings.timeoutMs ?? OPENAI_TIMEOUT_MS,
    maxRetries: settings.maxRetries ?? OPENAI_MAX_RETRIES,
    ...(settings.fetch && { fetch: settings.fetch }),
  });
}

/**
 * The picture behind an answer's link: redirects only within the link's own origin (a
 * redirect elsewhere could lead the server anywhere), at most MAX_IMAGE_BYTES read as it
 * streams in (a bigger one is cut off, never buffered), and one timeout for all of it.
 */
async function download(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const timeout = AbortSignal.timeout(Math.min(timeoutMs, IMAGE_DOWNLOAD_TIMEOUT_MS));
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const failed = (cause: unknown) => {
    if (signal?.aborted) return signal.reason;
    if (cause instanceof GeneratorError) return cause;
    if (isRefusedAddress(cause)) return new GeneratorError('provider-failed', FAILED_MESSAGE, { cause });
    return new GeneratorError('provider-failed', timeout.aborted ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE, {
      cause,
    });
  };
  try {
    const response = await fetchFollowingSameOrigin(url, fetchImpl, both);
    if (!response.ok) throw new GeneratorError('provider-failed', FAILED_MESSAGE);
    return await readCapped(response);
  } catch (error) {
    throw failed(error);
  }
}

async function fetchFollowingSameOrigin(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    if (current.protocol !== 'https:' && current.protocol !== 'http:') {
      throw new GeneratorError('provider-failed', FAILED_MESSAGE);
    }
    const response = await fetchImpl(current, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) return response;
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.origin !== current.origin || hop >= MAX_IMAGE_REDIRECTS) {
      throw new GeneratorError('provider-failed', FAILED_MESSAGE, {
        cause: new Error(`image redirect to another host or too many redirects (${hop + 1})`),
      });
    }
    current = next;
  }
}

async function readCapped(response: Response): Promise<Buffer> {
  const tooBig = () =>
    new GeneratorError('provider-failed', FAILED_MESSAGE, {
      cause: new Error(`image larger than ${MAX_IMAGE_BYTES} bytes`),
    });
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
    await response.body?.cancel();
    throw tooBig();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The image of an images.generate answer, whether the server sent base64 or a link. */
async function imageOf(
  data: { b64_json?: string; url?: string }[] | undefined,
  download: (url: string) => Promise<Buffer>,
): Promise<Buffer> {
  const first = data?.[0];
  const image = first?.b64_json
    ? Buffer.from(first.b64_json, 'base64')
    : first?.url
      ? await download(first.url)
      : undefined;
  // Whatever came back must really be an image before it goes any further.
  if (!image || sniffImageType(image) === null) throw new GeneratorError('provider-failed', FAILED_MESSAGE);
  return image;
}

export function createOpenAiProvider(settings: OpenAiSettings): ImageProvider {
  const client = openAiClient(settings);
  const model = settings.model || DEFAULT_IMAGE_MODEL;
  const timeoutMs = settings.timeoutMs ?? OPENAI_TIMEOUT_MS;
  return {
    name: 'openai',
    async generate(request, options = {}) {
      try {
        const response = await client.images.generate(
          {
            model,
            prompt: buildImagePrompt(request),
            n: 1,
            size: '1024x1024',
            // gpt-image models always answer in base64 and reject the parameter; DALL·E and most
            // self-hosted servers default to a URL unless asked.
            ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
          },
          { signal: options.signal },
        );
        return await imageOf(response.data, (url) =>
          download(url, settings.fetch ?? fetch, timeoutMs, options.signal),
        );
      } catch (error) {
        throw toUserError(error);
      }
    },
  };
}

/**
 * The provider's moderation verdict on a prompt, asked before any credit is spent. A server
 * without the endpoint (many self-hosted ones) or a failing call lets the prompt through: the
 * local block list has already run, and the image endpoint applies its own policy.
 */
export async function moderatePrompt(
  settings: OpenAiSettings,
  prompt: string,
  signal?: AbortSignal,
): Promise<void> {
  if (settings.moderation === false) return;
  let flagged = false;
  try {
    const client = openAiClient({ ...settings, timeoutMs: 15_000, maxRetries: 1 });
    const result = await client.moderations.create(
      { model: 'omni-moderation-latest', input: prompt },
      { signal },
    );
    flagged = result.results.some((item) => item.flagged);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const status = error instanceof APIError ? error.status : undefined;
    if (status === 401 || status === 403) throw toUserError(error);
  }
  if (flagged) throw new GeneratorError('invalid-input', FLAGGED_MESSAGE);
}

/** One prompt idea from the chat model, checked like a user's prompt. */
export async function suggestPromptWithProvider(
  settings: OpenAiSettings,
  signal?: AbortSignal,
): Promise<string> {
  const client = openAiClient({ ...settings, timeoutMs: 20_000, maxRetries: 1 });
  try {
    const completion = await client.chat.completions.create(
      {
        model: settings.chatModel || DEFAULT_CHAT_MODEL,
        messages: [
          {
            role: 'system',
            content:
              "You suggest ideas for children's colouring pages. Answer with one short, cheerful scene description (at most 12 words), no quotes, no emoji.",
          },
          { role: 'user', content: 'Suggest a colouring page.' },
        ],
        max_tokens: 40,
        temperature: 1,
      },
      { signal },
    );
    const text = completion.choices[0]?.message?.content ?? '';
    return checkPrompt(text.replace(/^["'\s]+|["'.\s]+$/g, ''));
  } catch (error) {
    throw toUserError(error);
  }
}
