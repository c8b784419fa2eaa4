import { describe, expect, it } from 'vitest';
import {
  chamferDistance,
  chessboardDistance,
  dilate,
  erode,
  floodFromBorder,
  removeSmallComponents,
} from './mask-ops';

const grid = (rows: string[]) =>
  Uint8Array.from(
    rows
      .join('')
      .split('')
      .map((c) => (c === '#' ? 1 : 0)),
  );
const show = (mask: Uint8Array, width: number) =>
  Array.from({ length: mask.length / width }, (_, y) =>
    Array.from(mask.slice(y * width, (y + 1) * width), (v) => (v ? '#' : '.')).join(''),
  );

describe('mask operations', () => {
  it('dilates and erodes by a square radius', () => {
    const dot = grid(['.....', '.....', '..#..', '.....', '.....']);
    expect(show(dilate(dot, 5, 5, 1), 5)).toEqual(['.....', '.###.', '.###.', '.###.', '.....']);
    expect(show(erode(dilate(dot, 5, 5, 1), 5, 5, 1), 5)).toEqual(show(dot, 5));
  });

  it('removes components smaller than the area and keeps larger ones', () => {
    const mask = grid(['#....', '.....', '..###', '..#..', '.....']);
    expect(removeSmallComponents(mask, 5, 5, 2)).toBe(1);
    expect(show(mask, 5)).toEqual(['.....', '.....', '..###', '..#..', '.....']);
  });

  it('fills pin-holes when asked to remove small background components', () => {
    const mask = grid(['#####', '#.###', '#####']);
    removeSmallComponents(mask, 5, 3, 2, 0);
    expect(show(mask, 5)).toEqual(['#####', '#####', '#####']);
  });

  it('finds what is enclosed', () => {
    const ring = grid(['.....', '.###.', '.#.#.', '.###.', '.....']);
    const outside = floodFromBorder(ring, 5, 5);
    expect(outside[12]).toBe(0);
    expect(outside[0]).toBe(1);
  });

  it('measures the chessboard distance to the nearest set pixel', () => {
    const dot = grid(['.....', '.....', '..#..', '.....', '.....']);
    expect(Array.from(chessboardDistance(dot, 5, 5))).toEqual([
      2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 2, 1, 0, 1, 2, 2, 1, 1, 1, 2, 2, 2, 2, 2, 2,
    ]);
  });

  it('measures a round (chamfer) distance, so corners are farther than sides', () => {
    const dot = grid(['.....', '.....', '..#..', '.....', '.....']);
    const d = chamferDistance(dot, 5, 5);
    expect(d[12]).toBe(0);
    expect(d[11]).toBeCloseTo(1);
    expect(d[6]).toBeCloseTo(4 / 3);
    expect(d[0]).toBeCloseTo(8 / 3);
    expect(d[2]).toBeCloseTo(2);
  });
});
