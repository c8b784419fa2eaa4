import { describe, expect, it } from 'vitest';
import { busyPage } from './busy-test-page.testing';
import type { Rgba } from './color';
import { fillRegion } from './fill';
import { createLineMask } from './line-mask';
import { fillKnownRegion, labelRegions, regionAt, regionCount } from './regions';
import {
  encodeStoredRegions,
  openRunsFromStored,
  regionMapFromStored,
  STORED_REGIONS_VERSION,
} from './stored-regions';
import { createImage } from './types';

const BLUE: Rgba = [59, 130, 246, 255];

describe('stored regions', () => {
  it('fill exactly as the engine does, from taps all over a busy page', () => {
    const page = busyPage();
    const stored = regionMapFromStored(encodeStoredRegions(page));
    if (!stored) throw new Error('the stored bytes were refused');
    // The engine's two fills: from its own labelling, and the search fill beneath it.
    const labelled = labelRegions(page);
    const mask = createLineMask(page);
    expect(regionCount(stored)).toBe(regionCount(labelled));
    expect(regionCount(stored)).toBeGreaterThan(5);
    const fromStored = createImage(page.width, page.height);
    const fromLabelled = createImage(page.width, page.height);
    const searched = createImage(page.width, page.height);
    let painted = 0;
    for (let y = 0; y < page.height; y += 6) {
      for (let x = 0; x < page.width; x += 6) {
        for (const image of [fromStored, fromLabelled, searched]) image.data.fill(0);
        const box = fillKnownRegion(stored, fromStored, x, y, BLUE);
        const want = fillKnownRegion(labelled, fromLabelled, x, y, BLUE);
        if (JSON.stringify(box) !== JSON.stringify(want)) expect.fail(`box differs for a tap at ${x},${y}`);
        if (JSON.stringify(box) !== JSON.stringify(fillRegion(mask, searched, x, y, BLUE)))
          expect.fail(`box differs from the search fill at ${x},${y}`);
        if (!Buffer.from(fromStored.data).equals(Buffer.from(fromLabelled.data)))
          expect.fail(`pixels differ for a tap at ${x},${y}`);
        if (!Buffer.from(fromStored.data).equals(Buffer.from(searched.data)))
          expect.fail(`pixels differ from the search fill at ${x},${y}`);
        if (box) painted++;
      }
    }
    expect(painted).toBeGreaterThan(900);
  }, 60_000);

  it('rebuild every array of the map labelling makes, the full wall distance included', () => {
    const page = busyPage();
    const stored = regionMapFromStored(encodeStoredRegions(page));
    const labelled = labelRegions(page);
    for (const name of [
      'dist',
      'owner',
      'regionRunFirst',
      'runs',
      'regionExtraFirst',
      'extra',
      'rects',
    ] as const) {
      expect(
        Buffer.from(stored?.[name].buffer ?? new ArrayBuffer(0)).equals(Buffer.from(labelled[name].buffer)),
      ).toBe(true);
    }
  });

  it('are refused when they are not a map this code reads', () => {
    const bytes = encodeStoredRegions(busyPage());
    expect(regionMapFromStored(bytes, { width: 240, height: 200 })).not.toBeNull();
    expect(regionMapFromStored(bytes, { width: 1024, height: 1024 })).toBeNull();
    expect(regionMapFromStored(bytes.subarray(0, bytes.length - 1))).toBeNull();
    const newer = bytes.slice();
    newer[0] = STORED_REGIONS_VERSION + 1;
    expect(regionMapFromStored(newer)).toBeNull();
    expect(regionMapFromStored(new Uint8Array(3))).toBeNull();
  });
  it('give a tap’s open pixels straight from the bytes: exactly the runs labelling gives its region', () => {
    const page = busyPage();
    const bytes = encodeStoredRegions(page);
    const map = regionMapFromStored(bytes);
    if (!map) throw new Error('the stored bytes were refused');
    const open = (i: number) => (bytes[8 + i] as number) > map.radius;
    let compared = 0;
    let closed = 0;
    for (let y = 0; y < page.height; y += 7) {
      for (let x = 0; x < page.width; x += 7) {
        const found = openRunsFromStored(bytes, x, y);
        if (!open(y * page.width + x)) {
          if (found !== null) expect.fail(`a tap at ${x},${y} is not open, yet got runs`);
          closed++;
          continue;
        }
        if (!found) return expect.fail(`no runs for an open tap at ${x},${y}`);
        const region = regionAt(map, x, y);
        const want: number[] = [];
        const end = (map.regionRunFirst[region + 1] as number) * 2;
        for (let j = (map.regionRunFirst[region] as number) * 2; j < end; j += 2)
          for (let k = 0; k < (map.runs[j + 1] as number); k++) want.push((map.runs[j] as number) + k);
        const got: number[] = [];
        for (let j = 0; j < found.runs.length; j += 2)
          for (let k = 0; k < (found.runs[j + 1] as number); k++) got.push((found.runs[j] as number) + k);
        got.sort((a, b) => a - b);
        if (JSON.stringify(got) !== JSON.stringify(want.sort((a, b) => a - b)))
          expect.fail(`runs differ for a tap at ${x},${y}`);
        const inBox = got.every((i) => {
          const px = i % page.width;
          const py = Math.floor(i / page.width);
          const { box } = found;
          return px >= box.x && px < box.x + box.width && py >= box.y && py < box.y + box.height;
        });
        if (!inBox) expect.fail(`a pixel lies outside the box for a tap at ${x},${y}`);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(closed).toBeGreaterThan(10);
    // Bytes of another version, or a tap off the page, give nothing.
    expect(openRunsFromStored(bytes, -1, 5)).toBeNull();
    // An open pixel, but bytes of another size than the canvas painted on.
    const first = bytes.findIndex((d, i) => i >= 8 && d > map.radius) - 8;
    const [fx, fy] = [first % page.width, Math.floor(first / page.width)];
    expect(openRunsFromStored(bytes, fx, fy, { width: page.width, height: page.height })).not.toBeNull();
    expect(openRunsFromStored(bytes, fx, fy, { width: page.width + 1, height: page.height })).toBeNull();
    const other = bytes.slice();
    other[0] = STORED_REGIONS_VERSION + 1;
    expect(openRunsFromStored(other, 5, 5)).toBeNull();
  });
});
