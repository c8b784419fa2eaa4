import { lineWidth } from './constants';
import type { Rect } from './types';

/** One pointer sample in document coordinates; `pressure` as PointerEvent reports it (0–1). */
export interface PointerSample {
  x: number;
  y: number;
  pressure?: number;
}

/**
 * What to draw: a round dot, or a quadratic piece of the smoothed path. Each piece carries its
 * own width, so pressure can change the width along a stroke; round caps make the pieces join
 * seamlessly.
 */
export type StrokeSegment =
  | { kind: 'dot'; x: number; y: number; width: number }
  | { kind: 'quad'; x0: number; y0: number; cx: number; cy: number; x1: number; y1: number; width: number };

export interface StrokeOptions {
  brushSize: number;
  zoom: number;
}

/** Mice report 0.5 while a button is down and 0 otherwise: neither says anything about force. */
const hasPressure = (p: number | undefined): p is number => p !== undefined && p > 0 && p !== 0.5;

/** Width factor for a pen's pressure: 0.5 (a normal press) keeps the chosen brush size. */
export const pressureFactor = (pressure: number | undefined): number =>
  hasPressure(pressure) ? 0.4 + 1.2 * Math.min(1, pressure) : 1;

interface Point {
  x: number;
  y: number;
  width: number;
}

const mid = (a: Point, b: Point): Point => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
  width: (a.width + b.width) / 2,
});

/**
 * Turns pointer samples (including coalesced ones) into smooth segments with quadratic
 * midpoint smoothing: each sample becomes the control point of a curve between the midpoints
 * of its neighbouring sections, which removes the corners of a polyline without lagging
 * behind the pointer by more than half a section. Width is brush size ÷ zoom (spec §9).
 */
export class StrokeSmoother {
  private readonly baseWidth: number;
  private last: Point | null = null;
  private lastMid: Point | null = null;
  private moved = false;

  constructor(options: StrokeOptions) {
    this.baseWidth = lineWidth(options.brushSize, options.zoom);
  }

  begin(sample: PointerSample): StrokeSegment[] {
    const point = { x: sample.x, y: sample.y, width: this.baseWidth * pressureFactor(sample.pressure) };
    this.last = point;
    this.lastMid = point;
    this.moved = false;
    // Draw a dot at once so a tap leaves a mark and the stroke's start is visible immediately.
    return [{ kind: 'dot', x: point.x, y: point.y, width: point.width }];
  }

  add(samples: readonly PointerSample[]): StrokeSegment[] {
    const out: StrokeSegment[] = [];
    for (const sample of samples) {
      const last = this.last;
      const lastMid = this.lastMid;
      if (!last || !lastMid) break;
      // Sub-pixel jitter only adds segments; it cannot change what is drawn.
      if (Math.hypot(sample.x - last.x, sample.y - last.y) < 0.5) continue;
      // Ease the width towards the new pressure so a noisy pen does not make the edge ripple.
      const target = this.baseWidth * pressureFactor(sample.pressure);
      const point = { x: sample.x, y: sample.y, width: last.width + (target - last.width) * 0.5 };
      const m = mid(last, point);
      out.push(quad(lastMid, last, m));
      this.last = point;
      this.lastMid = m;
      this.moved = true;
    }
    return out;
  }

  /** Finishes the stroke: the last half-section runs straight to where the pointer was lifted. */
  end(): StrokeSegment[] {
    const { last, lastMid, moved } = this;
    this.last = null;
    this.lastMid = null;
    if (!last || !lastMid || !moved) return [];
    return [quad(lastMid, mid(lastMid, last), last)];
  }
}

const quad = (from: Point, control: Point, to: Point): StrokeSegment => ({
  kind: 'quad',
  x0: from.x,
  y0: from.y,
  cx: control.x,
  cy: control.y,
  x1: to.x,
  y1: to.y,
  width: (from.width + to.width) / 2,
});

/** The box a segment can paint, including its round caps and a pixel of anti-aliasing. */
export const segmentBounds = (segment: StrokeSegment): Rect => {
  const pad = segment.width / 2 + 1;
  const xs = segment.kind === 'dot' ? [segment.x] : [segment.x0, segment.cx, segment.x1];
  const ys = segment.kind === 'dot' ? [segment.y] : [segment.y0, segment.cy, segment.y1];
  // A quadratic curve stays inside the triangle of its three points.
  const x = Math.floor(Math.min(...xs) - pad);
  const y = Math.floor(Math.min(...ys) - pad);
  return {
    x,
    y,
    width: Math.ceil(Math.max(...xs) + pad) - x,
    height: Math.ceil(Math.max(...ys) + pad) - y,
  };
};

/** Where a quadratic segment is at t (0–1); tests and hit checks use it. */
export const pointOnSegment = (segment: StrokeSegment, t: number): { x: number; y: number } => {
  if (segment.kind === 'dot') return { x: segment.x, y: segment.y };
  const u = 1 - t;
  return {
    x: u * u * segment.x0 + 2 * u * t * segment.cx + t * t * segment.x1,
    y: u * u * segment.y0 + 2 * u * t * segment.cy + t * t * segment.y1,
  };
};
