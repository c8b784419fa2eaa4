import { describe, expect, it } from 'vitest';
import { StrokeTiles } from './stroke-tiles';
import type { Rect } from './types';

const SIZE = 256;
const TILE = 32;

describe('StrokeTiles', () => {
  it('has no parts until something is marked, and none after clear', () => {
    const tiles = new StrokeTiles(SIZE, TILE);
    expect(tiles.parts()).toEqual([]);
    tiles.mark({ x: 10, y: 10, width: 5, height: 5 });
    tiles.clear();
    expect(tiles.parts()).toEqual([]);
  });

  it('reads back only the marked box inside a tile, not the whole tile', () => {
    const tiles = new StrokeTiles(SIZE, TILE);
    tiles.mark({ x: 40, y: 70, width: 6, height: 4 });
    expect(tiles.parts()).toEqual([{ x: 40, y: 70, width: 6, height: 4 }]);
  });

  it('joins a run of touched tiles in a tile row into one part over the rows any has paint in', () => {
    const tiles = new StrokeTiles(SIZE, TILE);
    tiles.mark({ x: 20, y: 40, width: 30, height: 5 }); // tiles (0,1) and (1,1)
    tiles.mark({ x: 70, y: 50, width: 4, height: 10 }); // tile (2,1)
    tiles.mark({ x: 200, y: 33, width: 3, height: 3 }); // tile (6,1), a separate run
    expect(tiles.parts()).toEqual([
      { x: 20, y: 40, width: 54, height: 20 },
      { x: 200, y: 33, width: 3, height: 3 },
    ]);
  });

  it('covers every marked pixel with parts that stay inside touched tiles and do not overlap', () => {
    let seed = 11;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return Math.floor((seed / 2 ** 32) * n);
    };
    for (let round = 0; round < 20; round++) {
      const tiles = new StrokeTiles(SIZE, TILE);
      const marked: Rect[] = [];
      for (let k = 0; k < 12; k++) {
        const x = rand(SIZE - 1);
        const y = rand(SIZE - 1);
        const rect = {
          x,
          y,
          width: 1 + rand(Math.min(60, SIZE - x)),
          height: 1 + rand(Math.min(60, SIZE - y)),
        };
        marked.push(rect);
        tiles.mark(rect);
      }
      // Per pixel: how many parts cover it, whether it was marked, whether its tile was touched.
      const covered = new Uint8Array(SIZE * SIZE);
      const painted = new Uint8Array(SIZE * SIZE);
      const touched = new Uint8Array(SIZE * SIZE);
      const fill = (grid: Uint8Array, r: Rect, add: boolean) => {
        for (let y = r.y; y < r.y + r.height; y++)
          for (let x = r.x; x < r.x + r.width; x++)
            grid[y * SIZE + x] = add ? (grid[y * SIZE + x] as number) + 1 : 1;
      };
      for (const part of tiles.parts()) fill(covered, part, true);
      for (const r of marked) {
        fill(painted, r, false);
        const x = Math.floor(r.x / TILE) * TILE;
        const y = Math.floor(r.y / TILE) * TILE;
        const right = Math.ceil((r.x + r.width) / TILE) * TILE;
        const bottom = Math.ceil((r.y + r.height) / TILE) * TILE;
        fill(touched, { x, y, width: right - x, height: bottom - y }, false);
      }
      let wrong = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        const c = covered[i] as number;
        if (c > 1 || (painted[i] && c === 0) || (c && !touched[i])) wrong++;
      }
      expect(wrong).toBe(0);
    }
  });
});
