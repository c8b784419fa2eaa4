import type { Rgba } from './color';
import { type FillOptions, fillRegion } from './fill';
import {
  fallbackMask,
  NO_REGION,
  paintKnownRegion,
  type RegionMap,
  regionAt,
  UNKNOWN_REGION,
} from './regions';
import { createImage, type Rect, type RgbaImage } from './types';

/** The box of everything region `r` paints. */
export const regionRect = (map: RegionMap, r: number): Rect => {
  const { rects } = map;
  return {
    x: rects[r * 4] as number,
    y: rects[r * 4 + 1] as number,
    width: rects[r * 4 + 2] as number,
    height: rects[r * 4 + 3] as number,
  };
};

/** Open pixels of region `r` (its runs, not the band along its lines). */
export const regionArea = (map: RegionMap, r: number): number => {
  let area = 0;
  const end = (map.regionRunFirst[r + 1] as number) * 2;
  for (let j = (map.regionRunFirst[r] as number) * 2; j < end; j += 2) area += map.runs[j + 1] as number;
  return area;
};

/** Calls `visit` with every pixel index region `r` paints: its runs, then the band it grows into. */
export const forEachRegionPixel = (map: RegionMap, r: number, visit: (i: number) => void): void => {
  const { runs, extra } = map;
  const end = (map.regionRunFirst[r + 1] as number) * 2;
  for (let j = (map.regionRunFirst[r] as number) * 2; j < end; j += 2) {
    const start = runs[j] as number;
    const stop = start + (runs[j + 1] as number);
    for (let i = start; i < stop; i++) visit(i);
  }
  const extraEnd = map.regionExtraFirst[r + 1] as number;
  for (let j = map.regionExtraFirst[r] as number; j < extraEnd; j++) visit(extra[j] as number);
};

/** Paints region `r` in one colour, exactly as a tap in it would; returns its box. */
export const paintRegion = (map: RegionMap, layer: RgbaImage, r: number, color: Rgba): Rect => {
  paintKnownRegion(map, layer, r, color);
  return regionRect(map, r);
};

/**
 * Writes one pixel of the layer: `i` is its index (its bytes start at 4i), (x, y) its place. A
 * gradient or a pattern is a shader; the region decides which pixels it is called for.
 */
export type PixelShader = (data: Uint8ClampedArray, i: number, x: number, y: number) => void;

/** Shades every pixel region `r` paints; returns its box. */
export const shadeRegion = (map: RegionMap, layer: RgbaImage, r: number, shade: PixelShader): Rect => {
  const { width } = map;
  const data = layer.data;
  forEachRegionPixel(map, r, (i) => {
    const y = (i / width) | 0;
    shade(data, i, i - y * width, y);
  });
  return regionRect(map, r);
};

/** Scratch pages for the rare taps the map cannot answer, one per page size. */
const scratches = new Map<number, RgbaImage>();
const scratchFor = (width: number, height: number): RgbaImage => {
  const key = width * 65536 + height;
  let scratch = scratches.get(key);
  if (!scratch) {
    scratch = createImage(width, height);
    scratches.set(key, scratch);
  }
  return scratch;
};

/**
 * Shades the pixels a plain fill tapped at (x, y) paints, and only those (so a gradient or a
 * pattern has the fill's edges: no halo, lines untouched). Returns the box, or null when the tap
 * paints nothing. Taps the map cannot answer find their pixels with `fillRegion` on a scratch page.
 */
export const shadeRegionAt = (
  map: RegionMap,
  layer: RgbaImage,
  x: number,
  y: number,
  shade: PixelShader,
  options: FillOptions = {},
): Rect | null => {
  const region = regionAt(map, x, y, options);
  if (region === NO_REGION) return null;
  if (region !== UNKNOWN_REGION) return shadeRegion(map, layer, region, shade);
  const scratch = scratchFor(map.width, map.height);
  const rect = fillRegion(fallbackMask(map), scratch, x, y, [0, 0, 0, 255], options);
  if (!rect) return null;
  const { width } = map;
  for (let py = rect.y; py < rect.y + rect.height; py++) {
    for (let px = rect.x; px < rect.x + rect.width; px++) {
      const i = py * width + px;
      if (scratch.data[i * 4 + 3] === 0) continue;
      scratch.data[i * 4 + 3] = 0;
      shade(layer.data, i, px, py);
    }
  }
  return rect;
};
