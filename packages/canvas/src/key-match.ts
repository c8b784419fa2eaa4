import { type RegionMap, regionAt } from './regions';

/**
 * How far (px) beyond the band along a line (the map's gap-closing radius) a key point that is
 * not inside any region looks for the nearest one: a key made on another rasterisation of the
 * page may put a point on a line or just past its edge.
 */
export const KEY_SNAP_PX = 4;

export interface KeyPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * The nearest pixel (Euclidean) within `reach` (chessboard) of (x, y) that belongs to a region,
 * searched ring by ring; its region, or -1.
 */
const nearestRegion = (map: RegionMap, x: number, y: number, reach: number): number => {
  const { owner, width, height } = map;
  let best = -1;
  let bestDist = Number.POSITIVE_INFINITY;
  for (let d = 1; d <= reach; d++) {
    // Nothing in this ring or beyond is nearer than d.
    if (bestDist <= d * d) break;
    for (let dy = -d; dy <= d; dy++) {
      const py = y + dy;
      if (py < 0 || py >= height) continue;
      // The ring's top and bottom rows whole, its other rows at their two ends.
      const step = dy === -d || dy === d ? 1 : 2 * d;
      for (let dx = -d; dx <= d; dx += step) {
        const px = x + dx;
        if (px < 0 || px >= width) continue;
        const o = owner[py * width + px] as number;
        if (o === 0) continue;
        const dist = dx * dx + dy * dy;
        if (dist < bestDist) {
          bestDist = dist;
          best = o - 1;
        }
      }
    }
  }
  return best;
};

/**
 * The region each key point names (an index into the map's regions), or -1 for a point that
 * names none (off the page, or on a line with no region within reach). A point inside a region
 * or in the band along its lines names the region a tap there fills; a point on a line, or one
 * the map cannot answer, the nearest region within the band plus `snap` pixels.
 */
export const matchKeyPoints = (
  map: RegionMap,
  points: readonly KeyPoint[],
  snap: number = KEY_SNAP_PX,
): Int32Array => {
  const out = new Int32Array(points.length);
  const reach = map.radius + snap;
  for (let k = 0; k < points.length; k++) {
    const point = points[k] as KeyPoint;
    const x = Math.floor(point.x);
    const y = Math.floor(point.y);
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) {
      out[k] = -1;
      continue;
    }
    // The map's own gap closing (its radius r comes from any gap of 2r), so the tap resolves.
    const region = regionAt(map, x, y, { gapClose: map.radius * 2 });
    out[k] = region >= 0 ? region : nearestRegion(map, x, y, reach);
  }
  return out;
};
