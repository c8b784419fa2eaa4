import { beforeAll, describe, expect, it } from 'vitest';
import { layoutColorKey } from './key-layout';
import { keyTestPage, POINTS, testKey } from './key-test-page.testing';
import { HighlightMask, overlayNumbers, READABLE_NUMBER_PX } from './overlay-model';
import { regionRect } from './region-pixels';
import { labelRegions, type RegionMap, regionAt } from './regions';

let map: RegionMap;
beforeAll(() => {
  map = labelRegions(keyTestPage());
});

const entryAt = (layout: ReturnType<typeof layoutColorKey>, point: { x: number; y: number }) =>
  layout.entryOf[regionAt(map, point.x, point.y)] as number;

describe('overlayNumbers', () => {
  it('shows swatch numbers (index + 1) at the poles of regions not done yet', () => {
    const layout = layoutColorKey(map, testKey());
    const done = new Uint8Array(layout.count);
    const numbers = overlayNumbers(layout, done, 1, 1);
    expect(numbers.map((n) => n.text).sort()).toEqual(['1', '2', '2', '3', '4']);
    const left = numbers.find((n) => n.entry === entryAt(layout, POINTS.left));
    expect(left).toMatchObject({ text: '1', x: (layout.x[left?.entry ?? 0] as number) + 0.5 });
    expect(numbers.filter((n) => n.highlighted).map((n) => n.text)).toEqual(['2', '2']);
    done[entryAt(layout, POINTS.left)] = 1;
    expect(overlayNumbers(layout, done, 1, null).map((n) => n.text)).not.toContain('1');
  });

  it('shows a small region’s number only when zoomed in far enough to read it', () => {
    const layout = layoutColorKey(map, testKey());
    const done = new Uint8Array(layout.count);
    const small = entryAt(layout, POINTS.small);
    const font = layout.font[small] as number;
    const shownAt = (zoom: number) => overlayNumbers(layout, done, zoom, null).some((n) => n.entry === small);
    expect(shownAt((READABLE_NUMBER_PX - 0.5) / font)).toBe(false);
    expect(shownAt(READABLE_NUMBER_PX / font)).toBe(true);
    // The big boxes' numbers are readable at a phone's fit zoom.
    expect(overlayNumbers(layout, done, 375 / 1024, null).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps numbers a readable size on screen when zoomed far in, and skips those off screen', () => {
    const layout = layoutColorKey(map, testKey());
    const done = new Uint8Array(layout.count);
    const zoomed = overlayNumbers(layout, done, 8, null);
    for (const n of zoomed) expect(n.font * 8).toBeLessThanOrEqual(40);
    // The top left: the left box's number, not the small box's (at 511, 447) nor the background's.
    const view = { x: 0, y: 0, width: 450, height: 450 };
    expect(overlayNumbers(layout, done, 8, null, view).map((n) => n.entry)).toEqual([
      entryAt(layout, POINTS.left),
    ]);
  });
});

describe('HighlightMask', () => {
  const hatchedPixels = (mask: HighlightMask, point: { x: number; y: number }) => {
    const r = regionAt(map, point.x, point.y);
    let n = 0;
    for (let i = 0; i < map.owner.length; i++) if (map.owner[i] === r + 1 && mask.pixels[i * 4 + 3]) n++;
    return n;
  };

  it('hatches the regions still to colour with the swatch, and nothing else', () => {
    const layout = layoutColorKey(map, testKey());
    const done = new Uint8Array(layout.count);
    const mask = new HighlightMask(map.width, map.height);
    const rect = mask.update(map, layout, done, 1);
    expect(mask.any).toBe(true);
    // Swatch 2 (index 1): the right box and the small box, whole (every open pixel tinted).
    expect(hatchedPixels(mask, POINTS.right)).toBe(layout.area[entryAt(layout, POINTS.right)]);
    expect(hatchedPixels(mask, POINTS.small)).toBe(layout.area[entryAt(layout, POINTS.small)]);
    expect(hatchedPixels(mask, POINTS.left)).toBe(0);
    let tinted = 0;
    for (let i = 3; i < mask.pixels.length; i += 4) if (mask.pixels[i]) tinted++;
    expect(tinted).toBe(
      (layout.area[entryAt(layout, POINTS.right)] as number) +
        (layout.area[entryAt(layout, POINTS.small)] as number),
    );
    expect(rect).toMatchObject({ x: expect.any(Number), width: expect.any(Number) });
    // Hatching, not a flat tint: two tones.
    const alphas = new Set<number>();
    for (let i = 3; i < mask.pixels.length; i += 4) if (mask.pixels[i]) alphas.add(mask.pixels[i] as number);
    expect(alphas.size).toBe(2);
  });

  it('drops a region once done and follows a new swatch, changing only what it must', () => {
    const layout = layoutColorKey(map, testKey());
    const done = new Uint8Array(layout.count);
    const mask = new HighlightMask(map.width, map.height);
    mask.update(map, layout, done, 1);
    expect(mask.update(map, layout, done, 1)).toBeNull();
    done[entryAt(layout, POINTS.right)] = 1;
    const changed = mask.update(map, layout, done, 1);
    expect(changed).toEqual(regionRect(map, regionAt(map, POINTS.right.x, POINTS.right.y)));
    expect(hatchedPixels(mask, POINTS.right)).toBe(0);
    expect(hatchedPixels(mask, POINTS.small)).toBeGreaterThan(0);
    mask.update(map, layout, done, 0);
    expect(hatchedPixels(mask, POINTS.small)).toBe(0);
    expect(hatchedPixels(mask, POINTS.left)).toBe(layout.area[entryAt(layout, POINTS.left)]);
    mask.update(map, layout, done, null);
    expect(mask.any).toBe(false);
    expect(mask.pixels.some((v) => v !== 0)).toBe(false);
  });
});
