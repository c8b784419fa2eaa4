import { COLOR_KEY_MIN_REGIONS, type ColorKey, colorKeySchema } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { StorageService } from '../storage/storage.service';
import { colorKeyRegions, findColorKey, insertColorKey } from './color-key.repo';
import { readStoredFile } from './page-image-storage';
import { PAGE_NOT_FOUND } from './page-not-found';
import { findPage, type PageRow, type Viewer, viewerMayRead } from './pages.repo';

export const NO_COLOR_KEY = 'This page has no colour key: colour it freely.';

/** Loaded on first use, not at start: it brings sharp along (as generator-image-maker.ts does). */
const loadGenerator = () => import('@colorbook/generator');

/**
 * Colour keys (DESIGN §9a): made with the page by whoever made it, stored beside it, and made
 * from the stored image on the first request for a page made before keys existed.
 */
export interface ColorKeyService {
  /** The key of a page drawn by a generator, or null when none could be made (logged). */
  forDrawing(illustration: Buffer): Promise<ColorKey | null>;
  /** The key of a page made from an upload: the photo's colours, or automatic for line art. */
  forUpload(source: Buffer, illustration: Buffer): Promise<ColorKey | null>;
  /** Stores a key made with the page, in the transaction that inserts the page. */
  store(tx: Db, pageId: number, key: ColorKey | null): Promise<void>;
  /** `has_color_key` of a page read: a key with enough regions, or one yet to be made. */
  offered(pageId: number): Promise<boolean>;
  /** GET /pages/{id}/color-key, under the page read's rules. */
  read(viewer: Viewer, pageId: number): Promise<ColorKey>;
}

export function createColorKeyService(deps: { db: Db; storage: StorageService; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;
  /** Keys being made lazily in this process, so concurrent first requests make one. */
  const making = new Map<number, Promise<ColorKey>>();

  /**
   * A page is never refused for want of a key: a failure is logged, the page is made without
   * one, and its first request tries again.
   */
  async function made(work: () => Promise<ColorKey>): Promise<ColorKey | null> {
    try {
      return colorKeySchema.parse(await work());
    } catch (err) {
      log.warn({ err }, 'could not make a colour key');
      return null;
    }
  }

  async function makeLazily(page: PageRow): Promise<ColorKey> {
    const image = await readStoredFile(storage, page.illustration);
    if (!image) throw notFound(NO_COLOR_KEY);
    // The photo an older upload came from is not known, so its key is an automatic one too.
    const key = await made(async () => (await loadGenerator()).automaticColorKey(image));
    if (!key) throw notFound(NO_COLOR_KEY);
    log.info({ pageId: page.id, regions: key.regions.length }, 'colour key made for an older page');
    if (await insertColorKey(db, page.id, key)) return key;
    // Another process stored one first: every answer is the stored key.
    return (await findColorKey(db, page.id)) ?? key;
  }

  return {
    forDrawing: (illustration) => made(async () => (await loadGenerator()).automaticColorKey(illustration)),
    forUpload: (source, illustration) =>
      made(async () => (await loadGenerator()).uploadColorKey(source, illustration)),

    async store(tx, pageId, key) {
      if (key) await insertColorKey(tx, pageId, key);
    },

    async offered(pageId) {
      const regions = await colorKeyRegions(db, pageId);
      return regions === null || regions >= COLOR_KEY_MIN_REGIONS;
    },

    async read(viewer, pageId) {
      const page = await findPage(db, pageId);
      if (!page || !viewerMayRead(viewer, page)) throw notFound(PAGE_NOT_FOUND);
      const stored = await findColorKey(db, pageId);
      if (stored) return stored;
      let pending = making.get(pageId);
      if (!pending) {
        pending = makeLazily(page).finally(() => making.delete(pageId));
        making.set(pageId, pending);
      }
      return pending;
    },
  } satisfies ColorKeyService;
}
