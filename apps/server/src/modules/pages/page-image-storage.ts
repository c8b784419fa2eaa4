import type { StorageService, StoredFile } from '../storage/storage.service';
import type { PageImages } from './page-image-maker';

export interface StoredPageImages {
  illustration: StoredFile;
  preview: StoredFile;
  /** The page's vector source (offline pages), or null. */
  svg: StoredFile | null;
}

/**
 * Stores the images of a page for `ownerId`: all or none (a failed preview or SVG removes what
 * was stored before it). `removePageImages` undoes it when the page row cannot be written.
 */
export async function storePageImages(
  storage: StorageService,
  ownerId: number,
  images: PageImages & { svg?: string },
): Promise<StoredPageImages> {
  const illustration = await storage.storeObject({
    ownerId,
    purpose: 'illustration',
    data: images.illustration,
    contentType: 'image/png',
    extension: 'png',
    width: 1024,
    height: 1024,
  });
  let preview: StoredFile | null = null;
  try {
    preview = await storage.storeObject({
      ownerId,
      purpose: 'preview',
      data: images.preview,
      contentType: 'image/webp',
      extension: 'webp',
    });
    const svg = images.svg
      ? await storage.storeObject({
          ownerId,
          purpose: 'line-art-svg',
          data: Buffer.from(images.svg, 'utf8'),
          contentType: 'image/svg+xml',
          extension: 'svg',
          width: 1024,
          height: 1024,
        })
      : null;
    return { illustration, preview, svg };
  } catch (error) {
    await storage.remove(illustration.key).catch(() => {});
    if (preview) await storage.remove(preview.key).catch(() => {});
    throw error;
  }
}

export async function removePageImages(storage: StorageService, stored: StoredPageImages): Promise<void> {
  await storage.remove(stored.illustration.key).catch(() => {});
  await storage.remove(stored.preview.key).catch(() => {});
  if (stored.svg) await storage.remove(stored.svg.key).catch(() => {});
}

/** A stored page file (its line art, say) read whole, or null when it is gone. */
export async function readStoredFile(storage: StorageService, url: string): Promise<Buffer | null> {
  const key = storage.storage.keyOfUrl(url);
  const object = key === null ? null : await storage.open(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
