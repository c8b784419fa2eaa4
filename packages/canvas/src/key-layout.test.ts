import { drawBox, whitePage } from '@colorbook/test-servers/synthetic-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { darknessAt } from './color';
import { fittingFont, keyLayoutBuffers, layoutColorKey, NUMBER_MAX_FONT } from './key-layout';
import { matchKeyPoints } from './key-match';
import { keyTestPage, POINTS, testKey } from './key-test-page.testing';
import { labelRegions, type RegionMap, regionAt } from './regions';
import type { RgbaImage } from './types';

let page: RgbaImage;
let map: RegionMap;
beforeAll(() => {
  page = keyTestPage();
  map = labelRegions(page);
});

const isLine = (x: number, y: number) => darknessAt(page.data, (y * page.width + x) * 4) >= 100;

describe('matchKeyPoints', () => {
  it('names the region a tap at the point fills', () => {
    const points = Object.values(POINTS);
    const regions = [...matchKeyPoints(map, points)];
    expect(regions).toEqual(points.map((p) => regionAt(map, p.x, p.y)));
    expect(new Set(regions).size).toBe(points.length);
  });

  it('snaps a point on a line to the nearest region within a few pixels', () => {
    // The left box's right line is x 400–403: 401 is nearer the box, 403 nearer the outside.
    expect(isLine(401, 250) && isLine(403, 250)).toBe(true);
    const [inside, outside] = matchKeyPoints(map, [
      { x: 401, y: 250 },
      { x: 403, y: 250 },
    ]);
    expect(inside).toBe(regionAt(map, POINTS.left.x, POINTS.left.y));
    expect(outside).toBe(regionAt(map, POINTS.background.x, POINTS.background.y));
  });

  it('names no region for a point deep in a solid shape or off the page', () => {
    expect([
      ...matchKeyPoints(map, [
        { x: 512, y: 490 },
        { x: -1, y: 5 },
        { x: 5, y: 1024 },
      ]),
    ]).toEqual([-1, -1, -1]);
  });
});

describe('layoutColorKey', () => {
  it('keys each named region once with its colour; duplicates and misses are counted', () => {
    const key = testKey();
    const layout = layoutColorKey(map, {
      ...key,
      regions: [...key.regions, { ...POINTS.left, x: 120, c: 2 }, { x: 512, y: 490, c: 0 }],
    });
    expect(layout.count).toBe(5);
    expect([layout.duplicates, layout.unmatched]).toEqual([1, 1]);
    const left = regionAt(map, POINTS.left.x, POINTS.left.y);
    const entry = layout.entryOf[left] as number;
    // The first point naming the left box decides its colour.
    expect([layout.region[entry], layout.color[entry]]).toEqual([left, 0]);
    for (let e = 0; e < layout.count; e++) expect(layout.entryOf[layout.region[e] as number]).toBe(e);
  });

  it('puts each number at its region’s most interior point, inside it', () => {
    const layout = layoutColorKey(map, testKey());
    const at = (point: { x: number; y: number }) => {
      const e = layout.entryOf[regionAt(map, point.x, point.y)] as number;
      return [layout.x[e] as number, layout.y[e] as number, layout.font[e] as number];
    };
    // Boxes 100–400 and 624–924 (inside), the disc of radius 148 around (512, 700).
    const [lx, ly] = at(POINTS.left);
    const [rx, ry] = at(POINTS.right);
    const [dx, dy] = at(POINTS.disc);
    expect(Math.abs((lx as number) - 249.5)).toBeLessThanOrEqual(1);
    expect(Math.abs((ly as number) - 249.5)).toBeLessThanOrEqual(1);
    expect(Math.abs((rx as number) - 773.5)).toBeLessThanOrEqual(1);
    expect(ry).toBe(ly);
    expect(Math.hypot((dx as number) - 511.5, (dy as number) - 699.5)).toBeLessThanOrEqual(2);
    for (let e = 0; e < layout.count; e++)
      expect(map.owner[(layout.y[e] as number) * map.width + (layout.x[e] as number)]).toBe(
        (layout.region[e] as number) + 1,
      );
  });

  it('sizes each number to fit its region: no line inside the number’s box', () => {
    const layout = layoutColorKey(map, testKey());
    const small = layout.entryOf[regionAt(map, POINTS.small.x, POINTS.small.y)] as number;
    expect(layout.font[small]).toBeLessThan(NUMBER_MAX_FONT);
    expect(layout.font[small]).toBeGreaterThanOrEqual(10);
    for (let e = 0; e < layout.count; e++) {
      const font = layout.font[e] as number;
      const text = String((layout.color[e] as number) + 1);
      const halfW = Math.ceil((font * 0.6 * text.length) / 2);
      const halfH = Math.ceil((font * 0.75) / 2);
      const cx = layout.x[e] as number;
      const cy = layout.y[e] as number;
      for (let y = cy - halfH; y <= cy + halfH; y++)
        for (let x = cx - halfW; x <= cx + halfW; x++)
          if (isLine(x, y)) expect.fail(`entry ${e}: line at ${x},${y} under its number`);
    }
  });

  it('keeps a long band’s number in its middle, not at one end', () => {
    const band = whitePage(400, 60);
    drawBox(band, 10, 10, 390, 14);
    drawBox(band, 10, 46, 390, 50);
    drawBox(band, 10, 10, 14, 50);
    drawBox(band, 386, 10, 390, 50);
    const bandMap = labelRegions(band);
    const layout = layoutColorKey(bandMap, { palette: ['#112233'], regions: [{ x: 50, y: 30, c: 0 }] });
    expect(Math.abs((layout.x[0] as number) - 200)).toBeLessThanOrEqual(2);
    expect(Math.abs((layout.y[0] as number) - 29.5)).toBeLessThanOrEqual(1);
  });

  it('orders entries largest font first and hands its arrays over as separate buffers', () => {
    const layout = layoutColorKey(map, testKey());
    for (let e = 1; e < layout.count; e++)
      expect(layout.font[e] as number).toBeLessThanOrEqual(layout.font[e - 1] as number);
    const buffers = keyLayoutBuffers(layout);
    expect(new Set(buffers).size).toBe(buffers.length);
  });
});

describe('fittingFont', () => {
  it('fits one digit taller than two, within the bounds', () => {
    expect(fittingFont(7, 30)).toBe(40);
    expect(fittingFont(7, 15)).toBe(20);
    expect(fittingFont(17, 15)).toBe(12);
    expect(fittingFont(3, 1)).toBe(4);
    expect(fittingFont(3, 1000)).toBe(NUMBER_MAX_FONT);
  });
});
