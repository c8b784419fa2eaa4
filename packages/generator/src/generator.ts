/**
 * The generation module's front door (DESIGN §7). The pages service calls:
 *
 *   const generator = createPageGenerator({ apiKey, baseURL, model });   // settings row values
 *   await generator.moderate(checkPrompt(raw));           // before any credit is spent
 *   const { illustration, preview } = await generator.generate(input, { signal, onProgress });
 *   const prompt = await generator.suggest();
 *
 * With an API key it draws through the OpenAI-compatible provider, otherwise with the built-in
 * offline generator; both outputs go through cleanUpLineArt. Uploads use uploadToLineArt
 * (upload-line-art.ts), which also refuses a conversion with nothing to colour.
 *
 * ATTRIBUTION: pages made offline contain Twemoji (CC BY 4.0), Game Icons (CC BY 3.0) and
 * OpenMoji (CC BY-SA 4.0) artwork. The app must show TWEMOJI_ATTRIBUTION,
 * GAME_ICONS_ATTRIBUTION and OPENMOJI_ATTRIBUTION (attribution.ts)
 * wherever such a page is displayed or on a credits screen linked from there, e.g. the About
 * page and the page viewer footer.
 */
import { type ColorKey, colorKeySchema } from '@colorbook/contract';
import { type CleanPage, cleanUpGrey, cleanUpLineArt } from './clean-up';
import { composedColorKey } from './color-key/make-color-key';
import type { ColourHint } from './colour-hint';
import { composePage, generateOffline, type PageRequest } from './offline-generator';
import {
  createOpenAiProvider,
  type ImageProvider,
  moderatePrompt,
  type OpenAiSettings,
  suggestPromptWithProvider,
} from './openai-provider';
import { suggestPrompt } from './prompt-suggestions';

export interface GeneratorSettings extends Partial<Omit<OpenAiSettings, 'apiKey'>> {
  apiKey?: string | null;
}

/** A finished page; offline pages also carry their vector source, to print at any resolution. */
export interface GeneratedPage extends CleanPage {
  /**
   * The composed page as an SVG document (1024×1024 user units), offline pages only: exactly
   * what the PNG shows (the PNG is this SVG rasterised, then cleaned), standalone (no fonts,
   * no images, no external references), so it renders alike in sharp/librsvg at any size.
   */
  svg?: string;
  /**
   * Offline pages: the colour key made from the page's own drawings' and scene parts' colours
   * (issue 21). Absent when it could not be made: the caller then makes the automatic one.
   */
  colorKey?: ColorKey;
  /**
   * Provider pages only: the exact bytes the provider returned (the `b64_json` image or the
   * downloaded file), before the clean-up thresholds grey and colour away, so a caller can grade
   * what the provider drew (docs/decisions/0027). Never stored as the page.
   */
  providerImage?: Buffer;
  /**
   * Offline pages only: the prompt named nothing the library can draw, in any of the app's
   * languages, so the page is a mandala or pattern; the caller says so to the user (issue 37).
   */
  fallback?: 'nothing-drawable';
}

export interface GenerateOptions {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

export interface PageGenerator {
  readonly provider: 'openai' | 'offline';
  /** The provider's moderation check (no-op offline); throws VALIDATION_ERROR when flagged. */
  moderate(prompt: string, signal?: AbortSignal): Promise<void>;
  generate(request: PageRequest, options?: GenerateOptions): Promise<GeneratedPage>;
  /** A prompt idea: from the provider when configured, falling back to the local generator. */
  suggest(signal?: AbortSignal): Promise<string>;
}

const offlineProvider: ImageProvider = {
  name: 'offline',
  generate: (request) => generateOffline(request),
};

/** A key is a nicety on top of the page: a failure leaves it to the caller's automatic key. */
async function keyOrNothing(illustration: Buffer, hint: ColourHint): Promise<ColorKey | undefined> {
  try {
    // Checked as the contract will check it when it is read, so a stored key is always valid.
    return colorKeySchema.parse(await composedColorKey(illustration, hint));
  } catch {
    return undefined;
  }
}

const throwIfAborted = (signal?: AbortSignal) => {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
};

export function createPageGenerator(settings: GeneratorSettings = {}): PageGenerator {
  const apiKey = settings.apiKey?.trim();
  const openAi: OpenAiSettings | undefined = apiKey ? { ...settings, apiKey } : undefined;
  const provider = openAi ? createOpenAiProvider(openAi) : offlineProvider;
  return {
    provider: provider.name,
    async moderate(prompt, signal) {
      if (openAi) await moderatePrompt(openAi, prompt, signal);
    },
    async generate(request, options = {}) {
      const report = options.onProgress ?? (() => {});
      report(10);
      throwIfAborted(options.signal);
      if (!openAi) {
        // Offline pages are rendered once, cleaned from their pixels, and keep their SVG.
        const composed = await composePage(request);
        report(60);
        throwIfAborted(options.signal);
        const page = await cleanUpGrey(composed.grey);
        report(90);
        throwIfAborted(options.signal);
        const colorKey = composed.hint ? await keyOrNothing(page.illustration, composed.hint) : undefined;
        report(100);
        return {
          ...page,
          svg: composed.svg,
          ...(colorKey ? { colorKey } : {}),
          ...(composed.plan.fallback ? { fallback: 'nothing-drawable' as const } : {}),
        };
      }
      const raw = await provider.generate(request, { signal: options.signal });
      report(60);
      throwIfAborted(options.signal);
      const page = await cleanUpLineArt(raw);
      report(90);
      throwIfAborted(options.signal);
      report(100);
      return { ...page, providerImage: raw };
    },
    async suggest(signal) {
      if (!openAi) return suggestPrompt();
      try {
        return await suggestPromptWithProvider(openAi, signal);
      } catch {
        // A suggestion is a nicety: a provider hiccup must not break the "surprise me" button.
        return suggestPrompt();
      }
    },
  };
}
