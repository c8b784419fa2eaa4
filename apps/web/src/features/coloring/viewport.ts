// The constants alone: the first paint's early script (features/coloring/early-coloring.ts) fits the page too.
import { CANVAS_SIZE } from '@colorbook/canvas/constants';

/**
 * The on-screen view of the 1024² document: `scale` CSS pixels per document pixel and the
 * document's top-left corner at (`x`, `y`) inside the viewport. Pure, so pointer mapping,
 * pinch and wheel zoom are tested without a browser.
 */
export type View = { scale: number; x: number; y: number };
/**
 * A viewport's size. `contain` fits the whole page in both directions, centred (the normal
 * view, whose viewport takes all the free room); otherwise the fit zoom is the width's (spec §4).
 */
export type Size = { width: number; height: number; contain?: boolean };
export type Point = { x: number; y: number };

/** How far in a user may zoom: this many times the fit zoom, and at least 4 screen px per document px. */
const MAX_ZOOM_OVER_FIT = 8;
const MIN_MAX_SCALE = 4;
/** Largest wheel delta one event zooms by: a mouse notch zooms about 1.28×. */
const WHEEL_ZOOM_CAP = 25;

/** The fit zoom: the width's (spec §4), or the whole page in a `contain` viewport. */
const fitScale = (viewport: Size): number =>
  (viewport.contain ? Math.min(viewport.width, viewport.height) : viewport.width) / CANVAS_SIZE;

/** The smallest scale shows the whole page; the largest is well past pixel level. */
export function scaleLimits(viewport: Size): { min: number; max: number } {
  const min = Math.min(viewport.width, viewport.height) / CANVAS_SIZE;
  const fit = fitScale(viewport);
  return { min, max: Math.max(fit * MAX_ZOOM_OVER_FIT, MIN_MAX_SCALE) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * One axis: a page smaller than the viewport is centred across and kept at the top down (the
 * room below is where a phone's palette opens, so it covers none of the page); a larger one
 * never shows a gap at its edges.
 */
const clampAxis = (position: number, content: number, viewport: number, centre: boolean): number =>
  content <= viewport ? (centre ? (viewport - content) / 2 : 0) : clamp(position, viewport - content, 0);

/** Keeps the scale within its limits and the page on screen. */
export function clampView(view: View, viewport: Size): View {
  const { min, max } = scaleLimits(viewport);
  const scale = clamp(view.scale, min, max);
  const content = CANVAS_SIZE * scale;
  return {
    scale,
    x: clampAxis(view.x, content, viewport.width, true),
    y: clampAxis(view.y, content, viewport.height, false),
  };
}

/**
 * Fit zoom (spec §4): container width ÷ 1024, the page's top at the top when it is taller than
 * the viewport; in a `contain` viewport the whole page, centred across.
 */
export function fitView(viewport: Size): View {
  return clampView({ scale: fitScale(viewport), x: 0, y: 0 }, viewport);
}

/** A point in the viewport (CSS px from its top-left corner) in document coordinates. */
export function toDocument(point: Point, view: View): Point {
  return { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale };
}

/** Zooms to `scale`, keeping the document point under `anchor` (viewport px) where it is. */
export function zoomAt(view: View, scale: number, anchor: Point, viewport: Size): View {
  const { min, max } = scaleLimits(viewport);
  const next = clamp(scale, min, max);
  const doc = toDocument(anchor, view);
  return clampView({ scale: next, x: anchor.x - doc.x * next, y: anchor.y - doc.y * next }, viewport);
}

export function panBy(view: View, dx: number, dy: number, viewport: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, viewport);
}

/** Wheel: pinch-to-zoom on trackpads and Ctrl+wheel zoom; a plain wheel or two-finger scroll pans. */
export function wheelView(
  view: View,
  wheel: { deltaX: number; deltaY: number; zoom: boolean; anchor: Point },
  viewport: Size,
): View {
  if (wheel.zoom) {
    // Trackpad pinches send small deltas; a mouse notch (~100) is capped to a gentle step.
    const delta = clamp(wheel.deltaY, -WHEEL_ZOOM_CAP, WHEEL_ZOOM_CAP);
    return zoomAt(view, view.scale * Math.exp(-delta * 0.01), wheel.anchor, viewport);
  }
  return panBy(view, -wheel.deltaX, -wheel.deltaY, viewport);
}

export type Pinch = { view: View; center: Point; distance: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function startPinch(view: View, a: Point, b: Point): Pinch {
  return { view, center: middle(a, b), distance: Math.max(1, distance(a, b)) };
}

/** Two fingers: spreading them zooms about their midpoint, moving them together pans. */
export function movePinch(pinch: Pinch, a: Point, b: Point, viewport: Size): View {
  const { min, max } = scaleLimits(viewport);
  const scale = clamp((pinch.view.scale * Math.max(1, distance(a, b))) / pinch.distance, min, max);
  const doc = toDocument(pinch.center, pinch.view);
  const center = middle(a, b);
  return clampView({ scale, x: center.x - doc.x * scale, y: center.y - doc.y * scale }, viewport);
}

/** True when the view shows the page at its fit zoom (nothing to reset). */
export function isFitView(view: View, viewport: Size): boolean {
  const fit = fitView(viewport);
  return (
    Math.abs(fit.scale - view.scale) < 1e-3 &&
    Math.abs(fit.x - view.x) < 0.5 &&
    Math.abs(fit.y - view.y) < 0.5
  );
}
