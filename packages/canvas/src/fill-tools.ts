import { parseHex, type Rgba } from './color';
import type { FillOptions } from './fill';
import { gradientShader } from './gradient-fill';
import { type PatternKind, patternShader } from './pattern-fill';
import { shadeRegionAt } from './region-pixels';
import { fillBoxAt, fillKnownRegion, NO_REGION, type RegionMap, regionAt } from './regions';
import { type Transform, transformPixel, transformPoint } from './symmetry';
import { type Rect, type RgbaImage, unionRect } from './types';

/**
 * What a fill lays in a region: one colour, a gradient from the current colour to `to` (dragged
 * across the region), or a pattern in the current colour over `background` (or over the paint
 * already there).
 */
export type FillStyle =
  | { readonly kind: 'flat' }
  | { readonly kind: 'gradient'; readonly to: string; readonly radial?: boolean }
  | { readonly kind: 'pattern'; readonly pattern: PatternKind; readonly background?: string | null };

/** One copy of a tap under symmetry: the pixel it lands on and the transform that put it there. */
export interface Tap {
  readonly x: number;
  readonly y: number;
  readonly transform: Transform;
}

/**
 * The taps one tap at (x, y) makes under `transforms`: one per region (a tap on the mirror axis,
 * or copies landing in one big region, paint it once), none on lines or off the page.
 */
export const symmetricTaps = (
  map: RegionMap,
  transforms: readonly Transform[],
  x: number,
  y: number,
  options: FillOptions = {},
): Tap[] => {
  const seen = new Set<number>();
  const taps: Tap[] = [];
  for (const transform of transforms) {
    const [px, py] = transformPixel(transform, x, y);
    if (px < 0 || py < 0 || px >= map.width || py >= map.height) continue;
    const region = regionAt(map, px, py, options);
    if (region === NO_REGION) continue;
    if (region >= 0) {
      if (seen.has(region)) continue;
      seen.add(region);
    }
    taps.push({ x: px, y: py, transform });
  }
  return taps;
};

/** Everything the taps may paint, known before painting (so the history can keep it). */
export const tapsBox = (map: RegionMap, taps: readonly Tap[], options: FillOptions = {}): Rect | null => {
  let box: Rect | null = null;
  for (const tap of taps) box = unionRect(box, fillBoxAt(map, tap.x, tap.y, options));
  return box;
};

/** Paints each tap's region in `color` as a flat or pattern fill (a gradient style paints flat); the box that changed. */
export const paintTaps = (
  map: RegionMap,
  layer: RgbaImage,
  taps: readonly Tap[],
  color: Rgba,
  style: FillStyle,
  options: FillOptions = {},
): Rect | null => {
  let box: Rect | null = null;
  for (const tap of taps) {
    const rect =
      style.kind === 'pattern'
        ? shadeRegionAt(
            map,
            layer,
            tap.x,
            tap.y,
            patternShader(style.pattern, color, style.background ? parseHex(style.background) : null),
            options,
          )
        : fillKnownRegion(map, layer, tap.x, tap.y, color, options);
    box = unionRect(box, rect);
  }
  return box;
};

/** A gradient drag: where it started and, once the pointer has moved, where it is now. */
export interface GradientDrag {
  readonly from: Rgba;
  readonly to: Rgba;
  readonly radial: boolean;
  readonly start: readonly [number, number];
  readonly end: readonly [number, number] | null;
}

/**
 * Paints each tap's region with the drag's gradient, the drag mapped by the tap's own transform
 * (a mirrored region gets the mirrored gradient). A drag that has not moved yet gives each region
 * a gradient over its own box: top to bottom, or outwards from the tap when radial.
 */
export const paintGradientTaps = (
  map: RegionMap,
  layer: RgbaImage,
  taps: readonly Tap[],
  drag: GradientDrag,
  options: FillOptions = {},
): Rect | null => {
  let changed: Rect | null = null;
  for (const tap of taps) {
    let x0: number;
    let y0: number;
    let x1: number;
    let y1: number;
    if (drag.end) {
      [x0, y0] = transformPoint(tap.transform, drag.start[0], drag.start[1]);
      [x1, y1] = transformPoint(tap.transform, drag.end[0], drag.end[1]);
    } else {
      const box = fillBoxAt(map, tap.x, tap.y, options);
      if (!box) continue;
      if (drag.radial) {
        x0 = tap.x + 0.5;
        y0 = tap.y + 0.5;
        const dx = Math.max(Math.abs(box.x - x0), Math.abs(box.x + box.width - x0));
        const dy = Math.max(Math.abs(box.y - y0), Math.abs(box.y + box.height - y0));
        x1 = x0 + Math.hypot(dx, dy);
        y1 = y0;
      } else {
        x0 = x1 = box.x + box.width / 2;
        y0 = box.y;
        y1 = box.y + box.height;
      }
    }
    const shader = gradientShader({ from: drag.from, to: drag.to, x0, y0, x1, y1, radial: drag.radial });
    changed = unionRect(changed, shadeRegionAt(map, layer, tap.x, tap.y, shader, options));
  }
  return changed;
};
