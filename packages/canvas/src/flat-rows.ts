import { allRows, copyRowsInto, hasRow, type StoredTile } from './tile-codec';

/**
 * Per tile of a layer: the rows known to be all one colour (a row mask, bit r for row r) and
 * that colour, so a copy of the tile need not read them. A blank page is all flat rows; a stroke
 * leaves the rows it did not reach as they were, and an undo that puts back a one-colour tile
 * makes its rows flat again. Rows that changed become unknown.
 */
export class FlatRows {
  /** Per tile: the rows known to be all `value`. */
  readonly rows: Uint32Array;
  /** Per tile: the colour of its flat rows. */
  readonly value: Uint32Array;
  /** Every row of a tile, as a row mask. */
  readonly all: number;
  private readonly words: Uint32Array;
  private readonly width: number;
  private readonly size: number;

  /** Over `words`, a layer `width` pixels wide of `tiles` tiles of `size` pixels; call `scan` first. */
  constructor(words: Uint32Array, width: number, size: number, tiles: number) {
    this.words = words;
    this.width = width;
    this.size = size;
    this.all = allRows(size);
    this.rows = new Uint32Array(tiles);
    this.value = new Uint32Array(tiles);
  }

  /** Whether the whole tile is known to be one colour. */
  isFlat(index: number): boolean {
    return this.rows[index] === this.all;
  }

  /**
   * Looks at every tile once (a page opened, cleared or restored): about 1 ms at 1024². With
   * `only` (a tile mask), just those tiles: the others are as they were known.
   */
  scan(only?: Uint8Array): void {
    const { size, width, words } = this;
    const cols = width / size;
    for (let index = 0; index < this.rows.length; index++) {
      if (only && !only[index]) continue;
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
      this.rows[index] = rows >>> 0;
      this.value[index] = value;
    }
  }

  /** The rows of a tile that may have changed (all of them unless told) are no longer known. */
  forget(index: number, rows: number = this.all): void {
    this.rows[index] = ((this.rows[index] as number) & ~rows) >>> 0;
  }

  /** After a stored tile was put back: its rows are flat when it is a single run. */
  restored(index: number, tile: StoredTile): void {
    const rows = tile.rows ?? this.all;
    if (tile.runs && tile.data.length === 2) {
      const value = tile.data[1] as number;
      const kept = this.value[index] === value ? (this.rows[index] as number) : 0;
      this.rows[index] = (kept | rows) >>> 0;
      this.value[index] = value;
    } else {
      this.forget(index, rows);
    }
  }

  /** Copies rows of a tile into `raw` (row r at r × size); rows known to be flat are just filled. */
  copyRows(raw: Uint32Array, index: number, tx: number, ty: number, rows: number): void {
    const size = this.size;
    const flat = (rows & (this.rows[index] as number)) >>> 0;
    const read = (rows & ~flat) >>> 0;
    if (read !== 0) copyRowsInto(this.words, this.width, tx * size, ty * size, size, read, raw);
    if (flat === 0) return;
    const value = this.value[index] as number;
    for (let row = 0; row < size; row++) {
      if (hasRow(flat, row)) raw.fill(value, row * size, row * size + size);
    }
  }
}
