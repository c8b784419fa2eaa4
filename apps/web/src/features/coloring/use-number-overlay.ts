import { type ColoringEngine, NumberOverlay, type Symmetry } from '@colorbook/canvas';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Size, View } from './viewport';

type Options = {
  engine: ColoringEngine | null;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  view: View;
  size: Size;
  swatch: number | null;
  symmetry: Symmetry;
  /** Changes when a colour key is set or dropped (colour by number's progress). */
  keyState: unknown;
};

/** The part of the page on screen, in document px (numbers outside it are not drawn). */
const visibleRect = (view: View, size: Size) => ({
  x: Math.floor(-view.x / view.scale),
  y: Math.floor(-view.y / view.scale),
  width: Math.ceil(size.width / view.scale) + 1,
  height: Math.ceil(size.height / view.scale) + 1,
});

/**
 * The overlay canvas above the line art: colour by number's numbers and highlights and the
 * symmetry guides. It is redrawn after every engine change and whenever the view, the chosen
 * swatch or the symmetry changes; it is never part of the colour layer (saves, downloads and
 * prints read only that).
 */
export function useNumberOverlay({
  engine,
  canvasRef,
  view,
  size,
  swatch,
  symmetry,
  keyState,
}: Options): void {
  const overlayRef = useRef<NumberOverlay | null>(null);
  const latest = useRef({ engine, view, size, swatch, symmetry });
  latest.current = { engine, view, size, swatch, symmetry };

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const current = latest.current;
    if (!canvas || !current.engine) return;
    overlayRef.current ??= new NumberOverlay(canvas);
    overlayRef.current.draw(current.engine.colorKey, {
      zoom: current.view.scale,
      swatch: current.swatch,
      view: visibleRect(current.view, current.size),
      symmetry: current.symmetry,
    });
  }, [canvasRef]);

  useEffect(() => engine?.onChange(() => redraw()), [engine, redraw]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these changes what is drawn.
  useEffect(redraw, [redraw, engine, view, size, swatch, symmetry, keyState]);
}
