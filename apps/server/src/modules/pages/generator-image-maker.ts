import type { ErrorCode } from '@colorbook/contract';
import type { GeneratorError } from '@colorbook/generator';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { outboundFetch } from '../../lib/outbound-fetch';
import { listSettings } from '../settings/settings.repo';
import { correctivePrompt, gateProviderPage } from './line-art-gate';
import type { PageImageMaker } from './page-image-maker';

const codeOfKind: Record<GeneratorError['kind'], ErrorCode> = {
  'invalid-input': 'VALIDATION_ERROR',
  'provider-failed': 'UPSTREAM_FAILED',
  'provider-unavailable': 'UNAVAILABLE',
};

/** Loaded on the first page made, not at start: it brings sharp and the OpenAI SDK along. */
const loadGenerator = () => import('@colorbook/generator');

/** The generator knows nothing of HTTP: its failures become the errors a user is shown here. */
async function asAppErrors<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { GeneratorError } = await loadGenerator();
    if (error instanceof GeneratorError)
      throw new AppError(codeOfKind[error.kind], error.message, { cause: error });
    throw error;
  }
}

/**
 * The generator behind the pages service. Provider settings are read per call, so a key an
 * admin saves takes effect on the next page without a restart; the environment's
 * OPENAI_API_KEY is the fallback (README).
 */
export function createGeneratorImageMaker(db: Db, config: Config): PageImageMaker {
  // Every provider call and image download checks the address it connects to (lib/outbound-address.ts).
  const fetch = outboundFetch({ allowPrivate: config.ALLOW_PRIVATE_OUTBOUND });
  async function generator() {
    const rows = await listSettings(db, ['openai_key', 'openai_base_url', 'openai_model']);
    const value = (name: string) => rows.find((row) => row.name === name)?.value.trim() || undefined;
    const baseURL = value('openai_base_url');
    const { createPageGenerator } = await loadGenerator();
    return createPageGenerator({
      // The environment's key is for OpenAI's own API: an admin who points the provider
      // elsewhere must enter a key for it, or that address would receive the operator's key.
      apiKey: value('openai_key') ?? (baseURL ? undefined : config.OPENAI_API_KEY),
      baseURL,
      model: value('openai_model'),
      fetch,
    });
  }

  return {
    checkPrompt: (raw, options) =>
      asAppErrors(async () => {
        const prompt = (await loadGenerator()).checkPrompt(raw, options);
        await (await generator()).moderate(prompt);
        return prompt;
      }),
    generate: (input, options) =>
      asAppErrors(async () => {
        const chosen = await generator();
        if (chosen.provider !== 'openai') {
          // Offline pages carry their SVG and the colour key from their own drawings (0025, 0027).
          const { illustration, preview, svg, colorKey, fallback } = await chosen.generate(input, options);
          return {
            illustration,
            preview,
            svg,
            ...(colorKey ? { colorKey } : {}),
            ...(fallback ? { notice: fallback } : {}),
            source: 'offline',
          };
        }
        const { checkLineArt } = await loadGenerator();
        const { images, record } = await gateProviderPage({
          draw: async (problems) => {
            const request = problems ? { ...input, prompt: correctivePrompt(input.prompt, problems) } : input;
            const { illustration, preview, providerImage } = await chosen.generate(request, options);
            // The check grades the image as the provider drew it (docs/decisions/0027), before
            // the clean-up thresholded its grey and colour away.
            return { page: { illustration, preview }, raw: providerImage ?? illustration };
          },
          check: checkLineArt,
        });
        return { ...images, source: 'ai', lineArtCheck: record };
      }),
    fromUpload: (data) => asAppErrors(async () => (await loadGenerator()).uploadToLineArt(data)),
    suggestPrompt: () => asAppErrors(async () => (await generator()).suggest()),
  };
}
