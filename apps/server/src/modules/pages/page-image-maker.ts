import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPageGenerator } from '../generation/generator';
import { checkPrompt } from '../generation/prompt-check';
import { uploadToLineArt } from '../generation/upload-line-art';
import { listSettings } from '../settings/settings.repo';
import type { PageImageMaker } from './page-images';

/**
 * The generation module behind the pages service. Provider settings are read per call, so
 * a key an admin saves takes effect on the next page without a restart; the environment's
 * OPENAI_API_KEY is the fallback (README).
 */
export function createPageImageMaker(db: Db, config: Config): PageImageMaker {
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
    async checkPrompt(raw) {
      const prompt = checkPrompt(raw);
      await (await generator()).moderate(prompt);
      return prompt;
    },
    async generate(input, options) {
      const chosen = await generator();
      const images = await chosen.generate(input, options);
      return { ...images, source: chosen.provider === 'openai' ? 'ai' : 'offline' };
    },
    fromUpload: (data) => uploadToLineArt(data),
    async suggestPrompt() {
      return (await generator()).suggest();
    },
  };
}
