import { FlatRows } from './flat-rows';
import { type Entry, HistoryStack, type SavedHistory, savedEntries } from './history-stack';
import { type Pending, PendingTiles } from './pending-tiles';
import {
  allRows,
  decodeTile,
  encodeTile,
  hasRow,
  rowSpan,
  type StoredTile,
  tileBytes,
  tileIs,
  tileMatches,
  uniformTile,
} from './tile-codec';
import { sameRows, tileBox, tileDiffers, touchedTiles } from './tile-grid';
import type { Rect } from './types';

export type { SavedHistory } from './history-stack';

export const DEFAULT_TILE_SIZE = 32;
/** Default memory cap: the current state (4 MB at 1024²) plus diffs, well under 64 MB. */
export const DEFAULT_HISTORY_BYTES = 32 * 1024 * 1024;

export interface HistoryOptions {
  width: number;
  height: number;
  tileSize?: number;
  maxBytes?: number;
}

/** What to put back on the canvas after undo/redo: the whole state and the box that changed. */
export interface HistoryRestore {
  /** The state now at the cursor; owned by the history, copy it if you keep it. */
  readonly pixels: Uint8ClampedArray;
  readonly rect: Rect;
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
  private readonly stack: HistoryStack;
  /** True when the state is the caller's layer itself (see `sharing`), not a copy of it. */
  private readonly shared: boolean;
  /** Old tiles `capture` or `touch` kept before the layer changed, waiting for `commit`. */
  private readonly pending: PendingTiles;
  /** The rows of each tile known to be one colour, which `touch` need not read. */
  private readonly flat: FlatRows;

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
    // The cap counts the state too, unless it is the caller's layer.
    this.stack = new HistoryStack(this.maxBytes - (shared ? 0 : this.state.byteLength));
    const tiles = (width / this.tileSize) * (height / this.tileSize);
    this.pending = new PendingTiles(tiles, this.tileSize);
    this.flat = new FlatRows(this.words, width, this.tileSize, tiles);
    this.flat.scan();
  }

  get count(): number {
    return this.stack.count;
  }
  get cursor(): number {
    return this.stack.cursor;
  }
  get canUndo(): boolean {
    return this.stack.canUndo;
  }
  get canRedo(): boolean {
    return this.stack.canRedo;
  }
  /** Bytes held: the current state (unless it is the caller's layer) plus every stored tile. */
  get byteSize(): number {
    return (this.shared ? 0 : this.state.byteLength) + this.stack.bytes;
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
    const { tileSize: size, width, words } = this;
    const cols = width / size;
    const touched = touchedTiles(
      dirty ? (Array.isArray(dirty) ? dirty : [dirty as Rect]) : [{ x: 0, y: 0, width, height: this.height }],
      cols,
      this.height / size,
      size,
    );
    const indices: number[] = [];
    const tiles: StoredTile[] = [];
    let bytes = 0;
    for (let index = 0; index < touched.length; index++) {
      if (touched[index] === 0) continue;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      if (!tileDiffers(words, next, width, x0, y0, size)) continue;
      const old = encodeTile(words, width, x0, y0, size);
      for (let row = 0; row < size; row++) {
        const start = (y0 + row) * width + x0;
        words.set(next.subarray(start, start + size), start);
      }
      this.flat.forget(index);
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
    this.stack.push({ indices: Int32Array.from(indices), tiles, rect, bytes });
    return true;
  }

  /** Shared mode: remembers the tiles touching `dirty` as they are now, before the caller paints. */
  capture(dirty: Rect | readonly Rect[]): void {
    const { tileSize: size, width } = this;
    const cols = width / size;
    const touched = touchedTiles(
      Array.isArray(dirty) ? dirty : [dirty as Rect],
      cols,
      this.height / size,
      size,
    );
    this.pending.drop();
    const pending = this.pending.start();
    for (let index = 0; index < touched.length; index++) {
      if (touched[index] === 0) continue;
      const x0 = (index % cols) * size;
      const y0 = Math.floor(index / cols) * size;
      this.pending.keep(pending, index, encodeTile(this.words, width, x0, y0, size), null, this.flat.all);
    }
  }

  /**
   * Shared mode, for changes the caller paints into the layer piece by piece (a stroke): keeps the
   * rows of the tiles under `rect` as they are now, each once per change, before the caller
   * paints there. They are copied raw (rows known to be one colour are not even read); `commit`
   * drops the tiles that did not change and encodes the rest while they are still in the cache.
   */
  touch(rect: Rect): void {
    const { tileSize: size, width, flat } = this;
    const kept = this.pending;
    const cols = width / size;
    const tx0 = Math.max(0, Math.floor(rect.x / size));
    const ty0 = Math.max(0, Math.floor(rect.y / size));
    const tx1 = Math.min(cols - 1, Math.floor((rect.x + rect.width - 1) / size));
    const ty1 = Math.min(this.height / size - 1, Math.floor((rect.y + rect.height - 1) / size));
    const slots = kept.slots;
    let pending = kept.current;
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
          if (raw) flat.copyRows(raw, index, tx, ty, missing);
          continue;
        }
        pending ??= kept.start();
        if (flat.isFlat(index)) {
          // Known to be one colour: nothing to read.
          kept.keep(pending, index, null, null, need);
          continue;
        }
        const copy = kept.rawCopy();
        flat.copyRows(copy, index, tx, ty, need);
        kept.keep(pending, index, null, copy, need);
      }
    }
  }

  /**
   * Puts back every tile kept since the last commit (a stroke abandoned half way) and forgets
   * them; returns the box that changed back, or null when nothing was kept.
   */
  revert(): Rect | null {
    const pending = this.pending.current;
    this.pending.drop();
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
    const pending = this.pending.current;
    this.pending.drop();
    if (!pending) return false;
    const { tileSize: size, width, words, flat } = this;
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
        if (tileIs(words, width, x0, y0, size, flat.value[index] as number)) continue;
      } else if (tileMatches(encoded, words, width, x0, y0, size)) {
        continue;
      }
      const tile = raw ? encodeTile(raw, size, 0, 0, size, rows) : this.keptTile(pending, k);
      // The rows it reached may have changed; the others are as they were.
      flat.forget(index, rows);
      indices.push(index);
      tiles.push(tile);
      bytes += tileBytes(tile);
    }
    return this.add(indices, tiles, bytes);
  }

  /** The old tile kept at `k` (not a raw copy) as a stored tile. */
  private keptTile(pending: Pending, k: number): StoredTile {
    return (
      pending.tiles[k] ?? uniformTile(this.flat.value[pending.indices[k] as number] as number, this.tileSize)
    );
  }

  /** The states as data; the arrays are shared, never changed in place, so this is cheap. */
  save(): SavedHistory {
    const { position, entries } = this.stack.save();
    return { width: this.width, height: this.height, tileSize: this.tileSize, position, entries };
  }

  /**
   * Takes back saved states around the current layer (the one saved with them). Anything that
   * does not fit this history (another size, damaged data) is ignored: false, history unchanged.
   * The memory cap applies as to new states.
   */
  load(saved: SavedHistory): boolean {
    const { tileSize: size } = this;
    if (saved.width !== this.width || saved.height !== this.height || saved.tileSize !== size) return false;
    const entries = savedEntries(saved, (this.width / size) * (this.height / size), size);
    if (!entries) return false;
    this.stack.load(entries, saved.position);
    this.pending.drop();
    return true;
  }

  undo(): HistoryRestore | null {
    const entry = this.stack.undo();
    if (!entry) return null;
    this.swap(entry);
    return { pixels: this.state, rect: entry.rect };
  }

  redo(): HistoryRestore | null {
    const entry = this.stack.redo();
    if (!entry) return null;
    this.swap(entry);
    return { pixels: this.state, rect: entry.rect };
  }

  /**
   * Forgets every state and starts again from `pixels` (clear, restoring saved work). `changed`
   * says where the layer changed since the history last knew it (everywhere, unless told).
   */
  reset(pixels: Uint8ClampedArray, changed?: Rect): void {
    if (pixels.length !== this.state.length) throw new Error('Pixels do not match the layer size');
    if (pixels !== this.state) this.state.set(pixels);
    const cols = this.width / this.tileSize;
    const rows = this.height / this.tileSize;
    this.flat.scan(changed && touchedTiles([changed], cols, rows, this.tileSize));
    this.pending.drop();
    this.stack.clear();
  }

  /** Puts an entry's tiles in the layer and keeps the layer's tiles they replace in the entry. */
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
      this.flat.restored(index, stored);
      entry.tiles[k] = held;
      bytes += tileBytes(held);
    }
    this.stack.resized(entry, bytes);
  }
}
