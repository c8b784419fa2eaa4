import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { CANVAS_SIZE } from '@colorbook/canvas/constants';
import { encodeStoredRegions } from '@colorbook/canvas/stored-regions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { StorageService } from '../storage/storage.service';
import { readStoredFile } from './page-image-storage';
import { PAGE_NOT_FOUND } from './page-not-found';
import { findPage, type Viewer, viewerMayRead } from './pages.repo';
import { findRegionMap, insertRegionMap } from './region-maps.repo';

const gzipped = promisify(gzip);

/**
 * Region maps (docs/decisions/0043): a page's regions as the colouring screen labels them,
 * made from its line art when the page is made and served with it, so a device's first tap
 * fills without labelling the line art first (seconds on a mid-range phone). A page made
 * before maps were stored gets its map on the first request for it.
 */
export interface RegionMapService {
  /** The gzipped map of a page's line art (a PNG), or null when none could be made (logged). */
  make(illustration: Buffer): Promise<Buffer | null>;
  /** Stores a map made with the page, in the transaction that inserts the page. */
  store(tx: Db, pageId: number, map: Buffer | null): Promise<void>;
  /** GET /pages/{id}/regions: the gzipped map, under the page read's rules. */
  read(viewer: Viewer, pageId: number): Promise<Buffer>;
}

/**
 * The line art as the colouring screen rasterises it (image-io.ts: drawn on white at the
 * document size). sharp is loaded on first use, not at start.
 */
async function lineArtPixels(png: Buffer) {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(png, { limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(CANVAS_SIZE, CANVAS_SIZE, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

export function createRegionMapService(deps: { db: Db; storage: StorageService; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;
  /** Maps being made lazily in this process, so concurrent first requests make one. */
  const making = new Map<number, Promise<Buffer>>();

  /** A page is never refused for want of a map: the device labels it as before. */
  async function make(illustration: Buffer): Promise<Buffer | null> {
    try {
      return await gzipped(encodeStoredRegions(await lineArtPixels(illustration)), { level: 9 });
    } catch (err) {
      log.warn({ err }, 'could not make a region map');
      return null;
    }
  }

  async function makeLazily(pageId: number, illustration: string): Promise<Buffer> {
    const image = await readStoredFile(storage, illustration);
    const map = image ? await make(image) : null;
    if (!map) throw notFound(PAGE_NOT_FOUND);
    await insertRegionMap(db, pageId, map);
    // Another process may have stored one first: every answer is the stored map.
    return (await findRegionMap(db, pageId)) ?? map;
  }

  return {
    make,
    async store(tx, pageId, map) {
      if (map) await insertRegionMap(tx, pageId, map);
    },
    async read(viewer, pageId) {
      const page = await findPage(db, pageId);
      if (!page || !viewerMayRead(viewer, page)) throw notFound(PAGE_NOT_FOUND);
      const stored = await findRegionMap(db, pageId);
      if (stored) return stored;
      let pending = making.get(pageId);
      if (!pending) {
        pending = makeLazily(pageId, page.illustration).finally(() => making.delete(pageId));
        making.set(pageId, pending);
      }
      return pending;
    },
  } satisfies RegionMapService;
}
