import type { ColoringEngine, EditorState, Tool } from '@colorbook/canvas';
import { type Dispatch, type ReactNode, useCallback } from 'react';
import type { ScreenAction } from './coloring-screen-state';
import { ColoringToolbar } from './coloring-toolbar';
import { KidColoringToolbar } from './kid-coloring-toolbar';
import { MagicActions } from './magic-actions';
import { PainterOptions } from './painter-options';
import type { ColorByNumber } from './use-color-by-number';
import type { History } from './use-coloring-engine';
import type { PainterOptionsState } from './use-painter-options';

type Props = {
  kid: boolean;
  state: EditorState;
  dispatch: Dispatch<ScreenAction>;
  history: History;
  engine: ColoringEngine | null;
  numbers: ColorByNumber;
  /** Kid mode offers colour by number only when the page says it has a key. */
  hasColorKey: boolean;
  painter: PainterOptionsState;
  /** The adult toolbar's foot (the zoom buttons in the tool rail). */
  footer: ReactNode;
  panelsOverSidebar: boolean;
  onKidDockHeight: (px: number) => void;
};

/** The colouring screen's tools: the kid dock in kid mode, else the adult toolbar with its panels. */
export function ColoringToolbars({
  kid,
  state,
  dispatch,
  history,
  engine,
  numbers,
  hasColorKey,
  painter,
  footer,
  panelsOverSidebar,
  onKidDockHeight,
}: Props) {
  const handleTool = useCallback((tool: Tool) => dispatch({ type: 'setTool', tool }), [dispatch]);

  // On touch screens an open panel covers part of the page: a choice closes it.
  const closeOnTouch = (panel: 'togglePalette' | 'toggleBrush') => {
    if (window.matchMedia('(pointer: coarse)').matches) dispatch({ type: panel });
  };
  const handleColor = (color: string) => {
    dispatch({ type: 'setColor', color });
    if (state.palette) closeOnTouch('togglePalette');
  };
  const handleBrushSize = (brushSize: number) => {
    dispatch({ type: 'setBrushSize', size: brushSize });
    if (state.brush) closeOnTouch('toggleBrush');
  };

  if (kid)
    return (
      <KidColoringToolbar
        state={state}
        history={history}
        disabled={!engine}
        onTool={handleTool}
        onColor={(color) => dispatch({ type: 'setColor', color })}
        onBrushSize={(brushSize) => dispatch({ type: 'setBrushSize', size: brushSize })}
        onUndo={() => engine?.undo()}
        numbers={hasColorKey ? numbers : undefined}
        onHeight={onKidDockHeight}
      />
    );
  return (
    <ColoringToolbar
      state={state}
      history={history}
      disabled={!engine}
      onTool={handleTool}
      onColor={handleColor}
      onCustomColor={(color) => dispatch({ type: 'setColor', color })}
      onBrushSize={handleBrushSize}
      onTogglePalette={() => dispatch({ type: 'togglePalette' })}
      onToggleBrush={() => dispatch({ type: 'toggleBrush' })}
      onClosePanels={() => {
        if (state.palette) dispatch({ type: 'togglePalette' });
        if (state.brush) dispatch({ type: 'toggleBrush' });
      }}
      onUndo={() => engine?.undo()}
      onRedo={() => engine?.redo()}
      footer={footer}
      panelsOverSidebar={panelsOverSidebar}
      numbers={{ on: numbers.on, onToggle: numbers.toggle }}
      brushOptions={<PainterOptions painter={painter} tool={state.tool} onTool={handleTool} />}
      paletteOptions={
        // In colour by number the number bar has them.
        numbers.active ? undefined : (
          <MagicActions
            busy={numbers.magicBusy}
            disabled={!engine}
            onMagic={numbers.magic}
            onHint={numbers.hint}
          />
        )
      }
    />
  );
}
