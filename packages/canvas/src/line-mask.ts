import { chessboardDistance } from './distance';
import type { RgbaImage } from './types';

/** Line-art pixels at least this dark (0–255) are walls for the fill; lighter fringe pixels are not. */
export const DEFAULT_LINE_THRESHOLD = 100;

/**
 * Everything the fill needs to know about one page's line art, computed once per page so a tap
 * only walks pixels. `dist` holds each pixel's chessboard distance to the nearest wall pixel
 * (0 on a wall, capped at 255): one map answers "is this pixel closed off by a gap-closing
 * dilation of radius r" for every r, as `dist <= r`.
 */
export interface LineMask {
  readonly width: number;
  readonly height: number;
  readonly dist: Uint8Array;
  /** Per-radius pixel classes and open runs, built on first use and kept for the page. */
  readonly indexes: Map<number, RadiusIndex>;
  /** Scratch copy of a class map that a tap marks as visited, so no tap allocates 1 MB. */
  readonly work: Uint8Array;
}

/**
 * Pixel classes for one gap-closing radius: open (the region search may walk it), band (closed
 * off by the dilation, not a line) and line. A tap ORs in VISITED, so one byte read answers both
 * "may I go here" and "was I here".
 */
export const OPEN = 0;
export const BAND = 1;
export const LINE = 2;
export const VISITED = 4;

/**
 * The open pixels of each row as maximal runs (x ranges, inclusive), in row order. The region
 * search walks runs instead of pixels: a big region is a few thousand runs, not 400 000 pixels.
 */
export interface RadiusIndex {
  readonly classes: Uint8Array;
  readonly runStart: Int32Array;
  readonly runEnd: Int32Array;
  readonly runRow: Int32Array;
  /** Runs of row y are rowFirst[y] … rowFirst[y + 1] - 1. */
  readonly rowFirst: Int32Array;
}

export const indexFor = (mask: LineMask, radius: number): RadiusIndex => {
  const cached = mask.indexes.get(radius);
  if (cached) return cached;
  const { dist, width, height } = mask;
  const classes = new Uint8Array(dist.length);
  // Two passes over typed arrays (count, then fill): no per-run allocation on a 1M-pixel page.
  let total = 0;
  for (let y = 0; y < height; y++) {
    let open = false;
    for (let i = y * width, end = i + width; i < end; i++) {
      const d = dist[i] as number;
      const isOpen = d > radius;
      classes[i] = isOpen ? OPEN : d === 0 ? LINE : BAND;
      if (isOpen && !open) total++;
      open = isOpen;
    }
  }
  const runStart = new Int32Array(total);
  const runEnd = new Int32Array(total);
  const runRow = new Int32Array(total);
  const rowFirst = new Int32Array(height + 1);
  let k = 0;
  for (let y = 0; y < height; y++) {
    rowFirst[y] = k;
    const row = y * width;
    let start = -1;
    for (let x = 0; x < width; x++) {
      const isOpen = classes[row + x] === OPEN;
      if (isOpen && start < 0) start = x;
      else if (!isOpen && start >= 0) {
        runStart[k] = start;
        runEnd[k] = x - 1;
        runRow[k++] = y;
        start = -1;
      }
    }
    if (start >= 0) {
      runStart[k] = start;
      runEnd[k] = width - 1;
      runRow[k++] = y;
    }
  }
  rowFirst[height] = k;
  const index: RadiusIndex = { classes, runStart, runEnd, runRow, rowFirst };
  mask.indexes.set(radius, index);
  return index;
};

/** Widest gap (px) in a line that a fill will not leak through, unless a call says otherwise. */
export const DEFAULT_GAP_CLOSE = 6;

/** The dilation radius that closes gaps up to `gapClose` pixels wide (either end grows by r). */
export const gapRadius = (gapClose: number): number => Math.min(254, Math.ceil(Math.max(0, gapClose) / 2));

export interface LineMaskOptions {
  /** Darkness (0–255) from which a line-art pixel is a wall. */
  lineThreshold?: number;
  /** The gap closing to prepare for, so the first tap costs no more than the others. */
  gapClose?: number;
}

/** Each pixel's chessboard distance to the nearest wall (line pixel at least `lineThreshold` dark). */
export const createWallDistance = (lineArt: RgbaImage, options: LineMaskOptions = {}): Uint8Array => {
  const { width, height, data } = lineArt;
  const threshold = options.lineThreshold ?? DEFAULT_LINE_THRESHOLD;
  const size = width * height;
  const walls = new Uint8Array(size);
  // darknessAt inlined: ((255 - luma) * a + 127) / 255 >= threshold, over a million pixels.
  for (let i = 0, o = 0; i < size; i++, o += 4) {
    const a = data[o + 3] as number;
    if (a === 0) continue;
    const luma =
      ((data[o] as number) * 77 + (data[o + 1] as number) * 150 + (data[o + 2] as number) * 29) >> 8;
    if (((((255 - luma) * a + 127) / 255) | 0) >= threshold) walls[i] = 1;
  }
  return chessboardDistance(walls, width, height);
};

/** A mask around a distance map already computed (a labelled page keeps one). */
export const lineMaskFromDist = (dist: Uint8Array, width: number, height: number): LineMask => ({
  width,
  height,
  dist,
  indexes: new Map(),
  work: new Uint8Array(width * height),
});

export const createLineMask = (lineArt: RgbaImage, options: LineMaskOptions = {}): LineMask => {
  const mask = lineMaskFromDist(createWallDistance(lineArt, options), lineArt.width, lineArt.height);
  indexFor(mask, gapRadius(options.gapClose ?? DEFAULT_GAP_CLOSE));
  return mask;
};
