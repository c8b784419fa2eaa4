import { blend } from './blend';
import { type BrushTexture, texturedCapsule } from './brush-texture';
import { capsuleShape } from './capsule';
import type { StrokeSegment } from './stroke';

/**
 * What the brush does to a pixel: lay a colour over it (opaque, or as a texture lays it), or
 * take its alpha away (eraser).
 */
export type RasterInk =
  | {
      readonly erase: false;
      readonly rgb: readonly [number, number, number];
      readonly texture?: BrushTexture;
    }
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
   * once every 255 strokes, when `base` runs out of room. Public for the textured painter
   * (brush-texture.ts), which keeps coverage the same way.
   */
  readonly coverage: Uint16Array;
  base = 0;
  readonly cols: number;

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
    if (!ink.erase && ink.texture && ink.texture !== 'plain') {
      texturedCapsule(this, layer, ax, ay, bx, by, radius, ink.rgb, ink.texture);
      return;
    }
    const { size, coverage, changed, tileSize, cols, base } = this;
    const shape = capsuleShape(ax, ay, bx, by, radius, size);
    if (!shape) return;
    const { left, top, right, bottom, dx, dy, inverse, reach, outerSq, peak } = shape;
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
