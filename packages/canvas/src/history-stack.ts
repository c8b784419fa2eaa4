import { allRows, rowCount, type StoredTile, tileBytes } from './tile-codec';
import type { Rect } from './types';

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

/**
 * Changed tiles between two neighbouring states. `tiles` holds the side that is not at the
 * cursor: the older tiles while the entry is applied (ready for undo), the newer ones after it
 * was undone (ready for redo); undo/redo swap them with the current state's tiles.
 */
export interface Entry {
  readonly indices: Int32Array;
  readonly tiles: StoredTile[];
  readonly rect: Rect;
  bytes: number;
}

/**
 * The states after the first, as entries, and the cursor among them, with the spec's snapshot
 * semantics: adding discards everything after the cursor, undo stops at the first state and
 * redo at the last. Past `budget` bytes the oldest states are dropped first.
 */
export class HistoryStack {
  private readonly entries: Entry[] = [];
  private position = 0;
  private entryBytes = 0;
  private readonly budget: number;

  /** `budget`: the bytes the entries may hold. */
  constructor(budget: number) {
    this.budget = budget;
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
  /** Bytes held by every entry's tiles. */
  get bytes(): number {
    return this.entryBytes;
  }

  /** Adds the newest state after the cursor, dropping those after it. */
  push(entry: Entry): void {
    this.dropRedo();
    this.entries.push(entry);
    this.entryBytes += entry.bytes;
    this.position++;
    this.enforceCap();
  }

  /** The entry an undo swaps back, the cursor moved before it; null at the first state. */
  undo(): Entry | null {
    if (!this.canUndo) return null;
    const entry = this.entries[this.position - 1] as Entry;
    this.position--;
    return entry;
  }

  /** The entry a redo swaps back, the cursor moved past it; null at the last state. */
  redo(): Entry | null {
    if (!this.canRedo) return null;
    const entry = this.entries[this.position] as Entry;
    this.position++;
    return entry;
  }

  /** After undo/redo swapped an entry's tiles: they now hold `bytes`. */
  resized(entry: Entry, bytes: number): void {
    this.entryBytes += bytes - entry.bytes;
    entry.bytes = bytes;
  }

  clear(): void {
    this.entries.length = 0;
    this.entryBytes = 0;
    this.position = 0;
  }

  /** The states as data; the arrays are shared, never changed in place, so this is cheap. */
  save(): Pick<SavedHistory, 'position' | 'entries'> {
    return {
      position: this.position,
      entries: this.entries.map((entry) => ({
        indices: entry.indices,
        tiles: [...entry.tiles],
        rect: entry.rect,
      })),
    };
  }

  /** Replaces every state with loaded ones (see `savedEntries`); the cap applies as to new states. */
  load(entries: Entry[], position: number): void {
    this.entries.length = 0;
    this.entries.push(...entries);
    this.entryBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    this.position = position;
    // Over the cap: the oldest states go first, then (should the cursor be early) the newest.
    this.enforceCap();
    while (this.entryBytes > this.budget && this.entries.length > this.position) {
      this.entryBytes -= (this.entries.pop() as Entry).bytes;
    }
  }

  private dropRedo(): void {
    while (this.entries.length > this.position) this.entryBytes -= (this.entries.pop() as Entry).bytes;
  }

  /** Drops the oldest states until under the cap; the state at the cursor always stays. */
  private enforceCap(): void {
    while (this.entryBytes > this.budget && this.position > 0) {
      this.entryBytes -= (this.entries.shift() as Entry).bytes;
      this.position--;
    }
  }
}

/**
 * The entries of a saved history, for a history of `tiles` tiles of `size` pixels; null when
 * anything in it does not fit (damaged data).
 */
export function savedEntries(saved: SavedHistory, tiles: number, size: number): Entry[] | null {
  if (!Array.isArray(saved.entries) || !Number.isInteger(saved.position)) return null;
  if (saved.position < 0 || saved.position > saved.entries.length) return null;
  const entries: Entry[] = [];
  for (const entry of saved.entries) {
    if (!(entry.indices instanceof Int32Array) || entry.indices.length !== entry.tiles?.length) return null;
    if (!entry.indices.every((index: number) => index >= 0 && index < tiles)) return null;
    let bytes = 0;
    for (const tile of entry.tiles) {
      if (!(tile.data instanceof Uint32Array)) return null;
      const rows = tile.rows ?? allRows(size);
      if (!Number.isInteger(rows) || rows <= 0 || rows > allRows(size)) return null;
      if (!tile.runs && tile.data.length !== rowCount(rows) * size) return null;
      bytes += tileBytes(tile);
    }
    entries.push({ indices: entry.indices, tiles: [...entry.tiles], rect: { ...entry.rect }, bytes });
  }
  return entries;
}
