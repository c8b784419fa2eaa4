/**
 * Run-length coding of one tile's 32-bit pixels. Colouring produces flat areas (fills, opaque
 * strokes, transparent background), so most tiles shrink to a few runs; a tile that would not
 * shrink is kept raw.
 */
export interface StoredTile {
  readonly runs: boolean;
  readonly data: Uint32Array;
}

/** Scratch space for the runs of one encode: a tile is small, but a stroke encodes dozens at once. */
let scratchRuns = new Uint32Array(0);

/**
 * Encodes the tile at (x0, y0) of `pixels` (a layer `width` pixels wide). It reads the layer in
 * place with plain loops (copying the tile out first, or a `subarray` per row, cost more than
 * the scan) and skips equal pixels four at a time: a stroke encodes about thirty tiles, mostly
 * long runs, and this loop was most of its cost.
 */
export const encodeTile = (
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
): StoredTile => {
  const area = size * size;
  if (scratchRuns.length !== area) scratchRuns = new Uint32Array(area);
  const runs = scratchRuns;
  // Runs are (count, value) pairs; give up as soon as they stop being smaller than the raw tile.
  const limit = area / 2;
  let pairs = 0;
  let value = pixels[y0 * width + x0] as number;
  /** Where the current run started, counted in tile pixels. */
  let from = 0;
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    const end = start + size;
    let i = start;
    while (true) {
      while (
        i + 4 <= end &&
        pixels[i] === value &&
        pixels[i + 1] === value &&
        pixels[i + 2] === value &&
        pixels[i + 3] === value
      )
        i += 4;
      while (i < end && pixels[i] === value) i++;
      if (i === end) break;
      if (pairs + 1 >= limit) return { runs: false, data: copyTile(pixels, width, x0, y0, size) };
      const at = row * size + i - start;
      runs[pairs * 2] = at - from;
      runs[pairs * 2 + 1] = value;
      pairs++;
      value = pixels[i] as number;
      from = at;
      i++;
    }
  }
  runs[pairs * 2] = area - from;
  runs[pairs * 2 + 1] = value;
  pairs++;
  return { runs: true, data: runs.slice(0, pairs * 2) };
};

/**
 * Copies the tile at (x0, y0) of `pixels` into `out` (size² words) and says whether it is one
 * colour throughout, in the same pass: a stroke keeps about thirty tiles this way, and blank or
 * filled ones are common enough that they deserve not to be run-length coded at all.
 */
export const copyTileInto = (
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
  out: Uint32Array,
): boolean => {
  const first = pixels[y0 * width + x0] as number;
  let other = 0;
  let at = 0;
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    const end = start + size;
    let i = start;
    // Four at a time: the loop is most of a stroke's copying.
    for (; i + 4 <= end; i += 4, at += 4) {
      const a = pixels[i] as number;
      const b = pixels[i + 1] as number;
      const c = pixels[i + 2] as number;
      const d = pixels[i + 3] as number;
      out[at] = a;
      out[at + 1] = b;
      out[at + 2] = c;
      out[at + 3] = d;
      other |= (a ^ first) | (b ^ first) | (c ^ first) | (d ^ first);
    }
    for (; i < end; i++, at++) {
      const a = pixels[i] as number;
      out[at] = a;
      other |= a ^ first;
    }
  }
  return other === 0;
};

/**
 * A tile of one colour, as runs. Stored tiles are never changed in place, so one object serves
 * every blank (or same-coloured) tile of every state: no allocation, and no memory per copy.
 */
const uniformTiles = new Map<number, StoredTile>();
export const uniformTile = (value: number, size: number): StoredTile => {
  const key = value * 4096 + size;
  let tile = uniformTiles.get(key);
  if (!tile) {
    tile = { runs: true, data: Uint32Array.of(size * size, value) };
    // A page uses a few dozen colours; should it use many more, start over rather than grow.
    if (uniformTiles.size >= 4096) uniformTiles.clear();
    uniformTiles.set(key, tile);
  }
  return tile;
};

/** Whether every pixel of the tile at (x0, y0) is `value`. */
export const tileIs = (
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
  value: number,
): boolean => {
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    for (let i = start; i < start + size; i++) if (pixels[i] !== value) return false;
  }
  return true;
};

const copyTile = (pixels: Uint32Array, width: number, x0: number, y0: number, size: number): Uint32Array => {
  const raw = new Uint32Array(size * size);
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    for (let i = 0; i < size; i++) raw[row * size + i] = pixels[start + i] as number;
  }
  return raw;
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
