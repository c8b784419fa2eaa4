/**
 * A layer seen as square tiles of `size` pixels, `cols` to a row, numbered row by row: which
 * tiles a box touches, the box some tiles cover, and comparing a tile between two layers.
 */
import { hasRow } from './tile-codec';
import type { Rect } from './types';

/** One flag per tile (`cols` × `rows` tiles), set when any of the boxes touches it. */
export const touchedTiles = (
  areas: readonly Rect[],
  cols: number,
  rows: number,
  size: number,
): Uint8Array => {
  const touched = new Uint8Array(cols * rows);
  for (const area of areas) {
    const tx0 = Math.max(0, Math.floor(area.x / size));
    const ty0 = Math.max(0, Math.floor(area.y / size));
    const tx1 = Math.min(cols - 1, Math.floor((area.x + area.width - 1) / size));
    const ty1 = Math.min(rows - 1, Math.floor((area.y + area.height - 1) / size));
    for (let ty = ty0; ty <= ty1; ty++) touched.fill(1, ty * cols + tx0, ty * cols + tx1 + 1);
  }
  return touched;
};

/** The box of some tiles (by index, `cols` to a row), in pixels; null for none. */
export const tileBox = (indices: readonly number[], cols: number, size: number): Rect | null => {
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

/** Whether the tile at (x0, y0) differs between two layers `width` pixels wide. */
export const tileDiffers = (
  words: Uint32Array,
  next: Uint32Array,
  width: number,
  x0: number,
  y0: number,
  size: number,
): boolean => {
  for (let row = 0; row < size; row++) {
    const start = (y0 + row) * width + x0;
    for (let i = start; i < start + size; i++) if (words[i] !== next[i]) return true;
  }
  return false;
};

/** Whether the rows of a raw tile copy (row r at r × size) equal those of the tile at (x0, y0). */
export const sameRows = (
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
