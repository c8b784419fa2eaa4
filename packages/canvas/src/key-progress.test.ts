import { beforeAll, describe, expect, it } from 'vitest';
import { parseHex } from './color';
import { layoutColorKey } from './key-layout';
import { KeyProgress } from './key-progress';
import { KEY_PALETTE, keyTestPage, POINTS, testKey } from './key-test-page.testing';
import { paintRegion } from './region-pixels';
import { labelRegions, type RegionMap, regionAt } from './regions';
import { createImage, type RgbaImage } from './types';

let map: RegionMap;
beforeAll(() => {
  map = labelRegions(keyTestPage());
});

const setup = () => {
  const layout = layoutColorKey(map, testKey());
  const layer = createImage(map.width, map.height);
  return { layout, layer, progress: new KeyProgress(map, layout) };
};
const regionOf = (point: { x: number; y: number }) => regionAt(map, point.x, point.y);
const fill = (layer: RgbaImage, point: { x: number; y: number }, hex: string) =>
  paintRegion(map, layer, regionOf(point), parseHex(hex));
const isDone = (progress: KeyProgress, point: { x: number; y: number }) =>
  progress.done[progress.layout.entryOf[regionOf(point)] as number] === 1;

/** Paints rows y0..y1 of the left box's inside (100–400) opaque, as a brush would. */
const paintRows = (layer: RgbaImage, y0: number, y1: number, hex: string, alpha = 255) => {
  const [r, g, b] = parseHex(hex);
  for (let y = y0; y < y1; y++)
    for (let x = 100; x < 400; x++) layer.data.set([r, g, b, alpha], (y * layer.width + x) * 4);
};

describe('KeyProgress', () => {
  it('counts a region filled with its key colour as done, k of N', () => {
    const { layer, progress } = setup();
    expect(progress.update(layer)).toBe(false);
    expect(progress.summary).toEqual({ done: 0, total: 5 });
    fill(layer, POINTS.left, KEY_PALETTE[0]);
    expect(progress.update(layer)).toBe(true);
    expect(progress.summary).toEqual({ done: 1, total: 5 });
    expect(isDone(progress, POINTS.left)).toBe(true);
    expect(progress.complete).toBe(false);
  });

  it('keeps a region with a wrong colour, even a near one, not done', () => {
    const { layer, progress } = setup();
    fill(layer, POINTS.left, KEY_PALETTE[1]);
    // The right box's key is green: an orange shows red (its nearest key colour), not green.
    fill(layer, POINTS.right, '#ef6644');
    progress.update(layer);
    expect(isDone(progress, POINTS.left)).toBe(false);
    expect(isDone(progress, POINTS.right)).toBe(false);
    fill(layer, POINTS.right, KEY_PALETTE[1]);
    progress.update(layer);
    expect(isDone(progress, POINTS.right)).toBe(true);
  });

  it('counts brush work once 90 % of the region shows the colour', () => {
    const { layer, progress } = setup();
    // The open inside of the box is 103–397 (294 rows): 260 rows are 88 %, 270 are 92 %.
    paintRows(layer, 100, 360, KEY_PALETTE[0]);
    progress.update(layer, { x: 100, y: 100, width: 300, height: 260 });
    expect(isDone(progress, POINTS.left)).toBe(false);
    paintRows(layer, 360, 370, KEY_PALETTE[0]);
    progress.update(layer, { x: 100, y: 360, width: 300, height: 10 });
    expect(isDone(progress, POINTS.left)).toBe(true);
  });

  it('counts a slightly varied or translucent stroke of the colour, not a faint wash', () => {
    const { layer, progress } = setup();
    paintRows(layer, 100, 400, '#e84a40', 230);
    progress.update(layer);
    expect(isDone(progress, POINTS.left)).toBe(true);
    paintRows(layer, 100, 400, KEY_PALETTE[0], 90);
    progress.update(layer);
    expect(isDone(progress, POINTS.left)).toBe(false);
  });

  it('recounts only the regions a change reached, and undoes a region that loses its colour', () => {
    const { layer, progress } = setup();
    fill(layer, POINTS.left, KEY_PALETTE[0]);
    // A change elsewhere does not look at the left box.
    progress.update(layer, { x: 600, y: 600, width: 10, height: 10 });
    expect(isDone(progress, POINTS.left)).toBe(false);
    progress.update(layer, { x: 200, y: 200, width: 1, height: 1 });
    expect(isDone(progress, POINTS.left)).toBe(true);
    const version = progress.version;
    layer.data.fill(0);
    expect(progress.update(layer)).toBe(true);
    expect(progress.summary.done).toBe(0);
    expect(progress.version).toBe(version + 1);
  });

  it('lists what is left per swatch and the pending regions largest first', () => {
    const { layer, progress, layout } = setup();
    expect([0, 1, 2, 3].map((c) => progress.remaining(c))).toEqual([1, 2, 1, 1]);
    fill(layer, POINTS.small, KEY_PALETTE[1]);
    progress.update(layer);
    expect(progress.remaining(1)).toBe(1);
    const areas = progress.pending().map((e) => layout.area[e] as number);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    expect(progress.pending()).toHaveLength(4);
  });

  it('counts a palette that repeats a colour under its first index for both', () => {
    const key = testKey();
    const layout = layoutColorKey(map, { ...key, palette: [...KEY_PALETTE, KEY_PALETTE[0]] });
    const layer = createImage(map.width, map.height);
    const progress = new KeyProgress(map, layout);
    fill(layer, POINTS.left, KEY_PALETTE[0]);
    progress.update(layer);
    expect(isDone(progress, POINTS.left)).toBe(true);
  });
});
