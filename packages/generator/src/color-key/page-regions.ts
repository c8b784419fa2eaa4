import sharp from 'sharp';
import { chessboardDistance } from '../mask-ops';
import { labelRegions, type RegionMap } from '../region-stats';

/** Every key point names a pixel of the 1024×1024 page (DESIGN §7). */
export const KEY_PAGE_SIZE = 1024;
/**
 * Regions smaller than this (pixels) are specks: too small to find, to number or to colour.
 * About a 12 px square.
 */
export const MIN_KEYED_AREA = 150;
/**
 * A region whose most interior pixel is nearer than this (beyond the fill's gap-closing band)
 * to a line is a sliver along a line, not a shape.
 */
export const MIN_KEYED_DEPTH = 3;
/** More keyed regions than the contract allows: the smallest go. */
const MAX_KEYED = 4096;
/**
 * Two regions are neighbours when a line at most this thick (with the fill's band on either
 * side) is all that separates them; beyond that a solid black area stands between them.
 */
const NEIGHBOUR_REACH = 14;
/** Touching over fewer pixels than this (the tip of a corner) does not make neighbours. */
const MIN_SHARED_BORDER = 4;

export interface KeyedRegion {
  /** The region's number in the map. */
  label: number;
  area: number;
  /** Most interior pixel (pole of inaccessibility): where a key point is safest. */
  x: number;
  y: number;
  /** Its chessboard distance to the region's edge (the fill's band or the page's edge). */
  depth: number;
  /** Centroid and bounds, in pixels. */
  cx: number;
  cy: number;
  top: number;
  bottom: number;
}

export interface PageRegions {
  map: RegionMap;
  /** Regions worth colouring, largest first. */
  regions: KeyedRegion[];
  /** Per keyed region (index into `regions`): its neighbours' indexes. */
  neighbours: number[][];
}

/** The page's pixels as grey, at exactly 1024×1024. */
export async function pageGrey(png: Buffer): Promise<Uint8Array> {
  const data = await sharp(png, { limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(KEY_PAGE_SIZE, KEY_PAGE_SIZE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return new Uint8Array(data);
}

/**
 * Depth per pixel: chessboard distance to the nearest closed pixel (line or the fill's band) or
 * to the page's edge, whichever is nearer.
 */
function depthMap(map: RegionMap): Uint8Array {
  const { width, height, labels } = map;
  const closed = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) closed[i] = labels[i] === 0 ? 1 : 0;
  const depth = chessboardDistance(closed, width, height);
  for (let y = 0; y < height; y++) {
    const edgeY = Math.min(y + 1, height - y);
    for (let x = 0; x < width; x++) {
      const edge = Math.min(edgeY, x + 1, width - x);
      const i = y * width + x;
      if (edge < (depth[i] as number)) depth[i] = edge;
    }
  }
  return depth;
}

/**
 * Each region's deepest pixel; among equally deep ones (a long band has many), the one nearest
 * their centroid, so a point sits mid-way along the band. Plus area, centroid and bounds.
 */
function measure(map: RegionMap, depth: Uint8Array): KeyedRegion[] {
  const { width, labels, areas } = map;
  const count = areas.length;
  const best = new Uint8Array(count);
  const sum = new Float64Array(count * 5); // deepest x, deepest y, n deepest, all x, all y
  const top = new Int32Array(count).fill(map.height);
  const bottom = new Int32Array(count).fill(-1);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    if (label === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const s = label * 5;
    sum[s + 3] = (sum[s + 3] as number) + x;
    sum[s + 4] = (sum[s + 4] as number) + y;
    if (y < (top[label] as number)) top[label] = y;
    bottom[label] = y;
    const d = depth[i] as number;
    if (d < (best[label] as number)) continue;
    if (d > (best[label] as number)) {
      best[label] = d;
      sum[s] = sum[s + 1] = sum[s + 2] = 0;
    }
    sum[s] = (sum[s] as number) + x;
    sum[s + 1] = (sum[s + 1] as number) + y;
    sum[s + 2] = (sum[s + 2] as number) + 1;
  }
  const nearest = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const pole = new Int32Array(count);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    if (label === 0 || depth[i] !== best[label]) continue;
    const s = label * 5;
    const n = sum[s + 2] as number;
    const x = i % width;
    const y = (i - x) / width;
    const d = (x - (sum[s] as number) / n) ** 2 + (y - (sum[s + 1] as number) / n) ** 2;
    if (d < (nearest[label] as number)) {
      nearest[label] = d;
      pole[label] = i;
    }
  }
  const regions: KeyedRegion[] = [];
  for (let label = 1; label < count; label++) {
    const area = areas[label] as number;
    const i = pole[label] as number;
    regions.push({
      label,
      area,
      x: i % width,
      y: Math.floor(i / width),
      depth: best[label] as number,
      cx: (sum[label * 5 + 3] as number) / area,
      cy: (sum[label * 5 + 4] as number) / area,
      top: top[label] as number,
      bottom: bottom[label] as number,
    });
  }
  return regions;
}

/**
 * Keyed regions that face each other across a thin line: every keyed region grows into the
 * closed pixels around it (breadth first, all at once, up to NEIGHBOUR_REACH), and two regions
 * whose growths meet along at least MIN_SHARED_BORDER pixels are neighbours.
 */
function neighboursOf(map: RegionMap, regions: KeyedRegion[]): number[][] {
  const { width, height, labels } = map;
  const size = labels.length;
  const owner = new Int32Array(size);
  const indexOf = new Int32Array(map.areas.length).fill(-1);
  regions.forEach((region, k) => {
    indexOf[region.label] = k;
  });
  for (let i = 0; i < size; i++) {
    const k = indexOf[labels[i] as number] as number;
    if (k >= 0) owner[i] = k + 1;
  }
  let front = new Int32Array(size);
  let frontLength = 0;
  for (let i = 0; i < size; i++) if (owner[i]) front[frontLength++] = i;
  let next = new Int32Array(size);
  for (let step = 0; step < NEIGHBOUR_REACH && frontLength > 0; step++) {
    let nextLength = 0;
    for (let f = 0; f < frontLength; f++) {
      const i = front[f] as number;
      const o = owner[i] as number;
      const x = i % width;
      const around = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of around) {
        if (j < 0 || j >= size || owner[j]) continue;
        owner[j] = o;
        next[nextLength++] = j;
      }
    }
    [front, next] = [next, front];
    frontLength = nextLength;
  }
  const shared = new Map<number, number>();
  const touch = (a: number, b: number) => {
    if (!a || !b || a === b) return;
    const pair = a < b ? a * 8192 + b : b * 8192 + a;
    shared.set(pair, (shared.get(pair) ?? 0) + 1);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < width - 1) touch(owner[i] as number, owner[i + 1] as number);
      if (y < height - 1) touch(owner[i] as number, owner[i + width] as number);
    }
  }
  const neighbours: number[][] = regions.map(() => []);
  for (const [pair, length] of shared) {
    if (length < MIN_SHARED_BORDER) continue;
    const a = Math.floor(pair / 8192) - 1;
    const b = (pair % 8192) - 1;
    neighbours[a]?.push(b);
    neighbours[b]?.push(a);
  }
  for (const list of neighbours) list.sort((p, q) => p - q);
  return neighbours;
}

/**
 * The regions of a page as the fill tool sees them (region-stats.ts: the same darkness
 * threshold and gap closing as packages/canvas), with the ones worth colouring measured and
 * their neighbours found.
 */
export function pageRegions(grey: Uint8Array): PageRegions {
  const map = labelRegions(grey, KEY_PAGE_SIZE, KEY_PAGE_SIZE);
  const depth = depthMap(map);
  const regions = measure(map, depth)
    .filter((region) => region.area >= MIN_KEYED_AREA && region.depth >= MIN_KEYED_DEPTH)
    .sort((a, b) => b.area - a.area || a.label - b.label)
    .slice(0, MAX_KEYED);
  return { map, regions, neighbours: neighboursOf(map, regions) };
}
