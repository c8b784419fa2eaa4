import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client';
import type { StorageService } from '../storage/storage.service';
import { findPageLineArtSvg } from './page-line-art.repo';

/**
 * An offline page's vector source (the composed SVG, stored beside the PNG), for prints at
 * 300 dpi and beyond (docs/decisions/0027). Null when the page has none (provider pages,
 * uploads, pages made before it was kept), when its file is gone, and when the page is blocked:
 * a blocked page's files serve no one (docs/decisions/0020). Server-side only: the URL itself
 * is never sent to a client.
 */
export async function loadPageLineArtSvg(
  deps: { db: Db; storage: StorageService },
  pageId: number,
): Promise<string | null> {
  const row = await findPageLineArtSvg(deps.db, pageId);
  if (!row?.url || row.blocked) return null;
  const key = deps.storage.storage.keyOfUrl(row.url);
  const object = key ? await deps.storage.open(key) : null;
  return object ? (await buffer(object.body)).toString('utf8') : null;
}

/** The same as a `(pageId) => svg` loader, the shape the books module takes (LineArtSvgLoader). */
export const pageLineArtSvgLoader =
  (deps: { db: Db; storage: StorageService }) =>
  (pageId: number): Promise<string | null> =>
    loadPageLineArtSvg(deps, pageId);
