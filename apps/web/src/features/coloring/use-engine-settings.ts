import type { ColoringEngine, EditorState } from '@colorbook/canvas';
import { useEffect } from 'react';
import { setScaledCanvas } from '../../lib/canvas-mode';

/** Hands the editor's tool, colour and brush size to the engine, and its scale to the app shell. */
export function useEngineSettings(engine: ColoringEngine | null, state: EditorState) {
  useEffect(() => engine?.setTool(state.tool), [engine, state.tool]);
  useEffect(() => engine?.setColor(state.color), [engine, state.color]);
  useEffect(() => engine?.setBrushSize(state.brushSize), [engine, state.brushSize]);

  // Scaled canvas mode hides the sidebar (spec §2); leaving the screen brings it back.
  useEffect(() => setScaledCanvas(state.scale), [state.scale]);
  useEffect(() => () => setScaledCanvas(false), []);
}
