import type { Rect } from './types';

/**
 * Where a stroke painted, kept per history tile as the box touched inside it, so that after the
 * stroke only that is read back from the canvas: a scribble touches far fewer tiles than its
 * bounding box, and often only part of a tile. Reading back costs a few ns a pixel plus a few µs
 * a read, so the boxes are handed out one per run of touched tiles in a tile row.
 */
export class StrokeTiles {
  private readonly cols: number;
  /** Per tile: left, top, right, bottom inside it (tile-relative, half-open); right 0 when untouched. */
  private readonly boxes: Uint16Array;

  constructor(
    readonly size: number,
    readonly tileSize: number,
  ) {
    if (size % tileSize !== 0) throw new Error('Size must be a multiple of the tile size');
    this.cols = size / tileSize;
    this.boxes = new Uint16Array(this.cols * this.cols * 4);
  }

  clear(): void {
    this.boxes.fill(0);
  }

  /** Adds a painted box (whole pixels, inside the canvas). */
  mark(rect: Rect): void {
    const { tileSize: tile, cols, boxes } = this;
    const right = rect.x + rect.width;
    const bottom = rect.y + rect.height;
    for (let ty = Math.floor(rect.y / tile); ty * tile < bottom; ty++) {
      const top = Math.max(rect.y - ty * tile, 0);
      const end = Math.min(bottom - ty * tile, tile);
      for (let tx = Math.floor(rect.x / tile); tx * tile < right; tx++) {
        const left = Math.max(rect.x - tx * tile, 0);
        const stop = Math.min(right - tx * tile, tile);
        const at = (ty * cols + tx) * 4;
        if (boxes[at + 2] === 0) {
          boxes[at] = left;
          boxes[at + 1] = top;
          boxes[at + 2] = stop;
          boxes[at + 3] = end;
          continue;
        }
        boxes[at] = Math.min(boxes[at] as number, left);
        boxes[at + 1] = Math.min(boxes[at + 1] as number, top);
        boxes[at + 2] = Math.max(boxes[at + 2] as number, stop);
        boxes[at + 3] = Math.max(boxes[at + 3] as number, end);
      }
    }
  }

  /**
   * The painted area as boxes to read back, one per run of touched tiles in a tile row: from the
   * first tile's leftmost paint to the last one's rightmost, over the rows any of them has paint
   * in. They cover every marked pixel and stay inside the touched tiles.
   */
  parts(): Rect[] {
    const { tileSize: tile, cols, boxes } = this;
    const parts: Rect[] = [];
    for (let ty = 0; ty < cols; ty++) {
      for (let tx = 0; tx < cols; tx++) {
        let at = (ty * cols + tx) * 4;
        if (boxes[at + 2] === 0) continue;
        const x = tx * tile + (boxes[at] as number);
        let top = boxes[at + 1] as number;
        let end = boxes[at + 3] as number;
        while (tx + 1 < cols && boxes[at + 4 + 2] !== 0) {
          tx++;
          at += 4;
          top = Math.min(top, boxes[at + 1] as number);
          end = Math.max(end, boxes[at + 3] as number);
        }
        const right = tx * tile + (boxes[at + 2] as number);
        parts.push({ x, y: ty * tile + top, width: right - x, height: end - top });
      }
    }
    return parts;
  }
}
