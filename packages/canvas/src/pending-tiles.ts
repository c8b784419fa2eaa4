import type { StoredTile } from './tile-codec';

/**
 * Old tiles kept for the state being made, each in one of three forms: encoded by `capture` (in
 * `tiles`), a raw copy of the rows `touch` reached (in `raw`), or neither, when `touch` found the
 * whole tile one colour and copied nothing.
 */
export interface Pending {
  readonly indices: number[];
  readonly tiles: (StoredTile | null)[];
  readonly raw: (Uint32Array | null)[];
  /** The rows reached so far (for a raw copy, row r at r × tileSize); the others did not change. */
  readonly rows: number[];
}

/**
 * The old tiles a history keeps before the layer changes, waiting for its commit, and the
 * buffers it keeps them in, reused from change to change.
 */
export class PendingTiles {
  /** The change being made, null between changes. */
  current: Pending | null = null;
  /** Per tile: its place in `current` plus one, 0 when it has none (so it is kept once). */
  readonly slots: Int32Array;
  private readonly tileSize: number;
  /** Tile-sized buffers for raw copies, reused from change to change; `rawUsed` are taken. */
  private readonly rawPool: Uint32Array[] = [];
  private rawUsed = 0;
  private readonly spare: Pending = { indices: [], tiles: [], raw: [], rows: [] };

  constructor(tiles: number, tileSize: number) {
    this.slots = new Int32Array(tiles);
    this.tileSize = tileSize;
  }

  start(): Pending {
    // One set of arrays, emptied for each change: a stroke keeps dozens of tiles, and growing
    // new arrays for each stroke showed in its cost. Nothing holds on to them past `commit`.
    const spare = this.spare;
    spare.indices.length = 0;
    spare.tiles.length = 0;
    spare.raw.length = 0;
    spare.rows.length = 0;
    this.current = spare;
    return spare;
  }

  keep(
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
    this.slots[index] = pending.indices.length;
  }

  /** A tile-sized buffer to copy a tile's rows into, free again after `drop`. */
  rawCopy(): Uint32Array {
    let copy = this.rawPool[this.rawUsed];
    if (!copy) {
      copy = new Uint32Array(this.tileSize * this.tileSize);
      this.rawPool.push(copy);
    }
    this.rawUsed++;
    return copy;
  }

  /** Ends the change; what it kept stays readable until the next `start` or `rawCopy`. */
  drop(): void {
    this.rawUsed = 0;
    if (!this.current) return;
    for (const index of this.current.indices) this.slots[index] = 0;
    this.current = null;
  }
}
