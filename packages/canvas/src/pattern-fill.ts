import { blend } from './blend';
import type { Rgba } from './color';
import type { PixelShader } from './region-pixels';

/** Pattern fills, drawn from shapes' distance functions (no images), fixed to the page's grid. */
export const PATTERNS = ['stripes', 'dots', 'stars', 'hearts'] as const;
export type PatternKind = (typeof PATTERNS)[number];

/** The repeat of each pattern (document px), small enough to show in a flower's petal. */
export const PATTERN_CELL = 28;

const STRIPE_PERIOD = 16;
const STRIPE_WIDTH = 7;
const DOT_RADIUS = 5.5;
const STAR_RADIUS = 10;
const HEART_SIZE = 15;

/** A grid of cells whose odd rows are shifted by half a cell: (x, y) from the nearest centre. */
const inCell = (x: number, y: number): [number, number] => {
  const row = Math.floor(y / PATTERN_CELL);
  const shift = row & 1 ? PATTERN_CELL / 2 : 0;
  const cx = (Math.floor((x - shift) / PATTERN_CELL) + 0.5) * PATTERN_CELL + shift;
  return [x - cx, y - (row + 0.5) * PATTERN_CELL];
};

// Inigo Quilez's exact signed distances (y up, 0 on the edge, negative inside).
const K1X = 0.809016994375;
const K1Y = -0.587785252292;

const starDistance = (x: number, y: number, r: number, inner: number): number => {
  let px = Math.abs(x);
  let py = y;
  let d = Math.max(K1X * px + K1Y * py, 0);
  px -= 2 * d * K1X;
  py -= 2 * d * K1Y;
  d = Math.max(-K1X * px + K1Y * py, 0);
  px -= 2 * d * -K1X;
  py -= 2 * d * K1Y;
  px = Math.abs(px);
  py -= r;
  const bax = inner * -K1Y;
  const bay = inner * K1X - 1;
  const h = Math.min(r, Math.max(0, (px * bax + py * bay) / (bax * bax + bay * bay)));
  const ex = px - bax * h;
  const ey = py - bay * h;
  return Math.hypot(ex, ey) * Math.sign(py * bax - px * bay);
};

/** A heart with its tip at the origin and its lobes reaching y ≈ 1.1, 1 wide. */
const heartDistance = (x: number, y: number): number => {
  const px = Math.abs(x);
  if (y + px > 1) return Math.hypot(px - 0.25, y - 0.75) - Math.SQRT2 / 4;
  const m = 0.5 * Math.max(px + y, 0);
  return Math.sqrt(Math.min(px * px + (y - 1) ** 2, (px - m) ** 2 + (y - m) ** 2)) * Math.sign(px - y);
};

/** How much of pixel (x, y) the pattern's ink covers (0–1, one pixel of soft edge). */
export const patternCoverage = (kind: PatternKind, x: number, y: number): number => {
  const cx = x + 0.5;
  const cy = y + 0.5;
  let d: number;
  if (kind === 'stripes') {
    const along = (cx + cy) / Math.SQRT2;
    const m = along - Math.floor(along / STRIPE_PERIOD) * STRIPE_PERIOD;
    d = Math.abs(m - STRIPE_PERIOD / 2) - STRIPE_WIDTH / 2;
  } else {
    const [lx, ly] = inCell(cx, cy);
    if (kind === 'dots') d = Math.hypot(lx, ly) - DOT_RADIUS;
    // Screen y runs down; the shapes' y up.
    else if (kind === 'stars') d = starDistance(lx, -ly, STAR_RADIUS, 0.45);
    else d = heartDistance(lx / HEART_SIZE, (-ly + HEART_SIZE * 0.55) / HEART_SIZE) * HEART_SIZE;
  }
  const c = 0.5 - d;
  return c <= 0 ? 0 : c >= 1 ? 1 : c;
};

/**
 * The pattern in `ink` as a pixel shader: over `background` (opaque) when given, else over the
 * paint already there (stars on the red the child filled, or on bare paper).
 */
export const patternShader = (kind: PatternKind, ink: Rgba, background?: Rgba | null): PixelShader => {
  const [r, g, b] = ink;
  return (data, i, x, y) => {
    const o = i * 4;
    if (background) {
      data[o] = background[0];
      data[o + 1] = background[1];
      data[o + 2] = background[2];
      data[o + 3] = 255;
    }
    const cover = patternCoverage(kind, x, y);
    if (cover > 0) blend(data, o, cover, false, r, g, b);
  };
};
