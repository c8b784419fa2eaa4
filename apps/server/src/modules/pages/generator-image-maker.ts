import type { ErrorCode } from '@colorbook/contract';
import { checkPrompt, createPageGenerator, GeneratorError, uploadToLineArt } from '@colorbook/generator';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { listSettings } from '../settings/settings.repo';
import type { PageImageMaker } from './page-image-maker';

const codeOfKind: Record<GeneratorError['kind'], ErrorCode> = {
  'invalid-input': 'VALIDATION_ERROR',
  'provider-failed': 'UPSTREAM_FAILED',
  'provider-unavailable': 'UNAVAILABLE',
};

/** The generator knows nothing of HTTP: its failures become the errors a user is shown here. */
async function asAppErrors<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
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
  async function generator() {
    const rows = await listSettings(db, ['openai_key', 'openai_base_url', 'openai_model']);
    const value = (name: string) => rows.find((row) => row.name === name)?.value.trim() || undefined;
    return createPageGenerator({
      apiKey: value('openai_key') ?? config.OPENAI_API_KEY,
      baseURL: value('openai_base_url'),
      model: value('openai_model'),
    });
  }

  return {
    checkPrompt: (raw) =>
      asAppErrors(async () => {
        const prompt = checkPrompt(raw);
        await (await generator()).moderate(prompt);
        return prompt;
      }),
    generate: (input, options) =>
      asAppErrors(async () => {
        const chosen = await generator();
        const images = await chosen.generate(input, options);
        return { ...images, source: chosen.provider === 'openai' ? 'ai' : 'offline' };
      }),
    fromUpload: (data) => asAppErrors(() => uploadToLineArt(data)),
    suggestPrompt: () => asAppErrors(async () => (await generator()).suggest()),
  };
}
