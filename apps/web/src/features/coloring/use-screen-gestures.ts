import type { ColoringEngine, EditorState } from '@colorbook/canvas';
import { type Dispatch, type RefObject, useCallback, useEffect } from 'react';
import type { ScreenAction } from './coloring-screen-state';
import { useCanvasGestures } from './use-canvas-gestures';
import type { ColorByNumber } from './use-color-by-number';
import { useKeyboardFill } from './use-keyboard-fill';
import { useNumberOverlay } from './use-number-overlay';
import type { PainterOptionsState } from './use-painter-options';
import type { Size } from './viewport';

type Options = {
  viewportRef: RefObject<HTMLDivElement | null>;
  overlayRef: RefObject<HTMLCanvasElement | null>;
  engine: ColoringEngine | null;
  size: Size;
  state: EditorState;
  dispatch: Dispatch<ScreenAction>;
  mayPaint: () => boolean;
  numbers: ColorByNumber;
  painter: PainterOptionsState;
  saveIfDue: (changed: boolean) => void;
};

/**
 * The colouring screen's pointer and keyboard side: the canvas gestures (a stroke ends in a save
 * when one is due), colouring by keyboard (arrows move a cursor, Enter fills), the zoom they set,
 * the number overlay drawn over the view, and the cursor to show.
 */
export function useScreenGestures({
  viewportRef,
  overlayRef,
  engine,
  size,
  state,
  dispatch,
  mayPaint,
  numbers,
  painter,
  saveIfDue,
}: Options) {
  const handleGestureEnd = useCallback(
    (changed: boolean) => {
      dispatch({ type: changed ? 'drawEnd' : 'drawCancel' });
      saveIfDue(changed);
    },
    [saveIfDue, dispatch],
  );

  const gestures = useCanvasGestures({
    viewportRef,
    engine,
    size,
    tool: state.tool,
    mayPaint,
    numberTaps: numbers.active,
    onDrawStart: () => dispatch({ type: 'drawStart' }),
    onGestureEnd: handleGestureEnd,
  });
  const keyboardCursor = useKeyboardFill({ viewportRef, engine, mayPaint, onGestureEnd: handleGestureEnd });
  useEffect(() => {
    if (!state.isExporting) dispatch({ type: 'setZoom', zoom: gestures.view.scale });
  }, [gestures.view.scale, state.isExporting, dispatch]);
  useNumberOverlay({
    engine,
    canvasRef: overlayRef,
    view: gestures.view,
    size,
    swatch: numbers.swatch,
    symmetry: painter.symmetry,
    keyState: numbers.keyState,
  });

  const cursor = gestures.panning
    ? 'grabbing'
    : gestures.spaceHeld
      ? 'grab'
      : state.tool === 'brush' || state.tool === 'eraser'
        ? 'crosshair'
        : 'pointer';
  return { ...gestures, cursor, keyboardCursor };
}
