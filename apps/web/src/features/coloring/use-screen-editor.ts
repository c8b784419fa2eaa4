import { type EngineChange, initialEditorState } from '@colorbook/canvas';
import { useCallback, useReducer } from 'react';
import { screenReducer } from './coloring-screen-state';
import { KID_START_COLOR } from './kid-palette';

/**
 * The colouring screen's editor state (kid mode starts with fill and a bright colour) and what an
 * engine change does to it: a picked colour becomes the colour, other paint leaves work unsaved.
 */
export function useScreenEditor(kid: boolean) {
  const [state, dispatch] = useReducer(screenReducer, kid, (kidMode) =>
    kidMode
      ? { ...initialEditorState(), tool: 'fill' as const, color: KID_START_COLOR }
      : initialEditorState(),
  );
  const handleChange = useCallback((change: EngineChange) => {
    if (change.kind === 'pick' && change.color) dispatch({ type: 'setColor', color: change.color });
    else if (change.kind !== 'restore' && change.kind !== 'clear') dispatch({ type: 'changed' });
  }, []);
  return { state, dispatch, handleChange };
}
