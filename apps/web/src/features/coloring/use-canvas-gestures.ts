import type { ColoringEngine, Tool } from '@colorbook/canvas';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useCanvasView } from './use-canvas-view';
import { useSpaceHeld } from './use-space-held';
import { movePinch, type Pinch, type Point, panBy, type Size, startPinch } from './viewport';
import { localPoint, toEnginePointer } from './viewport-pointer';

type Gesture =
  | { kind: 'idle' }
  /** `start`: where it began, while it is still a tap (colour by number fills on a tap). */
  | { kind: 'draw'; id: number; start: Point | null }
  | { kind: 'tap'; id: number; start: Point }
  | { kind: 'pan'; id: number; last: Point }
  | { kind: 'pinch'; pinch: Pinch }
  /** A pinch ended with a finger still down: that finger must not start drawing. */
  | { kind: 'done' };

/** A tap (fill, eyedropper, colour by number's brush) may wobble this far (CSS px) and still be a tap. */
const TAP_SLOP = 10;

type Options = {
  viewportRef: RefObject<HTMLDivElement | null>;
  engine: ColoringEngine | null;
  size: Size;
  tool: Tool;
  /** Asked before anything is painted (brush stroke or fill); false stops the gesture. */
  mayPaint: () => boolean;
  /**
   * Colour by number is on: a tap (not a drag) on a numbered region fills it in the current
   * colour whatever the tool (the brush and the eraser too; a drag still paints or erases).
   */
  numberTaps: boolean;
  onDrawStart: () => void;
  /** The pointer was lifted; `changed` when the gesture recorded a stroke or fill. */
  onGestureEnd: (changed: boolean) => void;
};

/**
 * Pointer input on the canvas viewport: one finger, the pen or the left button paints (or fills /
 * picks on a tap); two fingers pinch-zoom and pan; Space+drag or the middle button pans. The wheel
 * and the zoom buttons are the view's (use-canvas-view). The page itself never scrolls under a
 * finger (touch-action: none on the viewport).
 */
export function useCanvasGestures({
  viewportRef,
  engine,
  size,
  tool,
  mayPaint,
  numberTaps,
  onDrawStart,
  onGestureEnd,
}: Options) {
  const { view, viewRef, setView, zoomIn, zoomOut, resetView } = useCanvasView(viewportRef, engine, size);
  const spaceHeld = useSpaceHeld();
  const [panning, setPanning] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'idle' });
  // The listeners stay put for the viewport's life and read the latest props from here.
  const latest = useRef({ engine, size, tool, mayPaint, numberTaps, onDrawStart, onGestureEnd, spaceHeld });
  latest.current = { engine, size, tool, mayPaint, numberTaps, onDrawStart, onGestureEnd, spaceHeld };

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const local = (event: PointerEvent) => localPoint(element, event);
    const toEngine = (event: PointerEvent) => toEnginePointer(element, event, viewRef.current);

    const end = (event: PointerEvent, cancelled: boolean) => {
      const { engine: current, onGestureEnd, mayPaint: allowed, tool: active } = latest.current;
      const state = gesture.current;
      pointers.current.delete(event.pointerId);
      if (state.kind === 'draw' && state.id === event.pointerId) {
        gesture.current = { kind: 'idle' };
        const at = toEngine(event);
        if (cancelled) {
          current?.cancelStroke();
          onGestureEnd(false);
        } else if (state.start && latest.current.numberTaps && current?.isKeyedAt(at.x, at.y)) {
          // Colour by number: the dot the tap began becomes the numbered region, filled.
          onGestureEnd(current.fillRegion(at.x, at.y) !== null);
        } else {
          onGestureEnd(current?.pointerUp(at) ?? false);
        }
      } else if (state.kind === 'tap' && state.id === event.pointerId) {
        gesture.current = { kind: 'idle' };
        if (cancelled || !current) return;
        if (active === 'fill' && !allowed()) return;
        const before = current.historyCursor;
        const count = current.historyCount;
        current.pointerDown(toEngine(event));
        onGestureEnd(current.historyCursor !== before || current.historyCount !== count);
      } else if (state.kind === 'pan' && state.id === event.pointerId) {
        gesture.current = { kind: 'idle' };
        setPanning(false);
      } else if (state.kind === 'pinch') {
        gesture.current = pointers.current.size > 0 ? { kind: 'done' } : { kind: 'idle' };
      } else if (state.kind === 'done' && pointers.current.size === 0) {
        gesture.current = { kind: 'idle' };
      }
    };

    const handleDown = (event: PointerEvent) => {
      const {
        engine: current,
        tool: active,
        mayPaint: allowed,
        onDrawStart,
        spaceHeld: space,
      } = latest.current;
      if (!current) return;
      if (event.pointerType === 'mouse' && event.button !== 0 && event.button !== 1) return;
      // The zoom buttons over the canvas get their own clicks.
      if ((event.target as Element | null)?.closest('button, a, input')) return;
      event.preventDefault();
      try {
        element.setPointerCapture?.(event.pointerId);
      } catch {
        // A stroke made on the first paint and replayed here (use-first-paint-handover.ts): its
        // pointer is no longer down, so there is nothing to capture.
      }
      const point = local(event);
      pointers.current.set(event.pointerId, point);
      const state = gesture.current;

      if (pointers.current.size === 2 && state.kind !== 'pan') {
        // A second finger: whatever the first one started becomes a pinch, leaving no paint behind.
        if (state.kind === 'draw') {
          current.cancelStroke();
          latest.current.onGestureEnd(false);
        }
        const [a, b] = [...pointers.current.values()] as [Point, Point];
        gesture.current = { kind: 'pinch', pinch: startPinch(viewRef.current, a, b) };
        return;
      }
      if (pointers.current.size > 1 || state.kind !== 'idle') return;

      if (event.button === 1 || space) {
        gesture.current = { kind: 'pan', id: event.pointerId, last: point };
        setPanning(true);
      } else if ((active === 'fill' && current.fillStyle.kind !== 'gradient') || active === 'eyedropper') {
        // A gradient fill is a drag (aimed while the pointer moves), so it draws like a stroke.
        gesture.current = { kind: 'tap', id: event.pointerId, start: point };
      } else if (allowed()) {
        gesture.current = { kind: 'draw', id: event.pointerId, start: point };
        onDrawStart();
        current.pointerDown(toEngine(event));
      }
    };

    const handleMove = (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      const point = local(event);
      pointers.current.set(event.pointerId, point);
      const state = gesture.current;
      const { size: box, engine: current } = latest.current;
      if (state.kind === 'pinch') {
        const [a, b] = [...pointers.current.values()];
        if (a && b) setView(movePinch(state.pinch, a, b, box));
      } else if (state.kind === 'pan' && state.id === event.pointerId) {
        setView(panBy(viewRef.current, point.x - state.last.x, point.y - state.last.y, box));
        gesture.current = { ...state, last: point };
      } else if (state.kind === 'draw' && state.id === event.pointerId) {
        if (state.start && Math.hypot(point.x - state.start.x, point.y - state.start.y) > TAP_SLOP)
          gesture.current = { ...state, start: null };
        current?.pointerMove(toEngine(event));
      } else if (state.kind === 'tap' && state.id === event.pointerId) {
        if (Math.hypot(point.x - state.start.x, point.y - state.start.y) > TAP_SLOP)
          gesture.current = { kind: 'idle' };
      }
    };

    const handleUp = (event: PointerEvent) => end(event, false);
    const handleCancel = (event: PointerEvent) => end(event, true);

    element.addEventListener('pointerdown', handleDown);
    element.addEventListener('pointermove', handleMove);
    element.addEventListener('pointerup', handleUp);
    element.addEventListener('pointercancel', handleCancel);
    return () => {
      element.removeEventListener('pointerdown', handleDown);
      element.removeEventListener('pointermove', handleMove);
      element.removeEventListener('pointerup', handleUp);
      element.removeEventListener('pointercancel', handleCancel);
    };
  }, [viewportRef, viewRef, setView]);

  return { view, spaceHeld, panning, zoomIn, zoomOut, resetView };
}
