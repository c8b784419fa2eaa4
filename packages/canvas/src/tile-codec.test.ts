import { describe, expect, it } from 'vitest';
import { decodeTile, encodeTile, tileMatches } from './tile-codec';

const WIDTH = 96;
const SIZE = 32;

/** A layer whose tile at (32, 32) holds runs of random lengths (1 to `longest`) of a few values. */
const layerWithRuns = (seed: number, longest: number) => {
  const layer = new Uint32Array(WIDTH * WIDTH).fill(0xdeadbeef);
  let s = seed;
  const rand = (n: number) => {
    s = (s * 1103515245 + 12345) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
  const values = [0, 0xff0000ff, 0x80000000, 0xffffffff];
  let left = 0;
  let value = 0;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (left === 0) {
      left = 1 + rand(longest);
      value = values[rand(values.length)] as number;
    }
    layer[(SIZE + Math.floor(i / SIZE)) * WIDTH + SIZE + (i % SIZE)] = value;
    left--;
  }
  return layer;
};

describe('tile codec', () => {
  it('gives back the exact tile for runs of any length, across rows, or raw when runs do not pay', () => {
    for (const longest of [1, 2, 3, 5, 9, 40, 700, 2000]) {
      for (let seed = 1; seed <= 5; seed++) {
        const layer = layerWithRuns(seed * longest, longest);
        const tile = encodeTile(layer, WIDTH, SIZE, SIZE, SIZE);
        if (longest === 1) expect(tile.runs).toBe(false);
        if (longest >= 40) expect(tile.runs).toBe(true);
        expect(tileMatches(tile, layer, WIDTH, SIZE, SIZE, SIZE)).toBe(true);
        const out = new Uint32Array(WIDTH * WIDTH);
        decodeTile(tile, out, WIDTH, SIZE, SIZE, SIZE);
        for (let row = 0; row < SIZE; row++) {
          const at = (SIZE + row) * WIDTH + SIZE;
          expect(out.subarray(at, at + SIZE)).toEqual(layer.subarray(at, at + SIZE));
        }
        const last = (SIZE + 31) * WIDTH + SIZE + 31;
        layer[last] = (layer[last] as number) ^ 1;
        expect(tileMatches(tile, layer, WIDTH, SIZE, SIZE, SIZE)).toBe(false);
      }
    }
  });

  it('stores a flat tile as a single run', () => {
    const layer = new Uint32Array(WIDTH * WIDTH).fill(0x11223344);
    const tile = encodeTile(layer, WIDTH, 64, 0, SIZE);
    expect(tile.runs).toBe(true);
    expect([...tile.data]).toEqual([SIZE * SIZE, 0x11223344]);
  });
});
