import { blend } from './blend';
import { capsuleShape } from './capsule';

/**
 * How a brush lays its colour: `plain` opaque with a soft one-pixel edge; `crayon` catches on the
 * paper's grain (the same grain wherever the page is coloured, so a second pass fills it in);
 * `marker` is flat, and darkens where it goes over paint already there; `watercolor` has a soft
 * edge and lays a thin wash that builds up stroke after stroke.
 */
export const BRUSH_TEXTURES = ['plain', 'crayon', 'marker', 'watercolor'] as const;
export type BrushTexture = (typeof BRUSH_TEXTURES)[number];

/** A watercolour stroke's opacity at its core: four strokes reach about 90 %. */
export const WATERCOLOR_ALPHA = 0.42;
/** The least a crayon lays in the paper's deepest pits, so going over again fills them in. */
export const CRAYON_FLOOR = 0.2;
/** How much a marker darkens over paint already there (0 none, 1 a full multiply). */
export const MARKER_DARKENING = 0.45;

/** What the textured painter needs of the stroke raster (see StrokeRaster). */
export interface RasterState {
  readonly size: number;
  readonly tileSize: number;
  readonly cols: number;
  readonly coverage: Uint16Array;
  readonly base: number;
  readonly changed: Uint32Array;
}

const TILE = 256;

const hash = (x: number, y: number): number => {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};

/** Value noise with lattice step `cell`, tiling every TILE pixels. */
const smooth = (x: number, y: number, cell: number): number => {
  const n = TILE / cell;
  const gx = x / cell;
  const gy = y / cell;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = gx - x0;
  const fy = gy - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const at = (i: number, j: number) => hash((x0 + i) % n, (y0 + j) % n);
  const top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
  const bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
  return top + (bottom - top) * sy;
};

/** A tiling field of 0–255 values, made once on first use. */
const field = (make: (x: number, y: number) => number): (() => Uint8Array) => {
  let tile: Uint8Array | null = null;
  return () => {
    if (tile) return tile;
    tile = new Uint8Array(TILE * TILE);
    for (let y = 0; y < TILE; y++)
      for (let x = 0; x < TILE; x++)
        tile[y * TILE + x] = Math.round(255 * Math.min(1, Math.max(0, make(x, y))));
    return tile;
  };
};

/**
 * The paper's tooth, as the share of a crayon's colour each pixel takes: mostly high with pits
 * of bare paper, in fine grain and slightly longer fibres running across.
 */
const paperGrain = field((x, y) => {
  const tooth = 0.2 * hash(x, y) + 0.5 * smooth(x, y, 4) + 0.3 * smooth(x, y * 4, 16);
  return CRAYON_FLOOR + (1 - CRAYON_FLOOR) * Math.min(1, Math.max(0, (tooth - 0.28) / 0.2));
});

/** The uneven wetness of a wash: a soft blotchy field between 0.7 and 1. */
const wetness = field((x, y) => 0.7 + 0.2 * smooth(x, y, 32) + 0.1 * smooth(x, y, 8));

/** Per raster, each pixel's marker colour for the stroke, fixed where the stroke first reaches it. */
const markerTargets = new WeakMap<RasterState, Uint32Array>();

/**
 * One straight piece of a textured stroke (see StrokeRaster.capsule for the plain one). The
 * coverage the stroke gives each pixel is kept as for a plain stroke, so a stroke's overlapping
 * pieces never lay the texture twice; between strokes crayon and watercolour build up.
 */
export const texturedCapsule = (
  raster: RasterState,
  layer: Uint8ClampedArray,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
  rgb: readonly [number, number, number],
  texture: Exclude<BrushTexture, 'plain'>,
): void => {
  const { size, coverage, changed, tileSize, cols, base } = raster;
  const shape = capsuleShape(ax, ay, bx, by, radius, size);
  if (!shape) return;
  const { left, top, right, bottom, dx, dy, inverse, reach, outerSq, peak } = shape;
  const grain = texture === 'crayon' ? paperGrain() : texture === 'watercolor' ? wetness() : null;
  const soft = Math.max(1, 0.7 * radius);
  let targets: Uint32Array | null = null;
  if (texture === 'marker') {
    targets = markerTargets.get(raster) ?? new Uint32Array(size * size);
    markerTargets.set(raster, targets);
  }
  for (let y = top; y < bottom; y++) {
    const py = y + 0.5 - ay;
    const tileRow = Math.floor(y / tileSize) * cols;
    const rowBit = 1 << (y % tileSize);
    const grainRow = (y % TILE) * TILE;
    let i = y * size + left;
    for (let x = left; x < right; x++, i++) {
      let already = (coverage[i] as number) - base;
      if (already === 255) continue;
      const first = already < 0;
      if (first) already = 0;
      const px = x + 0.5 - ax;
      let t = (px * dx + py * dy) * inverse;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const distSq = ex * ex + ey * ey;
      if (distSq >= outerSq) continue;
      const edge = reach - Math.sqrt(distSq);
      let share: number;
      if (texture === 'watercolor') {
        const f = Math.min(1, edge / soft);
        share = WATERCOLOR_ALPHA * f * f * (3 - 2 * f);
      } else share = edge < peak ? edge : peak;
      if (grain) share *= (grain[grainRow + (x % TILE)] as number) / 255;
      const cover = Math.round(255 * share);
      if (cover <= already) continue;
      const at = i * 4;
      let r = rgb[0];
      let g = rgb[1];
      let b = rgb[2];
      if (targets) {
        if (first) targets[i] = markerTarget(layer, at, rgb);
        const target = targets[i] as number;
        r = target & 255;
        g = (target >>> 8) & 255;
        b = (target >>> 16) & 255;
      }
      coverage[i] = base + cover;
      if (blend(layer, at, (cover - already) / (255 - already), false, r, g, b)) {
        const tile = tileRow + Math.floor(x / tileSize);
        changed[tile] = (changed[tile] as number) | rowBit;
      }
    }
  }
};

/** The marker's colour over the paint at `at` before the stroke: its ink, darkened by what is under it. */
const markerTarget = (
  layer: Uint8ClampedArray,
  at: number,
  rgb: readonly [number, number, number],
): number => {
  const under = ((layer[at + 3] as number) / 255) * MARKER_DARKENING;
  const channel = (k: number) => {
    const ink = rgb[k] as number;
    return Math.round(ink * (1 - under * (1 - (layer[at + k] as number) / 255)));
  };
  return channel(0) | (channel(1) << 8) | (channel(2) << 16);
};
