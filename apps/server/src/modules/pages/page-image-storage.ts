import type { StorageService, StoredFile } from '../storage/storage.service';
import type { PageImages } from './page-image-maker';

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
