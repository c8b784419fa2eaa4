import { CANVAS_SIZE, type ColoringEngine } from '@colorbook/canvas';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { fitView, type Size, type View, wheelView, zoomAt } from './viewport';
import { localPoint } from './viewport-pointer';

const ZOOM_STEP = 1.25;

/**
 * Where the page sits in its viewport: the fit zoom to start with and whenever the viewport's size
 * changes, the wheel (panning; Ctrl/⌘+wheel and trackpad pinches zoom) and the zoom buttons.
 * `viewRef` and `setView` are for the pointer gestures, which move the view too.
 */
export function useCanvasView(
  viewportRef: RefObject<HTMLDivElement | null>,
  engine: ColoringEngine | null,
  size: Size,
) {
  const [view, setViewState] = useState<View>(() => fitView(size));
  // Listeners read the view and size as they are now, not as they were when they were added.
  const viewRef = useRef(view);
  const sizeRef = useRef(size);
  sizeRef.current = size;

  const setView = useCallback((next: View) => {
    viewRef.current = next;
    setViewState(next);
  }, []);

  // A new viewport size (window, scaled mode) starts again from the fit zoom.
  useEffect(() => setView(fitView(size)), [size, setView]);

  // Brush width is brush size ÷ zoom (spec §9), so a brush looks the same size at any zoom.
  useEffect(() => engine?.setZoom(view.scale), [engine, view.scale]);

  // A native listener: React's wheel listeners are passive, and this one must keep the page still.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const handleWheel = (event: WheelEvent) => {
      const box = sizeRef.current;
      const zoom = event.ctrlKey || event.metaKey;
      const current = viewRef.current;
      const content = current.scale * CANVAS_SIZE;
      // A plain wheel over a page that fits has nothing to pan: let the screen scroll.
      if (!zoom && content <= box.width + 0.5 && content <= box.height + 0.5) return;
      event.preventDefault();
      const lineHeight = event.deltaMode === 1 ? 16 : 1;
      setView(
        wheelView(
          current,
          {
            deltaX: event.deltaX * lineHeight,
            deltaY: event.deltaY * lineHeight,
            zoom,
            anchor: localPoint(viewportRef.current, event),
          },
          box,
        ),
      );
    };
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => element.removeEventListener('wheel', handleWheel);
  }, [viewportRef, setView]);

  const zoomBy = useCallback(
    (factor: number) => {
      const box = sizeRef.current;
      setView(
        zoomAt(viewRef.current, viewRef.current.scale * factor, { x: box.width / 2, y: box.height / 2 }, box),
      );
    },
    [setView],
  );

  return {
    view,
    viewRef,
    setView,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    resetView: () => setView(fitView(sizeRef.current)),
  };
}
