import { describe, expect, it } from 'vitest';
import { busyPage } from './busy-test-page.testing';
import { darknessAt, type Rgba } from './color';
import { fillRegion } from './fill';
import { createLineMask } from './line-mask';
import { fillKnownRegion, labelRegions, regionCount } from './regions';
import { createImage, type RgbaImage } from './types';

const RED: Rgba = [239, 68, 68, 255];

const same = (a: RgbaImage, b: RgbaImage) =>
  Buffer.from(a.data.buffer, a.data.byteOffset, a.data.length).equals(
    Buffer.from(b.data.buffer, b.data.byteOffset, b.data.length),
  );

describe('fillKnownRegion', () => {
  it('paints exactly what fillRegion paints, from taps all over a busy page', () => {
    const page = busyPage();
    const map = labelRegions(page);
    const mask = createLineMask(page);
    expect(regionCount(map)).toBeGreaterThan(5);
    let compared = 0;
    const expected = createImage(page.width, page.height);
    const actual = createImage(page.width, page.height);
    for (let y = 0; y < page.height; y += 5) {
      for (let x = 0; x < page.width; x += 5) {
        expected.data.fill(0);
        actual.data.fill(0);
        const want = fillRegion(mask, expected, x, y, RED);
        const got = fillKnownRegion(map, actual, x, y, RED);
        if (JSON.stringify(got) !== JSON.stringify(want)) expect.fail(`box differs for a tap at ${x},${y}`);
        if (!same(actual, expected)) expect.fail(`pixels differ for a tap at ${x},${y}`);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1900);
  }, 60_000);

  it('answers taps close to lines and thin channels (the fill searches or narrows as before)', () => {
    const page = busyPage();
    const map = labelRegions(page);
    const mask = createLineMask(page);
    // Beside a line, inside a 2 px channel, and inside a 3 px channel.
    for (const [x, y] of [
      [9, 100],
      [60, 152],
      [60, 134],
    ] as const) {
      expect(darknessAt(page.data, (y * page.width + x) * 4)).toBeLessThan(100);
      const expected = createImage(page.width, page.height);
      const actual = createImage(page.width, page.height);
      expect(fillKnownRegion(map, actual, x, y, RED)).toEqual(fillRegion(mask, expected, x, y, RED));
      expect(same(actual, expected)).toBe(true);
      expect(actual.data[(y * page.width + x) * 4 + 3]).toBe(255);
    }
  });

  it('honours another gap closing than the one it was labelled for', () => {
    const page = busyPage();
    const map = labelRegions(page);
    for (const gapClose of [0, 2, 10]) {
      const expected = createImage(page.width, page.height);
      const actual = createImage(page.width, page.height);
      fillRegion(createLineMask(page, { gapClose }), expected, 190, 30, RED, { gapClose });
      fillKnownRegion(map, actual, 190, 30, RED, { gapClose });
      expect(same(actual, expected)).toBe(true);
    }
  });

  it('does nothing for a tap on a line or off the page', () => {
    const page = busyPage();
    const map = labelRegions(page);
    const layer = createImage(page.width, page.height);
    expect(fillKnownRegion(map, layer, 5, 100, RED)).toBeNull();
    expect(fillKnownRegion(map, layer, -1, 5, RED)).toBeNull();
    expect(fillKnownRegion(map, layer, 5, 200, RED)).toBeNull();
    expect(layer.data.every((v) => v === 0)).toBe(true);
  });

  it('survives a structured clone, as it does when a worker posts it', () => {
    const page = busyPage();
    const map = structuredClone(labelRegions(page));
    const expected = createImage(page.width, page.height);
    const actual = createImage(page.width, page.height);
    fillRegion(createLineMask(page), expected, 60, 60, RED);
    fillKnownRegion(map, actual, 60, 60, RED);
    expect(same(actual, expected)).toBe(true);
  });
});
