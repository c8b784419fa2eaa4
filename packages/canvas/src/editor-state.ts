import { DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, DEFAULT_ZOOM, fitZoom } from './constants';

export type Tool = 'brush' | 'eraser' | 'fill' | 'eyedropper';

/** How many recently used colours the toolbar keeps. */
export const RECENT_COLORS = 8;

/**
 * Editor state of spec §3. Undo/redo snapshots live in the engine's TileHistory; `eraser`
 * mirrors `tool === 'eraser'` because the spec names it as a field of its own.
 */
export interface EditorState {
  zoom: number;
  isDrawing: boolean;
  isSaved: boolean;
  brushSize: number;
  color: string;
  /** Brush-size panel open. */
  brush: boolean;
  /** Palette panel open. */
  palette: boolean;
  eraser: boolean;
  /** Scaled canvas mode (hides the sidebar). */
  scale: boolean;
  tool: Tool;
  isExporting: boolean;
  recentColors: string[];
}

export type EditorAction =
  | { type: 'drawStart' }
  | { type: 'drawEnd' }
  | { type: 'setTool'; tool: Tool }
  | { type: 'setColor'; color: string }
  | { type: 'setBrushSize'; size: number }
  | { type: 'togglePalette' }
  | { type: 'toggleBrush' }
  | { type: 'toggleScale' }
  | { type: 'setZoom'; zoom: number }
  | { type: 'fullZoom' }
  | { type: 'fitZoom'; containerWidth: number }
  | { type: 'markSaved' }
  | { type: 'clear' }
  | { type: 'reset' };

export const initialEditorState = (): EditorState => ({
  zoom: DEFAULT_ZOOM,
  isDrawing: false,
  isSaved: true,
  brushSize: DEFAULT_BRUSH_SIZE,
  color: DEFAULT_COLOR,
  brush: false,
  palette: false,
  eraser: false,
  scale: false,
  tool: 'brush',
  isExporting: false,
  recentColors: [],
});

/** Pure transitions of spec §4; the React screen keeps the state with useReducer. */
export const editorReducer = (state: EditorState, action: EditorAction): EditorState => {
  switch (action.type) {
    case 'drawStart':
      return { ...state, isDrawing: true };
    case 'drawEnd':
      // Lifting the pointer after painting leaves unsaved work behind.
      return state.isDrawing ? { ...state, isDrawing: false, isSaved: false } : state;
    case 'setTool':
      return { ...state, tool: action.tool, eraser: action.tool === 'eraser' };
    case 'setColor': {
      const color = action.color.toLowerCase();
      const recentColors = [color, ...state.recentColors.filter((c) => c !== color)].slice(0, RECENT_COLORS);
      // Choosing a colour means painting with it: leave the eraser or eyedropper, keep fill.
      const tool = state.tool === 'fill' ? 'fill' : 'brush';
      return { ...state, color, recentColors, tool, eraser: false };
    }
    case 'setBrushSize':
      return { ...state, brushSize: action.size };
    case 'togglePalette':
      return { ...state, palette: !state.palette };
    case 'toggleBrush':
      return { ...state, brush: !state.brush };
    case 'toggleScale':
      return { ...state, scale: !state.scale };
    case 'setZoom':
      return { ...state, zoom: action.zoom };
    case 'fullZoom':
      return { ...state, zoom: 1, isExporting: true };
    case 'fitZoom':
      return { ...state, zoom: fitZoom(action.containerWidth), isExporting: false };
    case 'markSaved':
      return { ...state, isSaved: true };
    case 'clear':
      return { ...state, isSaved: false, isDrawing: false };
    case 'reset': {
      // Recent colours are the user's, not the page's: they survive a reset.
      const defaults = initialEditorState();
      return { ...defaults, isSaved: state.isSaved, recentColors: state.recentColors };
    }
  }
};
