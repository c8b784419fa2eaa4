import { packRgba, type Rgba } from './color';
import { type FillOptions, fillRegion } from './fill';
import {
  createWallDistance,
  DEFAULT_GAP_CLOSE,
  gapRadius,
  indexFor,
  LINE,
  type LineMask,
  type LineMaskOptions,
  lineMaskFromDist,
} from './line-mask';
import type { Rect, RgbaImage } from './types';

/**
 * Every region of one page, labelled once (in a worker, see the web app's region worker) so a
 * tap only looks its region up and paints it. Plain typed arrays, so the map crosses a
 * `postMessage` as transferables. A region is what `fillRegion` paints from any seed in one
 * open component: its open runs plus the pixels its grow-back reaches under the dilated band
 * (band pixels between two regions belong to both, as two taps would paint them).
 */
export interface RegionMap {
  readonly width: number;
  readonly height: number;
  /** The gap-closing radius the regions were labelled for. */
  readonly radius: number;
  /** Chessboard distance to the nearest wall (see LineMask), for taps near a line and other radii. */
  readonly dist: Uint8Array;
  /** Region + 1 of each open pixel, 0 on closed ones: a tap's region in one read. */
  readonly owner: Int32Array;
  /** Per region: its runs (pixel offset, length) are runs[2·regionRunFirst[k]] …. */
  readonly regionRunFirst: Int32Array;
  readonly runs: Int32Array;
  /** Per region: the band pixels its grow-back paints are extra[regionExtraFirst[k]] …. */
  readonly regionExtraFirst: Int32Array;
  readonly extra: Int32Array;
  /** Per region: x, y, width, height of everything it paints. */
  readonly rects: Int32Array;
}

export const regionCount = (map: RegionMap): number => map.regionRunFirst.length - 1;

/** The map's typed arrays, to transfer rather than copy it out of a worker. */
export const regionMapBuffers = (map: RegionMap): ArrayBuffer[] =>
  [map.dist, map.owner, map.regionRunFirst, map.runs, map.regionExtraFirst, map.extra, map.rects].map(
    (array) => array.buffer as ArrayBuffer,
  );

/** A growable Int32 list, so labelling allocates per page, not per pixel. */
class IntList {
  items = new Int32Array(1 << 14);
  length = 0;
  push(value: number): void {
    if (this.length === this.items.length) {
      const bigger = new Int32Array(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.length++] = value;
  }
  take(): Int32Array {
    return this.items.slice(0, this.length);
  }
}

const find = (parent: Int32Array, k: number): number => {
  let root = k;
  while ((parent[root] as number) !== root) root = parent[root] as number;
  while ((parent[k] as number) !== root) {
    const up = parent[k] as number;
    parent[k] = root;
    k = up;
  }
  return root;
};

/** Labels every region of the line art for the default (or given) gap closing. */
export const labelRegions = (lineArt: RgbaImage, options: LineMaskOptions = {}): RegionMap =>
  regionsFromDistance(
    createWallDistance(lineArt, options),
    lineArt.width,
    lineArt.height,
    gapRadius(options.gapClose ?? DEFAULT_GAP_CLOSE),
  );

/**
 * Labels the regions from the wall distance alone (the line art's costly part already done):
 * only whether a pixel is a line (0), in the band (≤ radius) or open matters here, so a distance
 * capped at radius + 1 (stored-regions.ts) labels exactly as the full one.
 */
export const regionsFromDistance = (
  dist: Uint8Array,
  width: number,
  height: number,
  radius: number,
): RegionMap => {
  const mask = lineMaskFromDist(dist, width, height);
  const { classes, runStart, runEnd, rowFirst } = indexFor(mask, radius);
  const runTotal = runStart.length;

  // Open components over runs: a run joins the runs it overlaps in the row above (4-connected,
  // as the scanline fill walks them).
  const parent = new Int32Array(runTotal);
  for (let k = 0; k < runTotal; k++) parent[k] = k;
  for (let y = 1; y < height; y++) {
    let a = rowFirst[y - 1] as number;
    const aEnd = rowFirst[y] as number;
    let b = aEnd;
    const bEnd = rowFirst[y + 1] as number;
    while (a < aEnd && b < bEnd) {
      if (
        (runStart[a] as number) <= (runEnd[b] as number) &&
        (runStart[b] as number) <= (runEnd[a] as number)
      ) {
        const ra = find(parent, a);
        const rb = find(parent, b);
        if (ra !== rb) parent[ra < rb ? rb : ra] = ra < rb ? ra : rb;
      }
      if ((runEnd[a] as number) < (runEnd[b] as number)) a++;
      else b++;
    }
  }
  const runRegion = new Int32Array(runTotal);
  const idOfRoot = new Int32Array(runTotal).fill(-1);
  let regions = 0;
  for (let k = 0; k < runTotal; k++) {
    const root = find(parent, k);
    if ((idOfRoot[root] as number) < 0) idOfRoot[root] = regions++;
    runRegion[k] = idOfRoot[root] as number;
  }
  // Runs grouped by region (counting sort), stored as (pixel offset, length).
  const regionRunFirst = new Int32Array(regions + 1);
  for (let k = 0; k < runTotal; k++) (regionRunFirst[(runRegion[k] as number) + 1] as number)++;
  for (let r = 0; r < regions; r++)
    regionRunFirst[r + 1] = (regionRunFirst[r + 1] as number) + (regionRunFirst[r] as number);
  const fillAt = regionRunFirst.slice(0, regions);
  const order = new Int32Array(runTotal);
  const runRow = new Int32Array(runTotal);
  for (let y = 0; y < height; y++) runRow.fill(y, rowFirst[y] as number, rowFirst[y + 1] as number);
  for (let k = 0; k < runTotal; k++) {
    const r = runRegion[k] as number;
    order[fillAt[r] as number] = k;
    fillAt[r] = (fillAt[r] as number) + 1;
  }
  const runs = new Int32Array(runTotal * 2);
  for (let j = 0; j < runTotal; j++) {
    const k = order[j] as number;
    runs[j * 2] = (runRow[k] as number) * width + (runStart[k] as number);
    runs[j * 2 + 1] = (runEnd[k] as number) - (runStart[k] as number) + 1;
  }

  const grow = growBack(
    classes,
    width,
    height,
    radius,
    regions,
    regionRunFirst,
    order,
    runStart,
    runEnd,
    runRow,
  );
  return {
    width,
    height,
    radius,
    dist,
    regionRunFirst,
    runs,
    regionExtraFirst: grow.first,
    extra: grow.extra,
    rects: grow.rects,
    owner: grow.owner,
  };
};

/**
 * For each region, the band pixels `fillRegion`'s grow-back paints: the closed 4-neighbours of
 * its runs, then radius + 1 rings under the same rules (no open pixel, no step from a line back
 * out, no diagonal between two line pixels). A stamp per pixel (region + 1) replaces the fill's
 * visited bit, so no array is reset between regions.
 */
const growBack = (
  classes: Uint8Array,
  width: number,
  height: number,
  radius: number,
  regions: number,
  regionRunFirst: Int32Array,
  order: Int32Array,
  runStart: Int32Array,
  runEnd: Int32Array,
  runRow: Int32Array,
) => {
  const size = width * height;
  const owner = ownerOf(width, size, regions, regionRunFirst, order, runStart, runEnd, runRow);
  const { seedFirst, seeds } = firstRings(classes, owner, width, regions);

  const stamp = new Int32Array(size);
  const extra = new IntList();
  const first = new Int32Array(regions + 1);
  const rects = new Int32Array(regions * 4);
  const last = size;
  let ring = new Int32Array(4096);
  let next = new Int32Array(4096);
  for (let r = 0; r < regions; r++) {
    first[r] = extra.length;
    const mark = r + 1;
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    for (let j = regionRunFirst[r] as number; j < (regionRunFirst[r + 1] as number); j++) {
      const k = order[j] as number;
      const row = runRow[k] as number;
      if (row < minY) minY = row;
      if (row > maxY) maxY = row;
      if ((runStart[k] as number) < minX) minX = runStart[k] as number;
      if ((runEnd[k] as number) > maxX) maxX = runEnd[k] as number;
    }
    const seedCount = (seedFirst[r + 1] as number) - (seedFirst[r] as number);
    if (ring.length < seedCount) ring = new Int32Array(seedCount * 2);
    let count = 0;
    for (let j = seedFirst[r] as number; j < (seedFirst[r + 1] as number); j++) {
      const q = seeds[j] as number;
      stamp[q] = mark;
      ring[count++] = q;
    }
    const steps = radius + 2;
    for (let step = 1; count > 0; step++) {
      const growing = step < steps;
      if (growing && next.length < count * 8) next = new Int32Array(count * 8);
      let n = 0;
      for (let i = 0; i < count; i++) {
        const p = ring[i] as number;
        extra.push(p);
        const py = (p / width) | 0;
        const px = p - py * width;
        if (px < minX) minX = px;
        if (px > maxX) maxX = px;
        if (py < minY) minY = py;
        if (py > maxY) maxY = py;
        if (!growing) continue;
        const fromLine = classes[p] === LINE;
        const hasL = px > 0;
        const hasR = px < width - 1;
        const hasU = p >= width;
        const hasD = p < last - width;
        const lineL = hasL && classes[p - 1] === LINE;
        const lineR = hasR && classes[p + 1] === LINE;
        const lineU = hasU && classes[p - width] === LINE;
        const lineD = hasD && classes[p + width] === LINE;
        for (let dir = 0; dir < 8; dir++) {
          let q: number;
          switch (dir) {
            case 0:
              if (!hasL) continue;
              q = p - 1;
              break;
            case 1:
              if (!hasR) continue;
              q = p + 1;
              break;
            case 2:
              if (!hasU) continue;
              q = p - width;
              break;
            case 3:
              if (!hasD) continue;
              q = p + width;
              break;
            case 4:
              if (!hasU || !hasL || (!fromLine && lineU && lineL)) continue;
              q = p - width - 1;
              break;
            case 5:
              if (!hasU || !hasR || (!fromLine && lineU && lineR)) continue;
              q = p - width + 1;
              break;
            case 6:
              if (!hasD || !hasL || (!fromLine && lineD && lineL)) continue;
              q = p + width - 1;
              break;
            default:
              if (!hasD || !hasR || (!fromLine && lineD && lineR)) continue;
              q = p + width + 1;
          }
          const v = classes[q] as number;
          if (v === 0 || stamp[q] === mark || (fromLine && v !== LINE)) continue;
          stamp[q] = mark;
          next[n++] = q;
        }
      }
      if (!growing) break;
      const done = ring;
      ring = next;
      next = done;
      count = n;
    }
    rects[r * 4] = minX;
    rects[r * 4 + 1] = minY;
    rects[r * 4 + 2] = maxX - minX + 1;
    rects[r * 4 + 3] = maxY - minY + 1;
  }
  first[regions] = extra.length;
  return { first, extra: extra.take(), rects, owner };
};

/** Which region owns each open pixel (region + 1; 0 on closed pixels). */
const ownerOf = (
  width: number,
  size: number,
  regions: number,
  regionRunFirst: Int32Array,
  order: Int32Array,
  runStart: Int32Array,
  runEnd: Int32Array,
  runRow: Int32Array,
): Int32Array => {
  const owner = new Int32Array(size);
  for (let r = 0; r < regions; r++) {
    for (let j = regionRunFirst[r] as number; j < (regionRunFirst[r + 1] as number); j++) {
      const k = order[j] as number;
      const offset = (runRow[k] as number) * width;
      owner.fill(r + 1, offset + (runStart[k] as number), offset + (runEnd[k] as number) + 1);
    }
  }
  return owner;
};

/**
 * The grow-back's first ring of every region: its closed pixels with an open 4-neighbour of that
 * region, as seeds[seedFirst[r]] … seeds[seedFirst[r + 1] - 1].
 */
const firstRings = (classes: Uint8Array, owner: Int32Array, width: number, regions: number) => {
  const size = owner.length;
  // The first ring of every region in one pass: closed pixels with an open 4-neighbour,
  // listed once per neighbouring region, then grouped by region (counting sort).
  const pairRegion = new IntList();
  const pairPixel = new IntList();
  for (let p = 0; p < size; p++) {
    if (classes[p] === 0) continue;
    const px = p % width;
    const l = px > 0 ? (owner[p - 1] as number) : 0;
    const rr = px < width - 1 ? (owner[p + 1] as number) : 0;
    const u = p >= width ? (owner[p - width] as number) : 0;
    const d = p < size - width ? (owner[p + width] as number) : 0;
    if (l) {
      pairRegion.push(l - 1);
      pairPixel.push(p);
    }
    if (rr && rr !== l) {
      pairRegion.push(rr - 1);
      pairPixel.push(p);
    }
    if (u && u !== l && u !== rr) {
      pairRegion.push(u - 1);
      pairPixel.push(p);
    }
    if (d && d !== l && d !== rr && d !== u) {
      pairRegion.push(d - 1);
      pairPixel.push(p);
    }
  }
  const seedFirst = new Int32Array(regions + 1);
  for (let i = 0; i < pairRegion.length; i++) (seedFirst[(pairRegion.items[i] as number) + 1] as number)++;
  for (let r = 0; r < regions; r++)
    seedFirst[r + 1] = (seedFirst[r + 1] as number) + (seedFirst[r] as number);
  const seedAt = seedFirst.slice(0, regions);
  const seeds = new Int32Array(pairRegion.length);
  for (let i = 0; i < pairRegion.length; i++) {
    const r = pairRegion.items[i] as number;
    seeds[seedAt[r] as number] = pairPixel.items[i] as number;
    seedAt[r] = (seedAt[r] as number) + 1;
  }
  return { seedFirst, seeds };
};

/**
 * `fillRegion`'s search for the nearest open pixel from a tap in the band, in the same order
 * (breadth first over band pixels, left, right, up, down), so both pick the same region.
 */
const nearestOpen = (map: RegionMap, start: number): number => {
  const { dist, width, radius } = map;
  const size = dist.length;
  const limit = 2 * radius + 2;
  const seen = new Set<number>([start]);
  let ring = [start];
  for (let step = 0; step < limit && ring.length > 0; step++) {
    const next: number[] = [];
    for (const p of ring) {
      const px = p % width;
      for (const q of [px > 0 ? p - 1 : -1, px < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q < 0 || q >= size || seen.has(q)) continue;
        const d = dist[q] as number;
        if (d > radius) return q;
        if (d === 0) continue;
        seen.add(q);
        next.push(q);
      }
    }
    ring = next;
  }
  return -1;
};

/** Masks for the rare taps the map does not answer, built from its distance map on first use. */
const fallbackMasks = new WeakMap<RegionMap, LineMask>();
export const fallbackMask = (map: RegionMap): LineMask => {
  let mask = fallbackMasks.get(map);
  if (!mask) {
    mask = lineMaskFromDist(map.dist, map.width, map.height);
    fallbackMasks.set(map, mask);
  }
  return mask;
};

const NOTHING = -1;
const FALLBACK = -2;
/** `regionAt`: the tap paints nothing (on a line, off the page). */
export const NO_REGION = NOTHING;
/** `regionAt`: the map cannot tell (another gap closing, a channel thinner than the dilation). */
export const UNKNOWN_REGION = FALLBACK;

/** The region a tap paints, NOTHING (on a line, off the page) or FALLBACK (see fillKnownRegion). */
const resolveRegion = (map: RegionMap, x: number, y: number, options: FillOptions): number => {
  const { width, height, dist } = map;
  if (gapRadius(options.gapClose ?? DEFAULT_GAP_CLOSE) !== map.radius) return FALLBACK;
  const sx = Math.floor(x);
  const sy = Math.floor(y);
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return NOTHING;
  let seed = sy * width + sx;
  const startDist = dist[seed] as number;
  if (startDist === 0) return NOTHING;
  if (startDist <= map.radius) {
    seed = nearestOpen(map, seed);
    if (seed < 0) return FALLBACK;
  }
  return (map.owner[seed] as number) - 1;
};

/** The region a tap at (x, y) paints: its index, NO_REGION or UNKNOWN_REGION (`fillRegion` decides). */
export const regionAt = (map: RegionMap, x: number, y: number, options: FillOptions = {}): number =>
  resolveRegion(map, x, y, options);

/**
 * The box a tap at (x, y) may paint, known before painting (so undo can keep what is under
 * it): the region's box, the whole page when the map cannot tell, or null for nothing.
 */
export const fillBoxAt = (map: RegionMap, x: number, y: number, options: FillOptions = {}): Rect | null => {
  const region = resolveRegion(map, x, y, options);
  if (region === NOTHING) return null;
  if (region === FALLBACK) return { x: 0, y: 0, width: map.width, height: map.height };
  const r = region * 4;
  const { rects } = map;
  return {
    x: rects[r] as number,
    y: rects[r + 1] as number,
    width: rects[r + 2] as number,
    height: rects[r + 3] as number,
  };
};

/**
 * Paints the region at (x, y) from the labelled map: the same pixels `fillRegion` paints, at
 * the cost of writing them. A gap closing other than the map's, or a tap in a channel thinner
 * than the dilation, goes through `fillRegion` on the same distance map.
 */
export const fillKnownRegion = (
  map: RegionMap,
  layer: RgbaImage,
  x: number,
  y: number,
  color: Rgba,
  options: FillOptions = {},
): Rect | null => {
  const { width, height } = map;
  if (layer.width !== width || layer.height !== height) throw new Error('Layer and line art differ in size');
  const region = resolveRegion(map, x, y, options);
  if (region === NOTHING) return null;
  if (region === FALLBACK) return fillRegion(fallbackMask(map), layer, x, y, color, options);
  paintKnownRegion(map, layer, region, color);
  return fillBoxAt(map, x, y, options);
};

/** Paints region `region` of the map in one colour: its runs, then the band it grows into. */
export const paintKnownRegion = (map: RegionMap, layer: RgbaImage, region: number, color: Rgba): void => {
  const pixels = new Uint32Array(layer.data.buffer, layer.data.byteOffset, map.width * map.height);
  const value = packRgba(color);
  const { runs, extra } = map;
  const runsEnd = (map.regionRunFirst[region + 1] as number) * 2;
  for (let j = (map.regionRunFirst[region] as number) * 2; j < runsEnd; j += 2) {
    const start = runs[j] as number;
    pixels.fill(value, start, start + (runs[j + 1] as number));
  }
  const extraEnd = map.regionExtraFirst[region + 1] as number;
  for (let j = map.regionExtraFirst[region] as number; j < extraEnd; j++) pixels[extra[j] as number] = value;
};
