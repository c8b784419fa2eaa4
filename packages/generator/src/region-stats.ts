import sharp from 'sharp';
import { dilate } from './mask-ops';
import { INNER } from './page-frame';

/**
 * How a finished page falls apart into colourable regions, seen the way the fill tool sees it
 * (packages/canvas): pixels at least 100 dark are walls, the walls are dilated by 3 px (gaps up
 * to 6 px hold), and what stays white splits into 4-connected regions.
 */
export interface RegionMap {
  width: number;
  height: number;
  /** Region number per pixel, 0 for walls and the dilation band. */
  labels: Int32Array;
  /** Pixel count per region number (index 0 unused). */
  areas: number[];
}

/** Grey values below this are walls for the fill (its darkness threshold of 100). */
const WALL_BELOW = 156;
/** The fill's gap closing: 6 px, a dilation of 3 px on either side. */
export const FILL_GAP_RADIUS = 3;

export function labelRegions(
  grey: Uint8Array,
  width: number,
  height: number,
  radius = FILL_GAP_RADIUS,
): RegionMap {
  const walls = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) walls[i] = (grey[i] ?? 255) < WALL_BELOW ? 1 : 0;
  const closed = radius > 0 ? dilate(walls, width, height, radius) : walls;
  const labels = new Int32Array(grey.length);
  const areas = [0];
  // A scanline fill per region: each popped pixel labels its whole open run in the row, and the
  // rows above and below get one seed per open stretch along it. This runs several times for
  // every page composed, so it is kept to runs, not single pixels.
  const stack: number[] = [];
  const last = labels.length - width;
  for (let start = 0; start < labels.length; start++) {
    if (closed[start] || labels[start]) continue;
    const label = areas.length;
    let area = 0;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      if (labels[i]) continue;
      const row = i - (i % width);
      const rowEnd = row + width - 1;
      let left = i;
      while (left > row && !closed[left - 1] && !labels[left - 1]) left--;
      let right = i;
      while (right < rowEnd && !closed[right + 1] && !labels[right + 1]) right++;
      labels.fill(label, left, right + 1);
      area += right - left + 1;
      for (let shift = -width; shift <= width; shift += 2 * width) {
        if (row + shift < 0 || row + shift > last) continue;
        let open = false;
        for (let j = left + shift; j <= right + shift; j++) {
          if (!closed[j] && !labels[j]) {
            if (!open) stack.push(j);
            open = true;
          } else open = false;
        }
      }
    }
    areas.push(area);
  }
  return { width, height, labels, areas };
}

export interface RegionStats {
  /** Regions of at least `minArea` pixels. */
  regions: number;
  /** Share of the picture inside the frame covered by its largest region (0–1). */
  largestInner: number;
}

/** The page's regions, from its PNG (any size is read as grey pixels). */
export async function regionMapOf(png: Buffer): Promise<RegionMap> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return labelRegions(new Uint8Array(data), info.width, info.height);
}

export function regionStats(map: RegionMap, minArea = 200): RegionStats {
  const { width, labels, areas } = map;
  const inner = new Map<number, number>();
  const x0 = INNER.x;
  const x1 = INNER.x + INNER.size;
  for (let y = INNER.y; y < INNER.y + INNER.size; y++) {
    for (let x = x0; x < x1; x++) {
      const label = labels[y * width + x] as number;
      if (label) inner.set(label, (inner.get(label) ?? 0) + 1);
    }
  }
  const largest = Math.max(0, ...inner.values());
  return {
    regions: areas.filter((area) => area >= minArea).length,
    largestInner: largest / (INNER.size * INNER.size),
  };
}

/** The region label at (x, y), or of the nearest open pixel within a few pixels (0 if none). */
export function regionAt(map: RegionMap, x: number, y: number, search = 8): number {
  for (let r = 0; r <= search; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const px = x + dx;
        const py = y + dy;
        if (px < 0 || py < 0 || px >= map.width || py >= map.height) continue;
        const label = map.labels[py * map.width + px] as number;
        if (label) return label;
      }
    }
  }
  return 0;
}
