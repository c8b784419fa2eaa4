import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitView,
  isFitView,
  movePinch,
  panBy,
  scaleLimits,
  startPinch,
  toDocument,
  wheelView,
  zoomAt,
} from './viewport';

const square = { width: 512, height: 512 };
const wide = { width: 1024, height: 600 };

describe('viewport', () => {
  it('fits the page to the container width (spec: width ÷ 1024)', () => {
    expect(fitView(square)).toEqual({ scale: 0.5, x: 0, y: 0 });
    // Taller than the viewport: top-aligned, not centred.
    expect(fitView(wide)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('in a contain viewport, fits the whole page: centred across, at the top down', () => {
    // A phone: the viewport takes the free height; the page sits at its top, the room below
    // stays free for the palette.
    expect(fitView({ width: 358, height: 572, contain: true })).toEqual({ scale: 358 / 1024, x: 0, y: 0 });
    // A desktop: the height limits the page, which is centred across the width.
    expect(fitView({ width: 900, height: 612, contain: true })).toEqual({
      scale: 612 / 1024,
      x: (900 - 612) / 2,
      y: 0,
    });
  });

  it('maps viewport points to document coordinates at any zoom and pan', () => {
    expect(toDocument({ x: 256, y: 128 }, { scale: 0.5, x: 0, y: 0 })).toEqual({ x: 512, y: 256 });
    expect(toDocument({ x: 100, y: 100 }, { scale: 2, x: -300, y: -100 })).toEqual({ x: 200, y: 100 });
    expect(toDocument({ x: 0, y: 0 }, { scale: 0.25, x: 64, y: 32 })).toEqual({ x: -256, y: -128 });
  });

  it('keeps the point under the cursor fixed while zooming', () => {
    const anchor = { x: 300, y: 200 };
    const before = toDocument(anchor, fitView(square));
    const zoomed = zoomAt(fitView(square), 2, anchor, square);
    expect(zoomed.scale).toBe(2);
    const after = toDocument(anchor, zoomed);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('limits the zoom and keeps the page on screen', () => {
    const { min, max } = scaleLimits(square);
    expect(zoomAt(fitView(square), 100, { x: 0, y: 0 }, square).scale).toBe(max);
    expect(zoomAt(fitView(square), 0.01, { x: 0, y: 0 }, square).scale).toBe(min);
    // Zoomed in: no gap beyond the page's edges.
    expect(panBy({ scale: 1, x: 0, y: 0 }, 500, 500, square)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(panBy({ scale: 1, x: 0, y: 0 }, -5000, -5000, square)).toEqual({ scale: 1, x: -512, y: -512 });
    // Smaller than the viewport: centred.
    expect(clampView({ scale: 0.25, x: 0, y: 0 }, square)).toEqual({ scale: 0.5, x: 0, y: 0 });
    expect(clampView({ scale: 0.75, x: 40, y: 0 }, wide).x).toBe(128);
  });

  it('zooms with pinch-to-zoom wheels and pans with plain wheels', () => {
    const start = fitView(square);
    const zoomed = wheelView(
      start,
      { deltaX: 0, deltaY: -100, zoom: true, anchor: { x: 256, y: 256 } },
      square,
    );
    expect(zoomed.scale).toBeCloseTo(start.scale * Math.exp(0.25));
    const panned = wheelView(zoomed, { deltaX: 10, deltaY: 20, zoom: false, anchor: { x: 0, y: 0 } }, square);
    expect(panned.x).toBeCloseTo(zoomed.x - 10);
    expect(panned.y).toBeCloseTo(zoomed.y - 20);
  });

  it('zooms about the fingers and pans with them', () => {
    const start = fitView(square);
    const pinch = startPinch(start, { x: 200, y: 256 }, { x: 312, y: 256 });
    const spread = movePinch(pinch, { x: 144, y: 256 }, { x: 368, y: 256 }, square);
    expect(spread.scale).toBeCloseTo(1);
    // The document point between the fingers stays between them.
    expect(toDocument({ x: 256, y: 256 }, spread).x).toBeCloseTo(512);
    const moved = movePinch(pinch, { x: 190, y: 246 }, { x: 302, y: 246 }, square);
    expect(moved.scale).toBeCloseTo(0.5);
    expect(isFitView(spread, square)).toBe(false);
    expect(isFitView(start, square)).toBe(true);
  });
});
