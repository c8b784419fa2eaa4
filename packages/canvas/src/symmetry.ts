import type { StrokeSegment } from './stroke';

/**
 * Painting symmetry around the page centre: `mirror` reflects across the vertical axis; `radial4`
 * and `radial8` repeat what is painted turned by quarter and eighth turns (a mandala's symmetry).
 */
export const SYMMETRIES = ['off', 'mirror', 'radial4', 'radial8'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** An affine map x' = a·x + b·y + e, y' = c·x + d·y + f in document coordinates. */
export interface Transform {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

const rotation = (turn: number, centre: number): Transform => {
  // Quarter turns exactly (cos and sin of multiples of π/2 are not exact in floating point).
  const angle = turn * 2 * Math.PI;
  const snap = (v: number) =>
    Math.abs(v) < 1e-12 ? 0 : Math.abs(Math.abs(v) - 1) < 1e-12 ? Math.sign(v) : v;
  const cos = snap(Math.cos(angle));
  const sin = snap(Math.sin(angle));
  return {
    a: cos,
    b: -sin,
    c: sin,
    d: cos,
    e: centre - cos * centre + sin * centre,
    f: centre - sin * centre - cos * centre,
  };
};

/**
 * The copies one paint action makes under `symmetry` on a `size`² page, the identity first.
 * Coordinates are continuous (pixel x covers [x, x + 1)), so a mirrored or quarter-turned copy
 * lands exactly on the pixel grid.
 */
export const symmetryTransforms = (symmetry: Symmetry, size: number): Transform[] => {
  const centre = size / 2;
  switch (symmetry) {
    case 'mirror':
      return [rotation(0, centre), { a: -1, b: 0, c: 0, d: 1, e: size, f: 0 }];
    case 'radial4':
      return [0, 1, 2, 3].map((k) => rotation(k / 4, centre));
    case 'radial8':
      return [0, 1, 2, 3, 4, 5, 6, 7].map((k) => rotation(k / 8, centre));
    default:
      return [rotation(0, centre)];
  }
};

export const transformPoint = (t: Transform, x: number, y: number): [number, number] => [
  t.a * x + t.b * y + t.e,
  t.c * x + t.d * y + t.f,
];

/** A pixel's image under `t`: its centre mapped, then the pixel holding that point. */
export const transformPixel = (t: Transform, x: number, y: number): [number, number] => {
  const [px, py] = transformPoint(t, Math.floor(x) + 0.5, Math.floor(y) + 0.5);
  return [Math.floor(px), Math.floor(py)];
};

/** A stroke segment's image (a quadratic curve maps to the curve of its mapped points). */
export const transformSegment = (t: Transform, segment: StrokeSegment): StrokeSegment => {
  if (segment.kind === 'dot') {
    const [x, y] = transformPoint(t, segment.x, segment.y);
    return { kind: 'dot', x, y, width: segment.width };
  }
  const [x0, y0] = transformPoint(t, segment.x0, segment.y0);
  const [cx, cy] = transformPoint(t, segment.cx, segment.cy);
  const [x1, y1] = transformPoint(t, segment.x1, segment.y1);
  return { kind: 'quad', x0, y0, cx, cy, x1, y1, width: segment.width };
};

/**
 * The faint guides a screen draws for `symmetry`: lines through the page centre, from edge to
 * edge, in document coordinates (the mirror axis, or the lines between radial sectors).
 */
export const symmetryGuides = (
  symmetry: Symmetry,
  size: number,
): { x0: number; y0: number; x1: number; y1: number }[] => {
  const c = size / 2;
  const through = (angle: number) => {
    // Reach the square's edge whatever the angle: half its diagonal, then clip.
    const reach = c * Math.SQRT2;
    const clip = (v: number) => Math.min(size, Math.max(0, v));
    const dx = Math.cos(angle) * reach;
    const dy = Math.sin(angle) * reach;
    return { x0: clip(c - dx), y0: clip(c - dy), x1: clip(c + dx), y1: clip(c + dy) };
  };
  if (symmetry === 'mirror') return [{ x0: c, y0: 0, x1: c, y1: size }];
  const lines = symmetry === 'radial4' ? 2 : symmetry === 'radial8' ? 4 : 0;
  return Array.from({ length: lines }, (_, k) => through(Math.PI / 2 + (k * Math.PI) / lines));
};
