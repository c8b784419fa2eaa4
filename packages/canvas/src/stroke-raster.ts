import type { StrokeSegment } from './stroke';

/** What the brush does to a pixel: lay an opaque colour over it, or take its alpha away (eraser). */
export type RasterInk =
  | { readonly erase: false; readonly rgb: readonly [number, number, number] }
  | {
      readonly erase: true;
    };

/**
 * A quadratic piece is drawn as straight pieces this long (px), or a quarter of the width for
 * wide brushes: a piece's corner then sits well inside the round caps that join it to the next,
 * and a wide brush at a far zoom does not scan its whole disc every few pixels.
 */
const PIECE_PX = 3;

/**
 * Paints stroke segments straight into the colour layer (RGBA, not premultiplied, like ImageData),
 * so the engine never reads the canvas back: the layer is the truth and the canvas shows it.
 *
 * Each straight piece is a capsule (round caps) with a one-pixel anti-aliased edge. A stroke's
 * pieces overlap at every join, so the layer is not blended once per piece (that would darken the
 * soft edges into beads): the raster keeps, per pixel, the most any piece of this stroke covered
 * it, and only ever tops a pixel up from that coverage to a higher one. Painting an opaque colour
 * with coverage a1 and then a2 > a1 equals painting it once with a2 when the second blend uses
 * t = (a2 − a1) / (1 − a1); the same holds for the eraser.
 */
export class StrokeRaster {
  readonly size: number;
  readonly tileSize: number;
  /**
   * Per tile (of `tileSize`, at most 32), the rows in which this stroke changed a pixel, one bit
   * each (bit r for row r of the tile). Blending only moves a pixel towards the ink, so a pixel
   * that changed never comes back: the history can trust this instead of comparing, and keeps
   * only these rows of the copies it made (a segment's box reaches about a third more rows than
   * its paint changes).
   */
  readonly changed: Uint32Array;
  /**
   * Per pixel, `base` plus this stroke's coverage so far (0–255); a value below `base` was left by
   * an earlier stroke and counts as 0. Each stroke raises `base` by 256 instead of clearing what
   * the last one covered (that clearing was a fifth of pointer up's cost); the buffer is cleared
   * once every 255 strokes, when `base` runs out of room.
   */
  private readonly coverage: Uint16Array;
  private base = 0;
  private readonly cols: number;

  constructor(size: number, tileSize: number) {
    this.size = size;
    this.tileSize = tileSize;
    this.cols = Math.ceil(size / tileSize);
    this.changed = new Uint32Array(this.cols * this.cols);
    this.coverage = new Uint16Array(size * size);
  }

  /** Starts a stroke: nothing covered and no tile changed yet (call it before its first piece). */
  begin(): void {
    this.changed.fill(0);
    this.base += 256;
    if (this.base > 0xffff - 255) {
      this.coverage.fill(0);
      this.base = 0;
    }
  }

  /** Paints one segment into `layer` (size × size RGBA). */
  paint(layer: Uint8ClampedArray, segment: StrokeSegment, ink: RasterInk): void {
    const radius = segment.width / 2;
    if (segment.kind === 'dot') {
      this.capsule(layer, segment.x, segment.y, segment.x, segment.y, radius, ink);
      return;
    }
    const { x0, y0, cx, cy, x1, y1 } = segment;
    // The control polygon's length bounds the curve's: enough pieces for PIECE_PX each.
    const length = Math.hypot(cx - x0, cy - y0) + Math.hypot(x1 - cx, y1 - cy);
    const pieces = Math.max(1, Math.ceil(length / Math.max(PIECE_PX, radius / 2)));
    let px = x0;
    let py = y0;
    for (let k = 1; k <= pieces; k++) {
      const t = k / pieces;
      const u = 1 - t;
      const qx = u * u * x0 + 2 * u * t * cx + t * t * x1;
      const qy = u * u * y0 + 2 * u * t * cy + t * t * y1;
      this.capsule(layer, px, py, qx, qy, radius, ink);
      px = qx;
      py = qy;
    }
  }

  private capsule(
    layer: Uint8ClampedArray,
    ax: number,
    ay: number,
    bx: number,
    by: number,
    radius: number,
    ink: RasterInk,
  ): void {
    const { size, coverage, changed, tileSize, cols, base } = this;
    const reach = radius + 0.5;
    const left = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
    const top = Math.max(0, Math.floor(Math.min(ay, by) - reach));
    const right = Math.min(size, Math.ceil(Math.max(ax, bx) + reach));
    const bottom = Math.min(size, Math.ceil(Math.max(ay, by) + reach));
    if (left >= right || top >= bottom) return;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSq = dx * dx + dy * dy;
    const inverse = lengthSq > 0 ? 1 / lengthSq : 0;
    // A line thinner than a pixel covers each pixel partly at most.
    const peak = Math.min(1, 2 * radius);
    const outerSq = reach * reach;
    const inner = radius - 0.5;
    const innerSq = inner > 0 && peak === 1 ? inner * inner : -1;
    const erase = ink.erase;
    const r = erase ? 0 : ink.rgb[0];
    const g = erase ? 0 : ink.rgb[1];
    const b = erase ? 0 : ink.rgb[2];
    for (let y = top; y < bottom; y++) {
      const py = y + 0.5 - ay;
      const tileRow = Math.floor(y / tileSize) * cols;
      const rowBit = 1 << (y % tileSize);
      let i = y * size + left;
      for (let x = left; x < right; x++, i++) {
        let already = (coverage[i] as number) - base;
        if (already === 255) continue;
        if (already < 0) already = 0;
        const px = x + 0.5 - ax;
        // Distance from the pixel's centre to the piece.
        let t = (px * dx + py * dy) * inverse;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = px - t * dx;
        const ey = py - t * dy;
        const distSq = ex * ex + ey * ey;
        if (distSq >= outerSq) continue;
        let cover = 255;
        if (distSq > innerSq) {
          const c = reach - Math.sqrt(distSq);
          cover = Math.round(255 * (c < peak ? c : peak));
        }
        if (cover <= already) continue;
        coverage[i] = base + cover;
        if (blend(layer, i * 4, (cover - already) / (255 - already), erase, r, g, b)) {
          const tile = tileRow + Math.floor(x / tileSize);
          changed[tile] = (changed[tile] as number) | rowBit;
        }
      }
    }
  }
}

/**
 * Source-over of an opaque colour with alpha `t`, or destination-out with `t` (eraser). True
 * when the pixel changed.
 */
const blend = (
  layer: Uint8ClampedArray,
  at: number,
  t: number,
  erase: boolean,
  r: number,
  g: number,
  b: number,
): boolean => {
  const r0 = layer[at] as number;
  const g0 = layer[at + 1] as number;
  const b0 = layer[at + 2] as number;
  const a0 = layer[at + 3] as number;
  let r1 = r;
  let g1 = g;
  let b1 = b;
  let a1 = 255;
  if (erase) {
    a1 = Math.round(a0 * (1 - t));
    r1 = r0;
    g1 = g0;
    b1 = b0;
  } else if (t < 1) {
    if (a0 === 0) {
      a1 = Math.round(t * 255);
    } else {
      const keep = (a0 / 255) * (1 - t);
      const out = t + keep;
      r1 = Math.round((r * t + r0 * keep) / out);
      g1 = Math.round((g * t + g0 * keep) / out);
      b1 = Math.round((b * t + b0 * keep) / out);
      a1 = Math.round(out * 255);
    }
  }
  // Nothing left: transparent black, as a canvas reads back a cleared pixel.
  if (a1 === 0) r1 = g1 = b1 = 0;
  if (r1 === r0 && g1 === g0 && b1 === b0 && a1 === a0) return false;
  layer[at] = r1;
  layer[at + 1] = g1;
  layer[at + 2] = b1;
  layer[at + 3] = a1;
  return true;
};
