import { describe, expect, it } from 'vitest';
import {
  symmetryGuides,
  symmetryTransforms,
  transformPixel,
  transformPoint,
  transformSegment,
} from './symmetry';

const SIZE = 1024;

describe('symmetryTransforms', () => {
  it('makes one copy when off and the mirror image across the vertical axis for mirror', () => {
    expect(symmetryTransforms('off', SIZE).map((t) => transformPixel(t, 10, 20))).toEqual([[10, 20]]);
    expect(symmetryTransforms('mirror', SIZE).map((t) => transformPixel(t, 10, 20))).toEqual([
      [10, 20],
      [1013, 20],
    ]);
    // A pixel next to the axis mirrors to its neighbour across it.
    expect(symmetryTransforms('mirror', SIZE).map((t) => transformPixel(t, 511, 7))).toEqual([
      [511, 7],
      [512, 7],
    ]);
  });

  it('turns a pixel by exact quarter turns around the page centre for radial4', () => {
    const copies = symmetryTransforms('radial4', SIZE).map((t) => transformPixel(t, 10, 20));
    expect(copies).toEqual([
      [10, 20],
      [1003, 10],
      [1013, 1003],
      [20, 1013],
    ]);
  });

  it('turns by eighth turns for radial8, each copy at the same distance from the centre', () => {
    const transforms = symmetryTransforms('radial8', SIZE);
    expect(transforms).toHaveLength(8);
    const copies = transforms.map((t) => transformPoint(t, 812, 512));
    for (const [x, y] of copies) expect(Math.hypot(x - 512, y - 512)).toBeCloseTo(300, 9);
    expect(copies[2]?.[0]).toBeCloseTo(512, 9);
    expect(copies[2]?.[1]).toBeCloseTo(812, 9);
    expect(copies[1]?.[0]).toBeCloseTo(512 + 300 / Math.SQRT2, 9);
  });
});

describe('transformSegment', () => {
  it('maps a stroke piece’s points and keeps its width', () => {
    const mirror = symmetryTransforms('mirror', SIZE)[1];
    if (!mirror) throw new Error('no mirror');
    expect(transformSegment(mirror, { kind: 'dot', x: 100, y: 50, width: 12 })).toEqual({
      kind: 'dot',
      x: 924,
      y: 50,
      width: 12,
    });
    expect(
      transformSegment(mirror, { kind: 'quad', x0: 0, y0: 1, cx: 2, cy: 3, x1: 4, y1: 5, width: 6 }),
    ).toEqual({ kind: 'quad', x0: 1024, y0: 1, cx: 1022, cy: 3, x1: 1020, y1: 5, width: 6 });
  });
});

describe('symmetryGuides', () => {
  it('draws the mirror axis, the radial sector lines, and nothing when off', () => {
    expect(symmetryGuides('off', SIZE)).toEqual([]);
    expect(symmetryGuides('mirror', SIZE)).toEqual([{ x0: 512, y0: 0, x1: 512, y1: 1024 }]);
    const radial = symmetryGuides('radial8', SIZE);
    expect(radial).toHaveLength(4);
    for (const line of radial) {
      // Each line runs through the centre.
      expect((line.x0 + line.x1) / 2).toBeCloseTo(512, 6);
      expect((line.y0 + line.y1) / 2).toBeCloseTo(512, 6);
    }
    expect(symmetryGuides('radial4', SIZE)).toHaveLength(2);
  });
});
