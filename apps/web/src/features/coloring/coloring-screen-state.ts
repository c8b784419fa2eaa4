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

/** The save state's message key, or null when there is nothing to say. */
export function statusMessageId(
  state: EditorState,
  saving: boolean,
  colored: boolean,
  draft: string,
  queued: boolean,
): string | null {
  if (saving) return 'coloring.status.saving';
  // Offline (DESIGN §9): the save is queued and goes out by itself when the connection returns.
  if (queued) return 'coloring.status.queued';
  if (state.isSaved && colored) return 'coloring.status.saved';
  if (draft === 'saved') return 'coloring.status.draftKept';
  return state.isSaved ? null : 'coloring.status.notSaved';
}
