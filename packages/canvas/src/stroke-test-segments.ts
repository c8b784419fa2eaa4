/** Stroke pieces for the rasteriser tests. */
import type { StrokeSegment } from './stroke';

/** A straight piece from (x0, y0) to (x1, y1): a quadratic whose control point is its middle. */
export const straight = (x0: number, y0: number, x1: number, y1: number, width: number): StrokeSegment => ({
  kind: 'quad',
  x0,
  y0,
  cx: (x0 + x1) / 2,
  cy: (y0 + y1) / 2,
  x1,
  y1,
  width,
});
