import type { ColorKey, JobNotice, LineArtCheckRecord, PageDifficulty, PageStyle } from '@colorbook/contract';

/** A finished page's two images: the 1024×1024 PNG line art and a small WebP preview. */
export interface PageImages {
  illustration: Buffer;
  preview: Buffer;
}

/** `ai` when an outside provider drew it, `offline` for the built-in generator. */
export interface GeneratedImages extends PageImages {
  source: 'ai' | 'offline';
  /** The offline page's composed SVG, kept beside the PNG for prints (docs/decisions/0027). */
  svg?: string;
  /** A provider image's line-art check (docs/decisions/0027), kept on the job. */
  lineArtCheck?: LineArtCheckRecord;
  /** An offline page's colour key from its drawings' own colours (docs/decisions/0025). */
  colorKey?: ColorKey;
  /** Told to the maker with the page: the offline generator drew a pattern for want of a subject. */
  notice?: JobNotice;
}

export interface GenerateInput {
  prompt: string;
  seed: number;
  style: PageStyle;
  difficulty: PageDifficulty;
}

/**
 * What the pages service needs of the image side (generator-image-maker.ts implements it with
 * @colorbook/generator): kept as an interface so the service's rules
 * (credits, jobs, permissions) do not depend on which provider draws the page.
 */
export interface PageImageMaker {
  /**
   * Throws VALIDATION_ERROR for an empty, too long or blocked prompt; returns it trimmed.
   * `strict` adds the kid-mode word list (child profiles, docs/decisions/0031).
   */
  checkPrompt(raw: string, options?: { strict?: boolean }): Promise<string>;
  /**
   * A provider image that fails the line-art check twice throws a LineArtRefused
   * (line-art-gate.ts), which carries the check's figures for the job.
   */
  generate(
    input: GenerateInput,
    options: { signal?: AbortSignal; onProgress: (percent: number) => void },
  ): Promise<GeneratedImages>;
  /**
   * Line art stays line art; a photo becomes clean outlines. Throws VALIDATION_ERROR when the
   * result has (almost) nothing to colour or is almost all ink.
   */
  fromUpload(data: Buffer): Promise<PageImages>;
  suggestPrompt(): Promise<string>;
}
