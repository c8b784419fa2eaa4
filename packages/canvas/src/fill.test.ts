import { drawBox, drawRing, pixelAt, whitePage } from '@colorbook/test-servers/synthetic-page';
import { describe, expect, it } from 'vitest';
import { darknessAt } from './color';
import { DEFAULT_GAP_CLOSE, fillRegion } from './fill';
import { createLineMask, DEFAULT_LINE_THRESHOLD } from './line-mask';
import { createImage, type RgbaImage } from './types';

const RED = [239, 68, 68, 255] as const;
const BLUE = [59, 130, 246, 255] as const;
const alphaAt = (layer: RgbaImage, x: number, y: number) => pixelAt(layer, x, y)[3];

/** Two chambers side by side; the wall between them has a gap of `gap` rows around y = 40. */
const chambers = (gap: number) => {
  const page = whitePage(120, 80);
  drawBox(page, 10, 10, 110, 13);
  drawBox(page, 10, 67, 110, 70);
  drawBox(page, 10, 10, 13, 70);
  drawBox(page, 107, 10, 110, 70);
  const top = 40 - Math.floor(gap / 2);
  // Fractional x edges give the wall an anti-aliased fringe; the gap ends are crisp rows.
  drawBox(page, 58.5, 13, 61.5, top);
  drawBox(page, 58.5, top + gap, 61.5, 67);
  return page;
};

const ringPage = () => {
  const page = whitePage(200, 200);
  drawRing(page, 100, 100, 60, 3.4);
  return page;
};

describe('fillRegion', () => {
  it('fills the inside of a closed shape and nothing outside it', () => {
    const page = ringPage();
    const layer = createImage(200, 200);
    const rect = fillRegion(createLineMask(page), layer, 100, 100, RED);
    expect(pixelAt(layer, 100, 100)).toEqual([...RED]);
    expect(pixelAt(layer, 100, 45)).toEqual([...RED]);
    expect(alphaAt(layer, 5, 5)).toBe(0);
    expect(alphaAt(layer, 100, 36)).toBe(0);
    expect(rect).not.toBeNull();
    expect(rect?.x).toBeGreaterThanOrEqual(36);
    expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThanOrEqual(164);
  });

  it('leaves no white halo: every anti-aliased fringe pixel inside the line is coloured', () => {
    const page = ringPage();
    const layer = createImage(200, 200);
    fillRegion(createLineMask(page), layer, 100, 100, RED);
    let fringe = 0;
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        const d = Math.hypot(x + 0.5 - 100, y + 0.5 - 100);
        if (d > 60) continue;
        // Everything inside the ring's centre line: open pixels, the light fringe, and the
        // dark inner half of the stroke, which the multiplied line art hides anyway.
        const darkness = darknessAt(page.data, (y * 200 + x) * 4);
        if (darkness > 0 && darkness < DEFAULT_LINE_THRESHOLD) fringe++;
        if (d < 59) expect(alphaAt(layer, x, y), `pixel ${x},${y}`).toBe(255);
      }
    }
    expect(fringe).toBeGreaterThan(50);
  });

  it('does not bleed across a thin anti-aliased line', () => {
    const page = ringPage();
    const layer = createImage(200, 200);
    fillRegion(createLineMask(page), layer, 100, 100, RED);
    for (let angle = 0; angle < Math.PI * 2; angle += 0.05) {
      const x = Math.round(100 + Math.cos(angle) * 64.5);
      const y = Math.round(100 + Math.sin(angle) * 64.5);
      expect(alphaAt(layer, x, y), `pixel ${x},${y}`).toBe(0);
    }
  });

  it.each([1, 2, 3, 4, 5, 6])('does not leak through a %i px gap with the default gap closing', (gap) => {
    expect(DEFAULT_GAP_CLOSE).toBe(6);
    const layer = createImage(120, 80);
    fillRegion(createLineMask(chambers(gap)), layer, 30, 40, RED);
    expect(alphaAt(layer, 30, 40)).toBe(255);
    expect(alphaAt(layer, 85, 40)).toBe(0);
    expect(alphaAt(layer, 64, 40)).toBe(0);
  });

  it.each([
    [2, 2],
    [4, 4],
    [10, 10],
  ])('with gapClose %i, a gap of %i px holds and one pixel more leaks', (gapClose, gap) => {
    const held = createImage(120, 80);
    fillRegion(createLineMask(chambers(gap)), held, 30, 40, RED, { gapClose });
    expect(alphaAt(held, 85, 40)).toBe(0);
    const leaked = createImage(120, 80);
    fillRegion(createLineMask(chambers(gap + 1)), leaked, 30, 40, RED, { gapClose });
    expect(alphaAt(leaked, 85, 40)).toBe(255);
  });

  it('fills the whole other chamber like a plain fill once the gap is wider than gapClose', () => {
    const layer = createImage(120, 80);
    fillRegion(createLineMask(chambers(16)), layer, 30, 40, RED, { gapClose: 6 });
    for (const [x, y] of [
      [85, 40],
      [100, 20],
      [100, 60],
      [64, 15],
    ] as const) {
      expect(alphaAt(layer, x, y), `pixel ${x},${y}`).toBe(255);
    }
  });

  it('with gap closing off, a one pixel gap leaks', () => {
    const layer = createImage(120, 80);
    fillRegion(createLineMask(chambers(1)), layer, 30, 40, RED, { gapClose: 0 });
    expect(alphaAt(layer, 85, 40)).toBe(255);
  });

  it('grows back into the band the gap closing removed: corners and wall edges are coloured', () => {
    const page = chambers(4);
    const layer = createImage(120, 80);
    fillRegion(createLineMask(page), layer, 30, 40, RED);
    // Every non-line pixel of the left chamber, including the 90° corners and the strip
    // along the walls that the dilation closed off, is coloured.
    for (let y = 13; y < 67; y++) {
      for (let x = 13; x < 58; x++) expect(alphaAt(layer, x, y), `pixel ${x},${y}`).toBe(255);
    }
    // The gap itself is coloured only up to the wall's far edge, never into the other chamber.
    for (let y = 13; y < 67; y++) expect(alphaAt(layer, 62, y), `pixel 62,${y}`).toBe(0);
  });

  it('fills the same region from a tap close to a line as from its middle', () => {
    const page = chambers(4);
    const mask = createLineMask(page);
    const middle = createImage(120, 80);
    const nearLine = createImage(120, 80);
    fillRegion(mask, middle, 30, 40, RED);
    fillRegion(mask, nearLine, 14, 14, RED);
    expect(nearLine.data).toEqual(middle.data);
  });

  it('fills a channel narrower than the gap closing', () => {
    const page = whitePage(80, 40);
    drawBox(page, 5, 10, 75, 12);
    drawBox(page, 5, 16, 75, 18);
    const layer = createImage(80, 40);
    expect(fillRegion(createLineMask(page), layer, 40, 14, BLUE)).not.toBeNull();
    expect(alphaAt(layer, 40, 13)).toBe(255);
    expect(alphaAt(layer, 70, 14)).toBe(255);
  });

  it('does nothing for a tap on a line or off the page', () => {
    const page = ringPage();
    const layer = createImage(200, 200);
    const mask = createLineMask(page);
    expect(fillRegion(mask, layer, 160, 100, RED)).toBeNull();
    expect(fillRegion(mask, layer, -1, 5, RED)).toBeNull();
    expect(fillRegion(mask, layer, 5, 200, RED)).toBeNull();
    expect(layer.data.every((v) => v === 0)).toBe(true);
  });

  it('returns the exact box of the changed pixels', () => {
    const page = ringPage();
    const layer = createImage(200, 200);
    const rect = fillRegion(createLineMask(page), layer, 100, 100, RED);
    let minX = 200;
    let minY = 200;
    let maxX = -1;
    let maxY = -1;
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        if (alphaAt(layer, x, y) === 0) continue;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    expect(rect).toEqual({ x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 });
  });

  it('replaces earlier colour in the region, keeps other regions, and reuses one mask per page', () => {
    const page = ringPage();
    const mask = createLineMask(page);
    const layer = createImage(200, 200);
    fillRegion(mask, layer, 5, 5, BLUE);
    fillRegion(mask, layer, 100, 100, BLUE);
    fillRegion(mask, layer, 100, 100, RED);
    expect(pixelAt(layer, 100, 100)).toEqual([...RED]);
    expect(pixelAt(layer, 5, 5)).toEqual([...BLUE]);
    expect(pixelAt(layer, 195, 195)).toEqual([...BLUE]);
  });
});
