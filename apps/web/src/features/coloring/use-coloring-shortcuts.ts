import type { ColoringEngine } from '@colorbook/canvas';
import { type Dispatch, useEffect } from 'react';
import type { ScreenAction } from './coloring-screen-state';
import { isTypingTarget, shortcutFor, stepBrushSize } from './shortcuts';

/** Keyboard shortcuts: undo/redo, tools, brush size (outside text fields). */
export function useColoringShortcuts(engine: ColoringEngine | null, dispatch: Dispatch<ScreenAction>): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      const shortcut = shortcutFor(event);
      if (!shortcut || !engine) return;
      event.preventDefault();
      if (shortcut.type === 'undo') engine.undo();
      else if (shortcut.type === 'redo') engine.redo();
      else if (shortcut.type === 'tool') dispatch({ type: 'setTool', tool: shortcut.tool });
      else dispatch({ type: 'setBrushSize', size: stepBrushSize(engine.brushSize, shortcut.step) });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [engine, dispatch]);
}
