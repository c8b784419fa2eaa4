import { describe, expect, it } from 'vitest';
import type { StrokeSegment } from './stroke';
import { StrokeSmoother } from './stroke';
import { type RasterInk, StrokeRaster } from './stroke-raster';
import { straight } from './stroke-test-segments';

const SIZE = 128;
const RED: RasterInk = { erase: false, rgb: [220, 40, 30] };
const ERASER: RasterInk = { erase: true };

const blank = () => new Uint8ClampedArray(SIZE * SIZE * 4);
const alphaAt = (layer: Uint8ClampedArray, x: number, y: number) => layer[(y * SIZE + x) * 4 + 3] as number;
/** Painted area in pixels: the sum of alpha. */
const area = (layer: Uint8ClampedArray) => {
  let sum = 0;
  for (let i = 3; i < layer.length; i += 4) sum += (layer[i] as number) / 255;
  return sum;
};

describe('StrokeRaster', () => {
  it('paints a round dot of the brush width with a one-pixel soft edge', () => {
    const layer = blank();
    new StrokeRaster(SIZE, 32).paint(layer, { kind: 'dot', x: 64, y: 64, width: 20 }, RED);
    expect(area(layer)).toBeCloseTo(Math.PI * 100, -1);
    expect(alphaAt(layer, 64, 64)).toBe(255);
    expect(layer.subarray((64 * SIZE + 64) * 4, (64 * SIZE + 64) * 4 + 3)).toEqual(
      new Uint8ClampedArray([220, 40, 30]),
    );
    expect(alphaAt(layer, 64, 80)).toBe(0);
    // The edge: partly covered pixels in a thin ring, no wider than a pixel.
    let soft = 0;
    for (let i = 3; i < layer.length; i += 4) if (layer[i] !== 0 && layer[i] !== 255) soft++;
    expect(soft).toBeGreaterThan(2 * Math.PI * 10 * 0.6);
    expect(soft).toBeLessThan(2 * Math.PI * 10 * 1.6);
  });

  it('paints a line of its length times its width, with round caps', () => {
    const layer = blank();
    new StrokeRaster(SIZE, 32).paint(layer, straight(20, 40, 100, 40, 10), RED);
    expect(area(layer)).toBeCloseTo(80 * 10 + Math.PI * 25, -1);
    expect(alphaAt(layer, 60, 40)).toBe(255);
    expect(alphaAt(layer, 60, 47)).toBe(0);
    // Round caps: past the end on the axis, but not at the corner of a square cap.
    expect(alphaAt(layer, 103, 40)).toBe(255);
    expect(alphaAt(layer, 104, 44)).toBe(0);
  });

  it('does not darken where the pieces of one stroke overlap', () => {
    const once = blank();
    new StrokeRaster(SIZE, 32).paint(once, straight(10, 64, 118, 64, 14), RED);
    // The same line from many short overlapping segments, plus dots on the joins.
    const pieces = blank();
    const raster = new StrokeRaster(SIZE, 32);
    for (let x = 10; x < 118; x += 3) {
      raster.paint(pieces, straight(x, 64, Math.min(118, x + 3), 64, 14), RED);
      raster.paint(pieces, { kind: 'dot', x, y: 64, width: 14 }, RED);
    }
    let worst = 0;
    for (let i = 0; i < once.length; i++)
      worst = Math.max(worst, Math.abs((once[i] as number) - (pieces[i] as number)));
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('draws a smoothed stroke without gaps between its segments', () => {
    const layer = blank();
    const raster = new StrokeRaster(SIZE, 32);
    const smoother = new StrokeSmoother({ brushSize: 8, zoom: 1 });
    const segments = [...smoother.begin({ x: 10, y: 10 })];
    for (let t = 1; t <= 30; t++) segments.push(...smoother.add([{ x: 10 + t * 3.5, y: 10 + t * 3.5 }]));
    segments.push(...smoother.end());
    for (const segment of segments) raster.paint(layer, segment, RED);
    for (let t = 0; t <= 105; t++) expect(alphaAt(layer, 10 + t, 10 + t)).toBe(255);
  });

  it('erases what is under the eraser and leaves transparent black', () => {
    const layer = blank();
    const raster = new StrokeRaster(SIZE, 32);
    raster.paint(layer, straight(10, 64, 118, 64, 30), RED);
    raster.begin();
    raster.paint(layer, straight(10, 64, 118, 64, 10), ERASER);
    expect([...layer.subarray((64 * SIZE + 64) * 4, (64 * SIZE + 64) * 4 + 4)]).toEqual([0, 0, 0, 0]);
    expect(alphaAt(layer, 64, 75)).toBe(255);
  });

  it('stays inside the layer for strokes that leave it', () => {
    const layer = blank();
    const raster = new StrokeRaster(SIZE, 32);
    raster.paint(layer, straight(-40, -40, 20, 20, 16), RED);
    raster.paint(layer, { kind: 'dot', x: SIZE + 3, y: 60, width: 12 }, RED);
    expect(alphaAt(layer, 0, 0)).toBe(255);
    expect(alphaAt(layer, SIZE - 1, 60)).toBe(255);
    expect(layer.length).toBe(SIZE * SIZE * 4);
  });

  it('reports exactly the tiles whose pixels changed, and forgets them at the next stroke', () => {
    const layer = blank();
    const raster = new StrokeRaster(SIZE, 32);
    raster.paint(layer, { kind: 'dot', x: 40, y: 40, width: 6 }, RED);
    expect([...raster.changed.keys()].filter((i) => raster.changed[i])).toEqual([5]);
    raster.begin();
    expect(raster.changed.every((flag) => flag === 0)).toBe(true);
    // The same ink over the same paint changes nothing.
    raster.paint(layer, { kind: 'dot', x: 40, y: 40, width: 4 }, RED);
    expect(raster.changed.every((flag) => flag === 0)).toBe(true);
  });

  it('starts each stroke uncovered, also after hundreds of strokes', () => {
    const layer = blank();
    const raster = new StrokeRaster(SIZE, 32);
    const dot: StrokeSegment = { kind: 'dot', x: 64, y: 64, width: 10 };
    // Past the 255 strokes after which the coverage buffer is cleared and counted from 0 again.
    for (let stroke = 0; stroke < 600; stroke++) {
      raster.begin();
      raster.paint(layer, dot, stroke % 2 === 0 ? RED : ERASER);
      expect(alphaAt(layer, 64, 64)).toBe(stroke % 2 === 0 ? 255 : 0);
      expect(raster.changed[10]).not.toBe(0);
    }
  });
});
