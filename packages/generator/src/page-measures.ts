import sharp from 'sharp';
import { labelRegions } from './region-stats';

/**
 * Figures that say whether pages look drawn for their prompt rather than stamped from one
 * template: the largest white area a page leaves, what share of the page is inked at the same
 * place on most pages, and how many pairs of pages differ at a glance. The contact sheet prints
 * them and the tests hold the first two.
 */

export const PAGE = 1024;
/** Darker than this is ink (as the clean-up's own threshold). */
const INK_BELOW = 128;

export interface GreyPage {
  width: number;
  height: number;
  grey: Uint8Array;
}

export async function greyPage(png: Buffer): Promise<GreyPage> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, grey: new Uint8Array(data) };
}

/** The largest region the fill tool would flood, as a share of the whole page (0–1). */
export function largestWhiteShare(page: GreyPage): number {
  const map = labelRegions(page.grey, page.width, page.height);
  return Math.max(0, ...map.areas.slice(1)) / (page.width * page.height);
}

export interface QuickRegions {
  /** Share of the page in the largest white region (0–1). */
  share: number;
  /** The row (page pixels) that halves that region, where a dividing line would split it. */
  middleRow: number;
  /** Regions big enough to colour (about 200 page pixels or more). */
  regions: number;
  /** 0/1 per half-size pixel: 1 where the page is open white (no ink nearby). */
  open: Uint8Array;
}

/**
 * A fast look at a page's regions at half size: a block of 2×2 pixels is a wall when any of its
 * pixels is, and walls grow by one block (about the fill tool's 3 px gap closing).
 */
export function quickRegions(grey: Uint8Array, size = PAGE): QuickRegions {
  const n = size / 2;
  // A half-size pixel is a wall when any of its four page pixels is dark.
  const open = new Uint8Array(n * n);
  for (let y = 0; y < n; y++) {
    const top = 2 * y * size;
    const row = y * n;
    for (let x = 0; x < n; x++) {
      const i = top + 2 * x;
      const a = grey[i] as number;
      const b = grey[i + 1] as number;
      const c = grey[i + size] as number;
      const d = grey[i + size + 1] as number;
      open[row + x] = a < 156 || b < 156 || c < 156 || d < 156 ? 0 : 255;
    }
  }
  const map = labelRegions(open, n, n, 1);
  let best = 0;
  let regions = 0;
  for (let label = 1; label < map.areas.length; label++) {
    const area = map.areas[label] as number;
    if (area >= 60) regions++;
    if (area > (map.areas[best] as number)) best = label;
  }
  for (let i = 0; i < open.length; i++) open[i] = map.labels[i] ? 1 : 0;
  if (best === 0) return { share: 0, middleRow: size / 2, regions, open };
  const rows = new Uint32Array(n);
  for (let y = 0; y < n; y++) {
    let count = 0;
    for (let i = y * n; i < (y + 1) * n; i++) if (map.labels[i] === best) count++;
    rows[y] = count;
  }
  const area = map.areas[best] as number;
  let seen = 0;
  let middle = 0;
  for (let y = 0; y < n; y++) {
    seen += rows[y] as number;
    if (seen >= area / 2) {
      middle = y;
      break;
    }
  }
  return { share: area / (n * n), middleRow: middle * 2 + 1, regions, open };
}

/** Share of the page inked at the same pixel on at least `quorum` of the pages (0–1). */
export function commonTemplateShare(pages: GreyPage[], quorum = 0.8): number {
  if (pages.length === 0) return 0;
  const size = pages[0]?.grey.length ?? 0;
  const counts = new Uint16Array(size);
  for (const page of pages)
    for (let i = 0; i < size; i++)
      if ((page.grey[i] as number) < INK_BELOW) counts[i] = (counts[i] as number) + 1;
  const needed = Math.ceil(quorum * pages.length);
  let common = 0;
  for (const count of counts) if (count >= needed) common++;
  return common / size;
}

/**
 * The page at a glance: 32×32 cells of 32 pixels (about what a thumbnail shows), a cell inked
 * when more than `minShare` of its pixels are ink.
 */
export function inkCells(page: GreyPage, cells = 32, minShare = 0.02): Uint8Array {
  const k = page.width / cells;
  const counts = new Uint32Array(cells * cells);
  for (let y = 0; y < page.height; y++) {
    const row = Math.floor(y / k) * cells;
    for (let x = 0; x < page.width; x++) {
      if ((page.grey[y * page.width + x] as number) < INK_BELOW) {
        const cell = row + Math.floor(x / k);
        counts[cell] = (counts[cell] as number) + 1;
      }
    }
  }
  return Uint8Array.from(counts, (count) => (count > minShare * k * k ? 1 : 0));
}

/**
 * Share of page pairs that differ at a glance: two pages are alike when their inked cells
 * (inkCells) overlap by at least `alike` of their union (intersection over union). Pages on one
 * template (the same arch, sun, clouds, ground and frame) come out alike however their
 * subjects differ.
 */
export function differentPairShare(cells: Uint8Array[], alike = 0.5): number {
  let pairs = 0;
  let different = 0;
  for (let i = 0; i < cells.length; i++) {
    for (let j = i + 1; j < cells.length; j++) {
      const a = cells[i] as Uint8Array;
      const b = cells[j] as Uint8Array;
      let both = 0;
      let either = 0;
      for (let c = 0; c < a.length; c++) {
        if (a[c] && b[c]) both++;
        if (a[c] || b[c]) either++;
      }
      pairs++;
      if (either === 0 || both / either < alike) different++;
    }
  }
  return pairs === 0 ? 1 : different / pairs;
}
