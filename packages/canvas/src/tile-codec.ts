/**
 * Run-length coding of one tile's 32-bit pixels. Colouring produces flat areas (fills, opaque
 * strokes, transparent background), so most tiles shrink to a few runs; a tile that would not
 * shrink is kept raw.
 */
export interface StoredTile {
  readonly runs: boolean;
  readonly data: Uint32Array;
}

/** Scratch space reused by every encode: a tile is small, but strokes encode dozens at once. */
let scratchRaw = new Uint32Array(0);
let scratchRuns = new Uint32Array(0);

export const encodeTile = (
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
): StoredTile => {
  const area = size * size;
  if (scratchRaw.length !== area) {
    scratchRaw = new Uint32Array(area);
    scratchRuns = new Uint32Array(area);
  }
  const raw = scratchRaw;
  const runs = scratchRuns;
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    raw.set(pixels.subarray(start, start + size), row * size);
  }
  // Runs are (count, value) pairs; give up as soon as they stop being smaller than the raw tile.
  const limit = area / 2;
  let pairs = 0;
  let value = raw[0] as number;
  let count = 0;
  for (let i = 0; i < area; i++) {
    const v = raw[i] as number;
    if (v === value) {
      count++;
      continue;
    }
    if (pairs + 1 >= limit) return { runs: false, data: raw.slice() };
    runs[pairs * 2] = count;
    runs[pairs * 2 + 1] = value;
    pairs++;
    value = v;
    count = 1;
  }
  runs[pairs * 2] = count;
  runs[pairs * 2 + 1] = value;
  pairs++;
  return { runs: true, data: runs.slice(0, pairs * 2) };
};

export const decodeTile = (
  tile: StoredTile,
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
): void => {
  let raw = tile.data;
  if (tile.runs) {
    raw = new Uint32Array(size * size);
    let at = 0;
    for (let p = 0; p < tile.data.length; p += 2) {
      const count = tile.data[p] as number;
      raw.fill(tile.data[p + 1] as number, at, at + count);
      at += count;
    }
  }
  for (let row = 0; row < size; row++)
    pixels.set(raw.subarray(row * size, row * size + size), (y0 + row) * width + x0);
};

/** Whether the pixels under a tile are still what it holds (without decoding it). */
export const tileMatches = (
  tile: StoredTile,
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
): boolean => {
  const { data } = tile;
  let p = 0;
  let left = tile.runs ? (data[0] as number) : 0;
  let value = tile.runs ? (data[1] as number) : 0;
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    for (let i = start; i < start + size; i++) {
      if (!tile.runs) {
        if (pixels[i] !== data[p++]) return false;
        continue;
      }
      if (left === 0) {
        p += 2;
        left = data[p] as number;
        value = data[p + 1] as number;
      }
      if (pixels[i] !== value) return false;
      left--;
    }
  }
  return true;
};

/** Rough bytes a stored tile holds, including the object and typed-array headers. */
export const tileBytes = (tile: StoredTile): number => tile.data.byteLength + 96;
