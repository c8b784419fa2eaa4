import { describe, expect, it } from 'vitest';
import { type BrushTexture, WATERCOLOR_ALPHA } from './brush-texture';
import type { StrokeSegment } from './stroke';
import { StrokeRaster } from './stroke-raster';
import { straight } from './stroke-test-segments';

const SIZE = 128;
const BLUE = [40, 90, 230] as const;

/** One stroke of `segments` with the texture, as the engine draws it (begin, then each piece). */
const stroke = (
  raster: StrokeRaster,
  layer: Uint8ClampedArray,
  texture: BrushTexture,
  segments: StrokeSegment[],
  rgb: readonly [number, number, number] = BLUE,
) => {
  raster.begin();
  for (const segment of segments) raster.paint(layer, segment, { erase: false, rgb, texture });
};

const across = () => [straight(10, 64, 118, 64, 24)];
/** Alphas of the stroke's core: rows 60–68 between x 20 and 108. */
const coreAlphas = (layer: Uint8ClampedArray) => {
  const out: number[] = [];
  for (let y = 60; y < 68; y++)
    for (let x = 20; x < 108; x++) out.push(layer[(y * SIZE + x) * 4 + 3] as number);
  return out;
};
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

describe('textured brushes', () => {
  it('crayon leaves paper grain in the stroke, and going over it again fills the grain in', () => {
    const layer = new Uint8ClampedArray(SIZE * SIZE * 4);
    const raster = new StrokeRaster(SIZE, 32);
    stroke(raster, layer, 'crayon', across());
    const once = coreAlphas(layer);
    const grainy = once.filter((a) => a < 250).length / once.length;
    expect(grainy).toBeGreaterThan(0.1);
    expect(grainy).toBeLessThan(0.7);
    expect(Math.min(...once)).toBeGreaterThan(0);
    stroke(raster, layer, 'crayon', across());
    expect(mean(coreAlphas(layer))).toBeGreaterThan(mean(once) + 5);
  });

  it('crayon’s grain belongs to the paper: the same stroke twice over blank paper is the same', () => {
    const a = new Uint8ClampedArray(SIZE * SIZE * 4);
    const b = new Uint8ClampedArray(SIZE * SIZE * 4);
    stroke(new StrokeRaster(SIZE, 32), a, 'crayon', across());
    stroke(new StrokeRaster(SIZE, 32), b, 'crayon', across());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('marker is flat within a stroke and darkens where it goes over paint', () => {
    const layer = new Uint8ClampedArray(SIZE * SIZE * 4);
    const raster = new StrokeRaster(SIZE, 32);
    // Back and forth in one stroke: no darker where the stroke crosses itself.
    stroke(raster, layer, 'marker', [straight(10, 64, 118, 64, 24), straight(118, 64, 10, 64, 24)]);
    const at = (x: number, y: number) => [...layer.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4)];
    expect(at(64, 64)).toEqual([...BLUE, 255]);
    expect(at(30, 62)).toEqual([...BLUE, 255]);
    stroke(raster, layer, 'marker', [straight(64, 10, 64, 118, 24)]);
    const crossing = at(64, 64);
    const fresh = at(64, 20);
    expect(fresh).toEqual([...BLUE, 255]);
    for (let k = 0; k < 3; k++) expect(crossing[k] as number).toBeLessThanOrEqual(BLUE[k] as number);
    expect((crossing[0] as number) + (crossing[1] as number) + (crossing[2] as number)).toBeLessThan(
      BLUE[0] + BLUE[1] + BLUE[2] - 30,
    );
  });

  it('watercolour lays a thin wash with a soft edge that builds up stroke after stroke', () => {
    const layer = new Uint8ClampedArray(SIZE * SIZE * 4);
    const raster = new StrokeRaster(SIZE, 32);
    // Over itself within one stroke the wash does not build up.
    stroke(raster, layer, 'watercolor', [straight(10, 64, 118, 64, 24), straight(118, 64, 10, 64, 24)]);
    const centre = layer[(64 * SIZE + 64) * 4 + 3] as number;
    expect(centre).toBeGreaterThan(255 * WATERCOLOR_ALPHA * 0.65);
    expect(centre).toBeLessThanOrEqual(Math.ceil(255 * WATERCOLOR_ALPHA));
    // The edge fades over several pixels, not one.
    const column = Array.from({ length: 14 }, (_, k) => layer[((64 - k) * SIZE + 64) * 4 + 3] as number);
    const fading = column.filter((a) => a > 0 && a < centre * 0.9).length;
    expect(fading).toBeGreaterThanOrEqual(4);
    stroke(raster, layer, 'watercolor', across());
    const twice = layer[(64 * SIZE + 64) * 4 + 3] as number;
    expect(twice).toBeGreaterThan(centre + 30);
    stroke(raster, layer, 'watercolor', across());
    stroke(raster, layer, 'watercolor', across());
    expect(layer[(64 * SIZE + 64) * 4 + 3] as number).toBeGreaterThan(200);
  });

  it('records the rows each textured stroke changed, as plain strokes do, for the history', () => {
    for (const texture of ['crayon', 'marker', 'watercolor'] as const) {
      const layer = new Uint8ClampedArray(SIZE * SIZE * 4);
      const raster = new StrokeRaster(SIZE, 32);
      stroke(raster, layer, texture, across());
      // Rows 52–76 of tiles in tile row 1 (rows 32–63) and 2 (64–95).
      expect([texture, raster.changed[4] !== 0, raster.changed[8] !== 0, raster.changed[0]]).toEqual([
        texture,
        true,
        true,
        0,
      ]);
    }
  });
});
