import {
  allRows,
  copyRowsInto,
  decodeTile,
  encodeTile,
  hasRow,
  rowCount,
  rowSpan,
  type StoredTile,
  tileBytes,
  tileIs,
  tileMatches,
  uniformTile,
} from './tile-codec';
import type { Rect } from './types';

export const DEFAULT_TILE_SIZE = 32;
/** Default memory cap: the current state (4 MB at 1024²) plus diffs, well under 64 MB. */
export const DEFAULT_HISTORY_BYTES = 32 * 1024 * 1024;

export interface HistoryOptions {
  width: number;
  height: number;
  tileSize?: number;
  maxBytes?: number;
}

/**
 * A history as plain data (typed arrays, no class instances), for keeping it beside the draft in
 * IndexedDB so undo and redo survive a reload. It belongs with the layer it was taken with.
 */
export interface SavedHistory {
  readonly width: number;
  readonly height: number;
  readonly tileSize: number;
  readonly position: number;
  readonly entries: readonly {
    readonly indices: Int32Array;
    readonly tiles: readonly StoredTile[];
    readonly rect: Rect;
  }[];
}

/** What to put back on the canvas after undo/redo: the whole state and the box that changed. */
export interface HistoryRestore {
  /** The state now at the cursor; owned by the history, copy it if you keep it. */
  readonly pixels: Uint8ClampedArray;
  readonly rect: Rect;
}

/**
 * Changed tiles between two neighbouring states. `tiles` holds the side that is not at the
 * cursor: the older tiles while the entry is applied (ready for undo), the newer ones after it
 * was undone (ready for redo); undo/redo swap them with the current state's tiles.
 */
interface Entry {
  readonly indices: Int32Array;
  readonly tiles: StoredTile[];
  readonly rect: Rect;
  bytes: number;
}

/**
 * Old tiles kept for the state being made, each in one of three forms: encoded by `capture` (in
 * `tiles`), a raw copy of the rows `touch` reached (in `raw`), or neither, when `touch` found the
 * whole tile one colour (`flatValue`) and copied nothing.
 */
interface Pending {
  readonly indices: number[];
  readonly tiles: (StoredTile | null)[];
  readonly raw: (Uint32Array | null)[];
  /** The rows reached so far (for a raw copy, row r at r × tileSize); the others did not change. */
  readonly rows: number[];
}

/**
 * Undo history with the spec's snapshot semantics (adding discards everything after the
 * cursor, an identical state is not added, undo stops at the first state and redo at the last)
 * stored as changed tiles instead of full-canvas data URLs, under a memory cap that drops the
 * oldest states first. State 0 is the layer the history was created or reset with.
 */
export class TileHistory {
  readonly width: number;
  readonly height: number;
  readonly tileSize: number;
  readonly maxBytes: number;
  private readonly state: Uint8ClampedArray;
  private readonly words: Uint32Array;
  private readonly entries: Entry[] = [];
  private position = 0;
  private entryBytes = 0;
  /** True when the state is the caller's layer itself (see `sharing`), not a copy of it. */
  private readonly shared: boolean;
  /** Old tiles `capture` or `touch` kept before the layer changed, waiting for `commit`. */
  private pending: Pending | null = null;
  /** Per tile: its place in `pending` plus one, 0 when it has none (so it is kept once). */
  private readonly pendingSlots: Int32Array;
  /**
   * Per tile: the rows known to be all `flatValue` (a row mask), which `touch` need not read. A
   * blank page is all flat rows; a stroke leaves the rows it did not reach as they were, and an
   * undo that puts back a one-colour tile makes its rows flat again. Rows that changed become
   * unknown.
   */
  private readonly flatRows: Uint32Array;
  private readonly flatValue: Uint32Array;
  private readonly allRows: number;
  /** Tile-sized buffers `touch` copies into, reused from change to change; `rawUsed` are taken. */
  private readonly rawPool: Uint32Array[] = [];
  private rawUsed = 0;
  private readonly spare: Pending = { indices: [], tiles: [], raw: [], rows: [] };

  /**
   * A history over the caller's own layer: no second copy of the page is kept (4 MB at 1024²),
   * only changed tiles. The caller changes the layer between `capture(box)` and `commit()`.
   */
  static sharing(layer: Uint8ClampedArray, options: HistoryOptions): TileHistory {
    return new TileHistory(layer, options, true);
  }

  constructor(initial: Uint8ClampedArray, options: HistoryOptions, shared = false) {
    const { width, height } = options;
    this.width = width;
    this.height = height;
    this.tileSize = options.tileSize ?? DEFAULT_TILE_SIZE;
    this.maxBytes = options.maxBytes ?? DEFAULT_HISTORY_BYTES;
    if (width % this.tileSize !== 0 || height % this.tileSize !== 0) {
      throw new Error('Layer size must be a multiple of the tile size');
    }
    if (initial.length !== width * height * 4) throw new Error('Pixels do not match the layer size');
    this.shared = shared;
    if (shared && initial.byteOffset % 4 !== 0) throw new Error('Pixels must be 4-byte aligned');
    this.state = shared ? initial : new Uint8ClampedArray(initial);
    // A view of exactly the layer: a shared one may sit at an offset in a larger buffer.
    this.words = new Uint32Array(this.state.buffer, this.state.byteOffset, width * height);
    this.pendingSlots = new Int32Array((width / this.tileSize) * (height / this.tileSize));
    this.allRows = allRows(this.tileSize);
    this.flatRows = new Uint32Array(this.pendingSlots.length);
    this.flatValue = new Uint32Array(this.pendingSlots.length);
    this.findFlatTiles();
  }

  get count(): number {
    return this.entries.length + 1;
  }
  get cursor(): number {
    return this.position;
  }
  get canUndo(): boolean {
    return this.position > 0;
  }
  get canRedo(): boolean {
    return this.position < this.entries.length;
  }
  /** Bytes held: the current state (unless it is the caller's layer) plus every stored tile. */
  get byteSize(): number {
    return (this.shared ? 0 : this.state.byteLength) + this.entryBytes;
  }
  /** The state at the cursor (read-only by contract). */
  get current(): Uint8ClampedArray {
    return this.state;
  }

  /**
   * Adds `pixels` as the newest state. Only tiles touching `dirty` are compared (pass the box or
   * boxes a stroke or fill touched; omit it to compare everything). Returns false, adding
   * nothing, when the state is identical to the one at the cursor.
   */
  record(pixels: Uint8ClampedArray, dirty?: Rect | readonly Rect[] | null): boolean {
    if (pixels.length !== this.state.length) throw new Error('Pixels do not match the layer size');
    if (pixels.byteOffset % 4 !== 0) throw new Error('Pixels must be 4-byte aligned');
    const next = new Uint32Array(pixels.buffer, pixels.byteOffset, this.width * this.height);
    const { tileSize: size, width } = this;
    const cols = width / size;
    const touched = this.touchedTiles(
      dirty ? (Array.isArray(dirty) ? dirty : [dirty as Rect]) : [{ x: 0, y: 0, width, height: this.height }],
    );
    const indices: number[] = [];
    const tiles: StoredTile[] = [];
    let bytes = 0;
    for (let index = 0; index < touched.length; index++) {
      if (touched[index] === 0) continue;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      if (!this.tileDiffers(next, x0, y0)) continue;
      const old = encodeTile(this.words, width, x0, y0, size);
      for (let row = 0; row < size; row++) {
        const start = (y0 + row) * width + x0;
        this.words.set(next.subarray(start, start + size), start);
      }
      this.flatRows[index] = 0;
      indices.push(index);
      tiles.push(old);
      bytes += tileBytes(old);
    }
    return this.add(indices, tiles, bytes);
  }

  /** Adds a state from the tiles kept for it; false, adding nothing, when there are none. */
  private add(indices: number[], tiles: StoredTile[], bytes: number): boolean {
    const rect = tileBox(indices, this.width / this.tileSize, this.tileSize);
    if (!rect) return false;
    this.push({ indices: Int32Array.from(indices), tiles, rect, bytes });
    return true;
  }

  private push(entry: Entry): void {
    this.dropRedo();
    this.entries.push(entry);
    this.entryBytes += entry.bytes;
    this.position++;
    this.enforceCap();
  }

  /** One flag per tile, set when any of the boxes touches it. */
  private touchedTiles(areas: readonly Rect[]): Uint8Array {
    const { tileSize: size } = this;
    const cols = this.width / size;
    const rows = this.height / size;
    const touched = new Uint8Array(cols * rows);
    for (const area of areas) {
      const tx0 = Math.max(0, Math.floor(area.x / size));
      const ty0 = Math.max(0, Math.floor(area.y / size));
      const tx1 = Math.min(cols - 1, Math.floor((area.x + area.width - 1) / size));
      const ty1 = Math.min(rows - 1, Math.floor((area.y + area.height - 1) / size));
      for (let ty = ty0; ty <= ty1; ty++) touched.fill(1, ty * cols + tx0, ty * cols + tx1 + 1);
    }
    return touched;
  }

  /** Shared mode: remembers the tiles touching `dirty` as they are now, before the caller paints. */
  capture(dirty: Rect | readonly Rect[]): void {
    const { tileSize: size, width } = this;
    const touched = this.touchedTiles(Array.isArray(dirty) ? dirty : [dirty as Rect]);
    const cols = width / size;
    this.dropPending();
    const pending = this.startPending();
    for (let index = 0; index < touched.length; index++) {
      if (touched[index] === 0) continue;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      this.keep(pending, index, encodeTile(this.words, width, x0, y0, size), null, this.allRows);
    }
  }

  /**
   * Shared mode, for changes the caller paints into the layer piece by piece (a stroke): keeps the
   * rows of the tiles under `rect` as they are now, each once per change, before the caller
   * paints there. They are copied raw (rows known to be one colour are not even read); `commit`
   * drops the tiles that did not change and encodes the rest while they are still in the cache.
   */
  touch(rect: Rect): void {
    const { tileSize: size, width } = this;
    const cols = width / size;
    const tx0 = Math.max(0, Math.floor(rect.x / size));
    const ty0 = Math.max(0, Math.floor(rect.y / size));
    const tx1 = Math.min(cols - 1, Math.floor((rect.x + rect.width - 1) / size));
    const ty1 = Math.min(this.height / size - 1, Math.floor((rect.y + rect.height - 1) / size));
    const slots = this.pendingSlots;
    let pending = this.pending;
    for (let ty = ty0; ty <= ty1; ty++) {
      // Only the rows the box reaches: a stroke crossing a tile's corner copies a few rows of it.
      const top = Math.max(rect.y, ty * size) - ty * size;
      const bottom = Math.min(rect.y + rect.height, (ty + 1) * size) - ty * size;
      const need = rowSpan(top, bottom);
      for (let tx = tx0; tx <= tx1; tx++) {
        const index = ty * cols + tx;
        const slot = slots[index] as number;
        if (slot !== 0) {
          if (!pending) continue;
          const missing = (need & ~(pending.rows[slot - 1] as number)) >>> 0;
          if (missing === 0) continue;
          pending.rows[slot - 1] = ((pending.rows[slot - 1] as number) | missing) >>> 0;
          const raw = pending.raw[slot - 1];
          if (raw) this.copyRows(raw, index, tx, ty, missing);
          continue;
        }
        pending ??= this.startPending();
        if (this.flatRows[index] === this.allRows) {
          // Known to be one colour: nothing to read.
          this.keep(pending, index, null, null, need);
          continue;
        }
        let copy = this.rawPool[this.rawUsed];
        if (!copy) {
          copy = new Uint32Array(size * size);
          this.rawPool.push(copy);
        }
        this.rawUsed++;
        this.copyRows(copy, index, tx, ty, need);
        this.keep(pending, index, null, copy, need);
      }
    }
  }

  /** Copies rows of a tile into `raw` (row r at r × size); rows known to be flat are just filled. */
  private copyRows(raw: Uint32Array, index: number, tx: number, ty: number, rows: number): void {
    const size = this.tileSize;
    const flat = (rows & (this.flatRows[index] as number)) >>> 0;
    const read = (rows & ~flat) >>> 0;
    if (read !== 0) copyRowsInto(this.words, this.width, tx * size, ty * size, size, read, raw);
    if (flat === 0) return;
    const value = this.flatValue[index] as number;
    for (let row = 0; row < size; row++) {
      if (hasRow(flat, row)) raw.fill(value, row * size, row * size + size);
    }
  }

  /**
   * Puts back every tile kept since the last commit (a stroke abandoned half way) and forgets
   * them; returns the box that changed back, or null when nothing was kept.
   */
  revert(): Rect | null {
    const pending = this.pending;
    this.dropPending();
    if (!pending) return null;
    const { tileSize: size, width, words } = this;
    const cols = width / size;
    for (let k = 0; k < pending.indices.length; k++) {
      const index = pending.indices[k] as number;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      const raw = pending.raw[k];
      if (raw) {
        const rows = pending.rows[k] as number;
        for (let row = 0; row < size; row++) {
          if (!hasRow(rows, row)) continue;
          words.set(raw.subarray(row * size, row * size + size), (y0 + row) * width + x0);
        }
      } else {
        decodeTile(this.keptTile(pending, k), words, width, x0, y0, size);
      }
    }
    return tileBox(pending.indices, cols, size);
  }

  /**
   * Shared mode: adds the layer as it is now as the newest state, keeping the old tiles that
   * changed. False, adding nothing, when none did (an identical state). A painter that knows
   * which rows of which tiles it changed (per tile a row mask, bit r for row r) passes them: the
   * tiles `touch` kept are not compared again, and only their changed rows are stored.
   */
  commit(changed?: Uint32Array): boolean {
    const pending = this.pending;
    this.dropPending();
    if (!pending) return false;
    const { tileSize: size, width, words } = this;
    const cols = width / size;
    const indices: number[] = [];
    const tiles: StoredTile[] = [];
    let bytes = 0;
    for (let k = 0; k < pending.indices.length; k++) {
      const index = pending.indices[k] as number;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      const raw = pending.raw[k];
      const encoded = pending.tiles[k];
      let rows = pending.rows[k] as number;
      if (changed && !encoded) {
        // The painter says which rows it changed: no comparing, and the rest need not be kept.
        rows = (rows & (changed[index] as number)) >>> 0;
        if (rows === 0) continue;
      } else if (raw) {
        if (sameRows(raw, words, width, x0, y0, size, rows)) continue;
      } else if (!encoded) {
        if (tileIs(words, width, x0, y0, size, this.flatValue[index] as number)) continue;
      } else if (tileMatches(encoded, words, width, x0, y0, size)) {
        continue;
      }
      const tile = raw ? encodeTile(raw, size, 0, 0, size, rows) : this.keptTile(pending, k);
      // The rows it reached may have changed; the others are as they were.
      this.flatRows[index] = ((this.flatRows[index] as number) & ~rows) >>> 0;
      indices.push(index);
      tiles.push(tile);
      bytes += tileBytes(tile);
    }
    return this.add(indices, tiles, bytes);
  }

  /** The old tile kept at `k` (not a raw copy) as a stored tile. */
  private keptTile(pending: Pending, k: number): StoredTile {
    return (
      pending.tiles[k] ?? uniformTile(this.flatValue[pending.indices[k] as number] as number, this.tileSize)
    );
  }

  private startPending(): Pending {
    // One set of arrays, emptied for each change: a stroke keeps dozens of tiles, and growing
    // new arrays for each stroke showed in its cost. Nothing holds on to them past `commit`.
    const spare = this.spare;
    spare.indices.length = 0;
    spare.tiles.length = 0;
    spare.raw.length = 0;
    spare.rows.length = 0;
    this.pending = spare;
    return spare;
  }

  private keep(
    pending: Pending,
    index: number,
    tile: StoredTile | null,
    raw: Uint32Array | null,
    rows: number,
  ): void {
    pending.indices.push(index);
    pending.tiles.push(tile);
    pending.raw.push(raw);
    pending.rows.push(rows);
    this.pendingSlots[index] = pending.indices.length;
  }

  private dropPending(): void {
    this.rawUsed = 0;
    if (!this.pending) return;
    for (const index of this.pending.indices) this.pendingSlots[index] = 0;
    this.pending = null;
  }

  /** The states as data; the arrays are shared, never changed in place, so this is cheap. */
  save(): SavedHistory {
    return {
      width: this.width,
      height: this.height,
      tileSize: this.tileSize,
      position: this.position,
      entries: this.entries.map((entry) => ({
        indices: entry.indices,
        tiles: [...entry.tiles],
        rect: entry.rect,
      })),
    };
  }

  /**
   * Takes back saved states around the current layer (the one saved with them). Anything that
   * does not fit this history (another size, damaged data) is ignored: false, history unchanged.
   * The memory cap applies as to new states.
   */
  load(saved: SavedHistory): boolean {
    const { tileSize: size } = this;
    const tiles = (this.width / size) * (this.height / size);
    if (saved.width !== this.width || saved.height !== this.height || saved.tileSize !== size) return false;
    if (!Array.isArray(saved.entries) || !Number.isInteger(saved.position)) return false;
    if (saved.position < 0 || saved.position > saved.entries.length) return false;
    const entries: Entry[] = [];
    for (const entry of saved.entries) {
      if (!(entry.indices instanceof Int32Array) || entry.indices.length !== entry.tiles?.length)
        return false;
      if (!entry.indices.every((index: number) => index >= 0 && index < tiles)) return false;
      let bytes = 0;
      for (const tile of entry.tiles) {
        if (!(tile.data instanceof Uint32Array)) return false;
        const rows = tile.rows ?? allRows(size);
        if (!Number.isInteger(rows) || rows <= 0 || rows > allRows(size)) return false;
        if (!tile.runs && tile.data.length !== rowCount(rows) * size) return false;
        bytes += tileBytes(tile);
      }
      entries.push({ indices: entry.indices, tiles: [...entry.tiles], rect: { ...entry.rect }, bytes });
    }
    this.entries.length = 0;
    this.entries.push(...entries);
    this.entryBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    this.position = saved.position;
    this.dropPending();
    // Over the cap: the oldest states go first, then (should the cursor be early) the newest.
    this.enforceCap();
    while (this.byteSize > this.maxBytes && this.entries.length > this.position) {
      this.entryBytes -= (this.entries.pop() as Entry).bytes;
    }
    return true;
  }

  undo(): HistoryRestore | null {
    if (!this.canUndo) return null;
    const entry = this.entries[this.position - 1] as Entry;
    this.swap(entry);
    this.position--;
    return { pixels: this.state, rect: entry.rect };
  }

  redo(): HistoryRestore | null {
    if (!this.canRedo) return null;
    const entry = this.entries[this.position] as Entry;
    this.swap(entry);
    this.position++;
    return { pixels: this.state, rect: entry.rect };
  }

  /** Forgets every state and starts again from `pixels` (clear, restoring saved work). */
  reset(pixels: Uint8ClampedArray): void {
    if (pixels.length !== this.state.length) throw new Error('Pixels do not match the layer size');
    if (pixels !== this.state) this.state.set(pixels);
    this.findFlatTiles();
    this.dropPending();
    this.entries.length = 0;
    this.entryBytes = 0;
    this.position = 0;
  }

  private tileDiffers(next: Uint32Array, x0: number, y0: number): boolean {
    const { width, tileSize: size, words } = this;
    for (let row = 0; row < size; row++) {
      const start = (y0 + row) * width + x0;
      for (let i = start; i < start + size; i++) if (words[i] !== next[i]) return true;
    }
    return false;
  }

  /** Looks at every tile once (a page opened, cleared or restored): about 1 ms at 1024². */
  private findFlatTiles(): void {
    const { tileSize: size, width, words } = this;
    const cols = width / size;
    for (let index = 0; index < this.flatRows.length; index++) {
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      const value = words[y0 * width + x0] as number;
      let rows = 0;
      for (let row = 0; row < size; row++) {
        const start = (y0 + row) * width + x0;
        let i = start;
        while (i < start + size && words[i] === value) i++;
        if (i === start + size) rows |= 1 << row;
      }
      this.flatRows[index] = rows >>> 0;
      this.flatValue[index] = value;
    }
  }

  /** After a stored tile was put back: its rows are flat when it is a single run. */
  private noteFlat(index: number, tile: StoredTile): void {
    const rows = tile.rows ?? this.allRows;
    if (tile.runs && tile.data.length === 2) {
      const value = tile.data[1] as number;
      const kept = this.flatValue[index] === value ? (this.flatRows[index] as number) : 0;
      this.flatRows[index] = (kept | rows) >>> 0;
      this.flatValue[index] = value;
    } else {
      this.flatRows[index] = ((this.flatRows[index] as number) & ~rows) >>> 0;
    }
  }

  private swap(entry: Entry): void {
    const { width, tileSize: size } = this;
    const cols = width / size;
    let bytes = 0;
    for (let k = 0; k < entry.indices.length; k++) {
      const index = entry.indices[k] as number;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      const stored = entry.tiles[k] as StoredTile;
      // The same rows the entry holds: the others are the same in both states.
      const held = encodeTile(this.words, width, x0, y0, size, stored.rows ?? allRows(size));
      decodeTile(stored, this.words, width, x0, y0, size);
      this.noteFlat(index, stored);
      entry.tiles[k] = held;
      bytes += tileBytes(held);
    }
    this.entryBytes += bytes - entry.bytes;
    entry.bytes = bytes;
  }

  private dropRedo(): void {
    while (this.entries.length > this.position) this.entryBytes -= (this.entries.pop() as Entry).bytes;
  }

  /** Drops the oldest states until under the cap; the state at the cursor always stays. */
  private enforceCap(): void {
    while (this.byteSize > this.maxBytes && this.position > 0) {
      this.entryBytes -= (this.entries.shift() as Entry).bytes;
      this.position--;
    }
  }
}

/** The box of some tiles (by index, `cols` to a row), in pixels; null for none. */
const tileBox = (indices: readonly number[], cols: number, size: number): Rect | null => {
  if (indices.length === 0) return null;
  let left = cols;
  let top = Number.POSITIVE_INFINITY;
  let right = -1;
  let bottom = -1;
  for (const index of indices) {
    const tx = index % cols;
    const ty = (index - tx) / cols;
    if (tx < left) left = tx;
    if (tx > right) right = tx;
    if (ty < top) top = ty;
    if (ty > bottom) bottom = ty;
  }
  return {
    x: left * size,
    y: top * size,
    width: (right - left + 1) * size,
    height: (bottom - top + 1) * size,
  };
};
/** Whether the rows of a raw tile copy (row r at r × size) equal those of the tile at (x0, y0). */
const sameRows = (
  raw: Uint32Array,
  words: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
  rows: number,
): boolean => {
  for (let row = 0; row < size; row++) {
    if (!hasRow(rows, row)) continue;
    const start = (y0 + row) * width + x0;
    let at = row * size;
    for (let i = start; i < start + size; i++) if (words[i] !== raw[at++]) return false;
  }
  return true;
};
