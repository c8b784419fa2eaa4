import type { BrushTexture, ColoringEngine, FillStyle, PatternKind, Symmetry } from '@colorbook/canvas';
import { useEffect, useMemo, useState } from 'react';

/** The fill tool's styles: one colour, a dragged gradient, or a pattern. */
export type FillChoice = 'flat' | 'gradient' | PatternKind;

/** A gradient fill runs from the current colour to this one until the painter picks another. */
export const DEFAULT_GRADIENT_TO = '#ffffff';

const fillStyleOf = (fill: FillChoice, to: string, radial: boolean): FillStyle =>
  fill === 'flat'
    ? { kind: 'flat' }
    : fill === 'gradient'
      ? { kind: 'gradient', to, radial }
      : { kind: 'pattern', pattern: fill };

/**
 * The painter's tools of the brush options, handed to the engine: symmetry, brush texture and
 * fill style (with a gradient's second colour and shape). Shift held as a gradient drag starts
 * flips linear and radial for that drag: read in the capture phase of the pointer down, before
 * the canvas's own listener starts the drag, so the style is fixed while the drag is aimed.
 */
export function usePainterOptions(engine: ColoringEngine | null) {
  const [symmetry, setSymmetry] = useState<Symmetry>('off');
  const [texture, setTexture] = useState<BrushTexture>('plain');
  const [fill, setFill] = useState<FillChoice>('flat');
  const [gradientTo, setGradientTo] = useState(DEFAULT_GRADIENT_TO);
  const [radial, setRadial] = useState(false);
  useEffect(() => engine?.setSymmetry(symmetry), [engine, symmetry]);
  useEffect(() => engine?.setBrushTexture(texture), [engine, texture]);
  const style = useMemo(() => fillStyleOf(fill, gradientTo, radial), [fill, gradientTo, radial]);
  useEffect(() => engine?.setFillStyle(style), [engine, style]);

  useEffect(() => {
    if (!engine || style.kind !== 'gradient') return;
    const handleDown = (event: PointerEvent) => {
      if (engine.tool !== 'fill' || engine.isDrawing) return;
      const wanted = style.radial !== event.shiftKey;
      const current = engine.fillStyle;
      if (current.kind === 'gradient' && (current.radial ?? false) === wanted) return;
      engine.setFillStyle({ ...style, radial: wanted });
    };
    window.addEventListener('pointerdown', handleDown, true);
    return () => window.removeEventListener('pointerdown', handleDown, true);
  }, [engine, style]);

  return {
    symmetry,
    setSymmetry,
    texture,
    setTexture,
    fill,
    setFill,
    gradientTo,
    setGradientTo,
    radial,
    setRadial,
  };
}

export type PainterOptionsState = ReturnType<typeof usePainterOptions>;
