import { chessboardDistance } from './distance';
import { createWallDistance, DEFAULT_GAP_CLOSE, gapRadius } from './line-mask';
import { type RegionMap, regionsFromDistance } from './regions';
import type { RgbaImage } from './types';

/*
 * A page's regions as the server stores them when the page is made (docs/decisions/0043): the
 * line art's wall distance, capped at the fill's radius + 1, after an 8-byte header. Labelling
 * needs only whether a pixel is a line, in the band or open, so the cap changes nothing for the
 * default gap closing while the bytes gzip to ~40 KB for a 1024×1024 page (the full distance
 * ~110 KB, the whole RegionMap ~800 KB). A device rebuilds the very map labelling makes (the
 * full distance from the walls, then the regions) without reading the line art back, and every
 * device and the first paint label from the same bytes, so they fill alike.
 */

/** The format's first byte: a reader refuses what it does not know (and labels as before). */
export const STORED_REGIONS_VERSION = 1;
const HEADER = 8;

/** The stored bytes of a page's line art (rasterised on white at the document size). */
export function encodeStoredRegions(lineArt: RgbaImage): Uint8Array {
  const { width, height } = lineArt;
  const radius = gapRadius(DEFAULT_GAP_CLOSE);
  const dist = createWallDistance(lineArt);
  const bytes = new Uint8Array(HEADER + dist.length);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, STORED_REGIONS_VERSION);
  view.setUint8(1, radius);
  view.setUint16(2, width, true);
  view.setUint16(4, height, true);
  const cap = radius + 1;
  for (let i = 0; i < dist.length; i++) {
    const d = dist[i] as number;
    bytes[HEADER + i] = d > cap ? cap : d;
  }
  return bytes;
}

/** The region map from stored bytes, or null when they are not a map this code reads. */
export function regionMapFromStored(
  bytes: Uint8Array,
  size?: { width: number; height: number },
): RegionMap | null {
  if (bytes.length < HEADER) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const radius = view.getUint8(1);
  const width = view.getUint16(2, true);
  const height = view.getUint16(4, true);
  if (view.getUint8(0) !== STORED_REGIONS_VERSION || radius !== gapRadius(DEFAULT_GAP_CLOSE)) return null;
  if (bytes.length !== HEADER + width * height) return null;
  if (size && (size.width !== width || size.height !== height)) return null;
  // The walls are exact in the capped distance (its zeros): the full distance, which the colour
  // key's layout reads (how far a number may sit from the lines), is theirs again, as labelling
  // computes it. A new array: the map owns its arrays (they may be transferred).
  const walls = new Uint8Array(width * height);
  for (let i = 0; i < walls.length; i++) if (bytes[HEADER + i] === 0) walls[i] = 1;
  return regionsFromDistance(chessboardDistance(walls, width, height), width, height, radius);
}

/** The open pixels a tap reaches in stored bytes: each run as (pixel offset, length), and their box. */
export type OpenRuns = { runs: number[]; box: { x: number; y: number; width: number; height: number } };

/**
 * The open pixels (farther from every line than the gap closing's radius) 4-connected to (x, y),
 * read straight from the stored bytes: exactly the runs labelling gives the region there
 * (regions.ts joins a row's open runs to those they overlap above), without the band along its
 * lines that the rebuilt map adds. A first paint fills these the moment a tap comes, long before
 * a phone has rebuilt the whole map (docs/decisions/0043, 0058). Null when the bytes are not a
 * map this code reads (or not of `size`) or (x, y) is not open.
 */
export function openRunsFromStored(
  bytes: Uint8Array,
  x: number,
  y: number,
  size?: { width: number; height: number },
): OpenRuns | null {
  if (bytes.length < HEADER || bytes[0] !== STORED_REGIONS_VERSION) return null;
  const radius = bytes[1] as number;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint16(2, true);
  const height = view.getUint16(4, true);
  const open = (i: number) => (bytes[HEADER + i] as number) > radius;
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (bytes.length !== HEADER + width * height || px < 0 || py < 0 || px >= width || py >= height)
    return null;
  if (size && (size.width !== width || size.height !== height)) return null;
  if (!open(py * width + px)) return null;
  const seen = new Uint8Array(width * height);
  const runs: number[] = [];
  const box = { left: px, top: py, right: px, bottom: py };
  const stack = [px, py];
  while (stack.length > 0) {
    const sy = stack.pop() as number;
    const sx = stack.pop() as number;
    const row = sy * width;
    if (seen[row + sx]) continue;
    let left = sx;
    while (left > 0 && open(row + left - 1)) left--;
    let right = sx;
    while (right < width - 1 && open(row + right + 1)) right++;
    for (let i = row + left; i <= row + right; i++) seen[i] = 1;
    runs.push(row + left, right - left + 1);
    box.left = Math.min(box.left, left);
    box.right = Math.max(box.right, right);
    box.top = Math.min(box.top, sy);
    box.bottom = Math.max(box.bottom, sy);
    // Every open run of the rows above and below that overlaps this one.
    for (const ny of [sy - 1, sy + 1]) {
      if (ny < 0 || ny >= height) continue;
      const next = ny * width;
      for (let nx = left; nx <= right; nx++) {
        if (open(next + nx) && !seen[next + nx] && (nx === left || !open(next + nx - 1))) stack.push(nx, ny);
      }
    }
  }
  const { left, top, right, bottom } = box;
  return { runs, box: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 } };
}
