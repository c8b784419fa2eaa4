import { packRgba, type Rgba } from './color';
import { type FillBox, growBackFill } from './fill-grow-back';
import {
  BAND,
  DEFAULT_GAP_CLOSE,
  gapRadius,
  indexFor,
  type LineMask,
  OPEN,
  type RadiusIndex,
  VISITED,
} from './line-mask';
import type { Rect, RgbaImage } from './types';

export { DEFAULT_GAP_CLOSE } from './line-mask';

export interface FillOptions {
  /** Widest gap in the lines, in pixels, that the fill treats as closed (0 disables gap closing). */
  gapClose?: number;
}

/** A growable stack of pixel indices; typed so a large region costs no per-pixel allocation. */
class IndexStack {
  items = new Int32Array(4096);
  length = 0;
  push(value: number): void {
    if (this.length === this.items.length) {
      const bigger = new Int32Array(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.length++] = value;
  }
}

/**
 * Fills the region of the line art that contains (x, y) on the colour layer and returns the
 * changed box, or null when the tap is on a line or outside the page.
 *
 * The region is searched with the walls dilated by r = ceil(gapClose / 2) (so gaps up to
 * gapClose pixels are closed), then grown back r + 2 steps into the dilated band: that restores
 * the strip along the lines the dilation took away, covers the anti-aliased fringe and runs two
 * pixels under the line itself. Line art is multiplied on top, so colour under a line is hidden
 * and no white halo is left along anti-aliased edges.
 */
export const fillRegion = (
  mask: LineMask,
  layer: RgbaImage,
  x: number,
  y: number,
  color: Rgba,
  options: FillOptions = {},
): Rect | null => {
  const { width, height, dist, work } = mask;
  if (layer.width !== width || layer.height !== height) throw new Error('Layer and line art differ in size');
  const sx = Math.floor(x);
  const sy = Math.floor(y);
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return null;
  const start = sy * width + sx;
  const startDist = dist[start] as number;
  if (startDist === 0) return null;

  let radius = gapRadius(options.gapClose ?? DEFAULT_GAP_CLOSE);
  let seed = start;
  if (startDist <= radius) {
    // A tap close to a line lands in the closed-off band: start from the nearest open pixel
    // instead; only a region thinner than the dilation falls back to a smaller radius.
    work.set(indexFor(mask, radius).classes);
    const open = nearestOpen(work, width, start, radius);
    if (open < 0) radius = startDist - 1;
    else seed = open;
  }
  const index = indexFor(mask, radius);
  work.set(index.classes);

  const pixels = new Uint32Array(layer.data.buffer, layer.data.byteOffset, width * height);
  const value = packRgba(color);
  const box: FillBox = { minX: width, minY: height, maxX: -1, maxY: -1 };
  const ring = new IndexStack();
  // Closed pixels touching the region are coloured at once and start the grow-back.
  const touch = (q: number): void => {
    const v = work[q] as number;
    if (v >= VISITED) return;
    work[q] = v | VISITED;
    pixels[q] = value;
    ring.push(q);
  };
  scanRegion(index, width, height, seed, pixels, value, touch, box);
  growBackFill(work, width, pixels, value, ring, radius + 2, box);

  const { minX, minY, maxX, maxY } = box;
  if (maxX < 0) return null;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
};

/**
 * fillRegion's scanline fill over the page's precomputed open runs: a run joins the region when
 * it overlaps a region run in the row above or below. Colours the region's runs, widens `box`
 * and touches every closed pixel bordering the region.
 */
const scanRegion = (
  { runStart, runEnd, runRow, rowFirst }: RadiusIndex,
  width: number,
  height: number,
  seed: number,
  pixels: Uint32Array,
  value: number,
  touch: (q: number) => void,
  box: FillBox,
): void => {
  let { minX, minY, maxX, maxY } = box;
  const visited = new Uint8Array(runStart.length);
  const stack = new IndexStack();
  const seedRow = Math.floor(seed / width);
  const seedX = seed - seedRow * width;
  let first = rowFirst[seedRow] as number;
  while ((runEnd[first] as number) < seedX) first++;
  visited[first] = 1;
  stack.push(first);
  while (stack.length > 0) {
    const k = stack.items[--stack.length] as number;
    const row = runRow[k] as number;
    const s = runStart[k] as number;
    const e = runEnd[k] as number;
    const offset = row * width;
    pixels.fill(value, offset + s, offset + e + 1);
    if (row < minY) minY = row;
    if (row > maxY) maxY = row;
    if (s < minX) minX = s;
    if (e > maxX) maxX = e;
    if (s > 0) touch(offset + s - 1);
    if (e < width - 1) touch(offset + e + 1);
    for (let ny = row - 1; ny <= row + 1; ny += 2) {
      if (ny < 0 || ny >= height) continue;
      const nOffset = ny * width;
      const rowEndRun = rowFirst[ny + 1] as number;
      // Binary search for the first run of that row ending at or after s.
      let lo = rowFirst[ny] as number;
      let hi = rowEndRun;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((runEnd[mid] as number) < s) lo = mid + 1;
        else hi = mid;
      }
      let x = s;
      for (let j = lo; j < rowEndRun && (runStart[j] as number) <= e; j++) {
        // Pixels between open runs above or below the region are closed: they border it.
        const gapEnd = Math.min(runStart[j] as number, e + 1);
        for (; x < gapEnd; x++) touch(nOffset + x);
        x = Math.max(x, (runEnd[j] as number) + 1);
        if (visited[j] === 0) {
          visited[j] = 1;
          stack.push(j);
        }
      }
      for (; x <= e; x++) touch(nOffset + x);
    }
  }
  box.minX = minX;
  box.minY = minY;
  box.maxX = maxX;
  box.maxY = maxY;
};

/** Breadth-first search over non-line pixels for the nearest pixel outside the closed band. */
const nearestOpen = (work: Uint8Array, width: number, start: number, radius: number): number => {
  const size = work.length;
  const limit = 2 * radius + 2;
  let ring = [start];
  work[start] = (work[start] as number) | VISITED;
  for (let step = 0; step < limit && ring.length > 0; step++) {
    const next: number[] = [];
    for (const p of ring) {
      const px = p % width;
      const neighbours = [px > 0 ? p - 1 : -1, px < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const q of neighbours) {
        if (q < 0 || q >= size) continue;
        const v = work[q] as number;
        if (v === OPEN) return q;
        if (v !== BAND) continue;
        work[q] = v | VISITED;
        next.push(q);
      }
    }
    ring = next;
  }
  return -1;
};
