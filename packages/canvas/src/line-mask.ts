import { darknessAt } from './color';
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
  const starts: number[] = [];
  const ends: number[] = [];
  const rows: number[] = [];
  const rowFirst = new Int32Array(height + 1);
  for (let y = 0; y < height; y++) {
    rowFirst[y] = starts.length;
    let runStart = -1;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const d = dist[i] as number;
      const open = d > radius;
      classes[i] = open ? OPEN : d === 0 ? LINE : BAND;
      if (open && runStart < 0) runStart = x;
      if (!open && runStart >= 0) {
        starts.push(runStart);
        ends.push(x - 1);
        rows.push(y);
        runStart = -1;
      }
    }
    if (runStart >= 0) {
      starts.push(runStart);
      ends.push(width - 1);
      rows.push(y);
    }
  }
  rowFirst[height] = starts.length;
  const index: RadiusIndex = {
    classes,
    runStart: Int32Array.from(starts),
    runEnd: Int32Array.from(ends),
    runRow: Int32Array.from(rows),
    rowFirst,
  };
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

export const createLineMask = (lineArt: RgbaImage, options: LineMaskOptions = {}): LineMask => {
  const { width, height, data } = lineArt;
  const threshold = options.lineThreshold ?? DEFAULT_LINE_THRESHOLD;
  const size = width * height;
  const walls = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (darknessAt(data, i * 4) >= threshold) walls[i] = 1;
  const dist = chessboardDistance(walls, width, height);
  const mask: LineMask = { width, height, dist, indexes: new Map(), work: new Uint8Array(size) };
  indexFor(mask, gapRadius(options.gapClose ?? DEFAULT_GAP_CLOSE));
  return mask;
};
