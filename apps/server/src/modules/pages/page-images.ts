import type { PageDifficulty, PageStyle } from '@colorbook/contract';
import type { StorageService, StoredFile } from '../storage/storage.service';

/** A finished page's two images: the 1024×1024 PNG line art and a small WebP preview. */
export interface PageImages {
  illustration: Buffer;
  preview: Buffer;
}

/** `ai` when an outside provider drew it, `offline` for the built-in generator. */
export interface GeneratedImages extends PageImages {
  source: 'ai' | 'offline';
}

export interface GenerateInput {
  prompt: string;
  seed: number;
  style: PageStyle;
  difficulty: PageDifficulty;
}

/**
 * What the pages service needs of the image side (the generation module implements it):
 * kept as an interface so the service's rules (credits, jobs, permissions) do not depend on
 * which provider draws the page.
 */
export interface PageImageMaker {
  /** Throws VALIDATION_ERROR for an empty, too long or blocked prompt; returns it trimmed. */
  checkPrompt(raw: string): Promise<string>;
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

/**
 * Stores both images of a page for `ownerId`: both or neither (a failed preview removes the
 * illustration again). `removePageImages` undoes it when the page row cannot be written.
 */
export async function storePageImages(
  storage: StorageService,
  ownerId: number,
  images: PageImages,
): Promise<{ illustration: StoredFile; preview: StoredFile }> {
  const illustration = await storage.storeObject({
    ownerId,
    purpose: 'illustration',
    data: images.illustration,
    contentType: 'image/png',
    extension: 'png',
    width: 1024,
    height: 1024,
  });
  try {
    const preview = await storage.storeObject({
      ownerId,
      purpose: 'preview',
      data: images.preview,
      contentType: 'image/webp',
      extension: 'webp',
    });
    return { illustration, preview };
  } catch (error) {
    await storage.remove(illustration.key).catch(() => {});
    throw error;
  }
}

export async function removePageImages(
  storage: StorageService,
  stored: { illustration: StoredFile; preview: StoredFile },
): Promise<void> {
  await storage.remove(stored.illustration.key).catch(() => {});
  await storage.remove(stored.preview.key).catch(() => {});
}
