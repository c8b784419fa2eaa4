import { type EditorAction, type EditorState, editorReducer } from '@colorbook/canvas';

/**
 * The editor state of spec §3, plus "the layer changed" (a fill, undo or redo leaves unsaved work
 * too) and "the stroke was cancelled" (a second finger made it a pinch: nothing was painted).
 */
export type ScreenAction = EditorAction | { type: 'changed' } | { type: 'drawCancel' };

export const screenReducer = (state: EditorState, action: ScreenAction): EditorState => {
  if (action.type === 'changed') return { ...state, isSaved: false };
  if (action.type === 'drawCancel') return { ...state, isDrawing: false };
  return editorReducer(state, action);
};

export function statusText(
  state: EditorState,
  saving: boolean,
  colored: boolean,
  draft: string,
  queued: boolean,
): string {
  if (saving) return 'Saving…';
  // Offline (DESIGN §9): the save is queued and goes out by itself when the connection returns.
  if (queued) return 'Waiting for connection';
  if (state.isSaved && colored) return 'Saved';
  if (draft === 'saved') return 'Draft kept on this device';
  return state.isSaved ? '' : 'Not saved yet';
}
