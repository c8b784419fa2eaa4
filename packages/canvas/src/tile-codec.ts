/**
 * Run-length coding of one tile's 32-bit pixels. Colouring produces flat areas (fills, opaque
 * strokes, transparent background), so most tiles shrink to a few runs; a tile that would not
 * shrink is kept raw.
 */
export interface StoredTile {
  readonly runs: boolean;
  readonly data: Uint32Array;
  /**
   * The rows of the tile it holds, one bit each (bit r for row r), when not all: a stroke that
   * crosses a tile's corner keeps only the rows it reached, the others being unchanged. Tiles
   * are at most 32 rows high.
   */
  readonly rows?: number;
}

/** Every row of a tile `size` rows high, as a row mask. */
export const allRows = (size: number): number => (size >= 32 ? 0xffffffff : 2 ** size - 1);

/** Rows `from` (included) to `to` (excluded) as a row mask. */
export const rowSpan = (from: number, to: number): number =>
  ((to >= 32 ? -1 : (1 << to) - 1) & ~((1 << from) - 1)) >>> 0;

/** How many rows a mask holds. */
export const rowCount = (rows: number): number => {
  let n = rows - ((rows >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Whether a row mask holds row `row`. */
export const hasRow = (rows: number, row: number): boolean => ((rows >>> row) & 1) === 1;

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
  rows = allRows(size),
): StoredTile => {
  const full = rows === allRows(size);
  const area = rowCount(rows) * size;
  if (scratchRuns.length < area) scratchRuns = new Uint32Array(size * size);
  const runs = scratchRuns;
  // Runs are (count, value) pairs; give up as soon as they stop being smaller than the raw tile.
  const limit = area / 2;
  let pairs = 0;
  let value = 0;
  /** Where the current run started, counted in held pixels. */
  let from = 0;
  /** Held pixels before the current row. */
  let base = 0;
  for (let row = 0; row < size; row++) {
    if (!hasRow(rows, row)) continue;
    const start = (y0 + row) * width + x0;
    const end = start + size;
    if (base === 0) value = pixels[start] as number;
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
      if (pairs + 1 >= limit) {
        const data = copyRows(pixels, width, x0, y0, size, rows);
        return full ? { runs: false, data } : { runs: false, data, rows };
      }
      const at = base + i - start;
      runs[pairs * 2] = at - from;
      runs[pairs * 2 + 1] = value;
      pairs++;
      value = pixels[i] as number;
      from = at;
      i++;
    }
    base += size;
  }
  runs[pairs * 2] = area - from;
  runs[pairs * 2 + 1] = value;
  pairs++;
  const data = runs.slice(0, pairs * 2);
  return full ? { runs: true, data } : { runs: true, data, rows };
};

/**
 * Copies rows of the tile at (x0, y0) of `pixels` into `out` (size² words, row r at r × size),
 * four pixels at a time: a stroke copies about thirty tiles as it first reaches them.
 */
export const copyRowsInto = (
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
  rows: number,
  out: Uint32Array,
): void => {
  for (let row = 0; row < size; row++) {
    if (!hasRow(rows, row)) continue;
    const start = (y0 + row) * width + x0;
    const end = start + size;
    let at = row * size;
    let i = start;
    for (; i + 4 <= end; i += 4, at += 4) {
      out[at] = pixels[i] as number;
      out[at + 1] = pixels[i + 1] as number;
      out[at + 2] = pixels[i + 2] as number;
      out[at + 3] = pixels[i + 3] as number;
    }
    for (; i < end; i++, at++) out[at] = pixels[i] as number;
  }
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

/** The held rows, one after another. */
const copyRows = (
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
  rows: number,
): Uint32Array => {
  const raw = new Uint32Array(rowCount(rows) * size);
  let at = 0;
  for (let row = 0; row < size; row++) {
    if (!hasRow(rows, row)) continue;
    const start = (y0 + row) * width + x0;
    for (let i = 0; i < size; i++) raw[at++] = pixels[start + i] as number;
  }
  return raw;
};

/** Puts the rows a tile holds back into the layer. */
export const decodeTile = (
  tile: StoredTile,
  pixels: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
): void => {
  const rows = tile.rows ?? allRows(size);
  let raw = tile.data;
  if (tile.runs) {
    raw = new Uint32Array(rowCount(rows) * size);
    let at = 0;
    for (let p = 0; p < tile.data.length; p += 2) {
      const count = tile.data[p] as number;
      raw.fill(tile.data[p + 1] as number, at, at + count);
      at += count;
    }
  }
  let at = 0;
  for (let row = 0; row < size; row++) {
    if (!hasRow(rows, row)) continue;
    pixels.set(raw.subarray(at, at + size), (y0 + row) * width + x0);
    at += size;
  }
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
  const rows = tile.rows ?? allRows(size);
  let p = 0;
  let left = tile.runs ? (data[0] as number) : 0;
  let value = tile.runs ? (data[1] as number) : 0;
  for (let row = 0; row < size; row++) {
    if (!hasRow(rows, row)) continue;
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
