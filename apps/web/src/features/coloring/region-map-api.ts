import type { RegionMap } from '@colorbook/canvas';
import { request } from '../../lib/api';
import { regionsPath } from '../../lib/early-reads';
import { regionsFromStoredInWorker } from './region-labeller';

declare global {
  interface Window {
    /**
     * The page's stored region map as the colouring screen's first paint fetched and rebuilt it
     * (early-fill.ts), for the engine to take rather than ask again. Null: it has none.
     */
    __earlyRegions?: { pageId: number; map: Promise<RegionMap | null> };
  }
}

/**
 * The page's stored region map (docs/decisions/0043), rebuilt off the main thread: the first
 * paint's, when it fetched this page's, else asked for now. Null when the page has none or it
 * cannot be read: the engine then labels the line art itself, as before maps were stored.
 */
export function storedRegionMap(pageId: number): Promise<RegionMap | null> {
  const early = window.__earlyRegions;
  if (early?.pageId === pageId) {
    window.__earlyRegions = undefined;
    return early.map;
  }
  return regionsFromStoredInWorker(
    request<ArrayBuffer>('GET', regionsPath(pageId), { bytes: true, raw: true }).then((result) =>
      result.ok ? result.data : null,
    ),
  );
}
