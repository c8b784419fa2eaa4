import { drawBox, drawRing, whitePage } from '@colorbook/test-servers/synthetic-page';
import { describe, expect, it } from 'vitest';
import type { Rgba } from './color';
import { gradientShader } from './gradient-fill';
import { PATTERN_CELL, type PATTERNS, patternCoverage, patternShader } from './pattern-fill';
import { type PixelShader, shadeRegionAt } from './region-pixels';
import { fillKnownRegion, labelRegions } from './regions';
import { createImage } from './types';

const RED: Rgba = [255, 0, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];

describe('shadeRegionAt', () => {
  it('shades exactly the pixels a plain fill paints, including taps the map cannot answer', () => {
    const page = whitePage(200, 160);
    drawBox(page, 4, 4, 196, 7);
    drawBox(page, 4, 153, 196, 156);
    drawBox(page, 4, 4, 7, 156);
    drawBox(page, 193, 4, 196, 156);
    drawRing(page, 60, 70, 35, 3);
    drawRing(page, 140, 90, 30, 1.6);
    // A channel 4 px wide: thinner than the dilation, so its taps fall back to a search.
    drawBox(page, 20, 120, 180, 122);
    drawBox(page, 20, 126, 180, 128);
    const map = labelRegions(page);
    const mark: PixelShader = (data, i) => data.set([9, 9, 9, 255], i * 4);
    let compared = 0;
    for (const gapClose of [undefined, 2]) {
      for (const [x, y] of [
        [60, 70],
        [140, 90],
        [100, 40],
        [100, 124],
        [12, 140],
      ] as const) {
        const plain = createImage(200, 160);
        const shaded = createImage(200, 160);
        const want = fillKnownRegion(map, plain, x, y, RED, { gapClose });
        const got = shadeRegionAt(map, shaded, x, y, mark, { gapClose });
        expect([x, y, gapClose, got]).toEqual([x, y, gapClose, want]);
        for (let i = 0; i < 200 * 160; i++)
          if ((plain.data[i * 4 + 3] === 255) !== (shaded.data[i * 4 + 3] === 255))
            expect.fail(`pixel ${i} differs for a tap at ${x},${y} (gap ${gapClose})`);
        compared++;
      }
    }
    expect(compared).toBe(10);
    // On a line: nothing.
    expect(shadeRegionAt(map, createImage(200, 160), 5, 50, mark)).toBeNull();
  });
});

describe('gradientShader', () => {
  const shade = (shader: PixelShader, x: number, y: number) => {
    const data = new Uint8ClampedArray(4);
    shader(data, 0, x, y);
    return [...data];
  };

  it('runs from the first colour at the drag’s start to the second at its end, opaque', () => {
    const linear = gradientShader({ from: RED, to: BLUE, x0: 0.5, y0: 0.5, x1: 100.5, y1: 0.5 });
    expect(shade(linear, 0, 40)).toEqual([255, 0, 0, 255]);
    expect(shade(linear, 100, 7)).toEqual([0, 0, 255, 255]);
    expect(shade(linear, 300, 7)).toEqual([0, 0, 255, 255]);
    const middle = shade(linear, 50, 3);
    expect(Math.abs((middle[0] as number) - 127.5)).toBeLessThanOrEqual(1);
    expect(Math.abs((middle[2] as number) - 127.5)).toBeLessThanOrEqual(1);
  });

  it('spreads from the start outwards when radial', () => {
    const radial = gradientShader({
      from: RED,
      to: BLUE,
      x0: 50.5,
      y0: 50.5,
      x1: 90.5,
      y1: 50.5,
      radial: true,
    });
    expect(shade(radial, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(shade(radial, 50, 90)).toEqual([0, 0, 255, 255]);
    const a = shade(radial, 70, 50);
    const b = shade(radial, 50, 30);
    expect(Math.abs((a[0] as number) - (b[0] as number))).toBeLessThanOrEqual(1);
  });
});

describe('patterns', () => {
  const inkShare = (kind: (typeof PATTERNS)[number]) => {
    let sum = 0;
    const n = PATTERN_CELL * 2;
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) sum += patternCoverage(kind, x, y);
    return sum / (n * n);
  };

  it('covers a share of the page typical of each pattern, with the shape at each cell’s centre', () => {
    expect(inkShare('stripes')).toBeCloseTo(7 / 16, 1);
    expect(inkShare('dots')).toBeCloseTo((Math.PI * 5.5 * 5.5) / (PATTERN_CELL * PATTERN_CELL), 1);
    for (const kind of ['stars', 'hearts'] as const) {
      expect(inkShare(kind)).toBeGreaterThan(0.08);
      expect(inkShare(kind)).toBeLessThan(0.35);
    }
    const centre = PATTERN_CELL / 2;
    for (const kind of ['dots', 'stars', 'hearts'] as const) {
      expect([kind, patternCoverage(kind, centre, centre)]).toEqual([kind, 1]);
      expect([kind, patternCoverage(kind, 0, 0)]).toEqual([kind, 0]);
    }
  });

  it('lays the ink over the paint already there, or over a background', () => {
    const data = new Uint8ClampedArray([10, 200, 10, 255]);
    const centre = PATTERN_CELL / 2;
    patternShader('dots', RED, null)(data, 0, 0, 0);
    expect([...data]).toEqual([10, 200, 10, 255]);
    patternShader('dots', RED, null)(data, 0, centre, centre);
    expect([...data]).toEqual([255, 0, 0, 255]);
    const bare = new Uint8ClampedArray(4);
    patternShader('dots', RED, BLUE)(bare, 0, 0, 0);
    expect([...bare]).toEqual([0, 0, 255, 255]);
  });
});
