import type { BrushTexture, ColoringEngine, Symmetry } from '@colorbook/canvas';
import { useEffect, useState } from 'react';

/** The painter's tools of the brush options: symmetry and brush texture, handed to the engine. */
export function usePainterOptions(engine: ColoringEngine | null) {
  const [symmetry, setSymmetry] = useState<Symmetry>('off');
  const [texture, setTexture] = useState<BrushTexture>('plain');
  useEffect(() => engine?.setSymmetry(symmetry), [engine, symmetry]);
  useEffect(() => engine?.setBrushTexture(texture), [engine, texture]);
  return { symmetry, setSymmetry, texture, setTexture };
}
