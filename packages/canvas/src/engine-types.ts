import type { Tool } from './editor-state';
import type { SavedHistory } from './history';
import type { KeyProgressSummary } from './key-progress';
import type { RegionMap } from './regions';
import type { PointerSample } from './stroke';
import type { Rect, RgbaImage } from './types';

/** A pointer event reduced to what the engine needs, in document (1024²) coordinates. */
export interface EnginePointer extends PointerSample {
  /** `PointerEvent.getCoalescedEvents()` mapped to document coordinates, when available. */
  coalesced?: readonly PointerSample[];
}

export type EngineChangeKind =
  | 'stroke'
  | 'fill'
  | 'pick'
  | 'undo'
  | 'redo'
  | 'clear'
  | 'restore'
  | 'magic'
  | 'hint';

export interface EngineChange {
  kind: EngineChangeKind;
  canUndo: boolean;
  canRedo: boolean;
  /** States in history, the first being the page as opened (or last cleared / restored). */
  count: number;
  cursor: number;
  /** The picked colour, for 'pick'. */
  color?: string;
  /** The box of the colour layer that changed (none for 'pick'). */
  rect?: Rect;
  /** With a colour key: keyed regions showing their colour, k of N, after this change. */
  progress?: KeyProgressSummary;
}

export interface PaintCoreOptions {
  /** The page's line art, CANVAS_SIZE² pixels. */
  lineArt: RgbaImage;
  tool?: Tool;
  color?: string;
  brushSize?: number;
  zoom?: number;
  /** Widest line gap (px) the fill does not leak through. */
  gapClose?: number;
  /** History memory cap in bytes. */
  historyBytes?: number;
  /** Work in progress to start from (from `snapshot()`). */
  initial?: Uint8ClampedArray;
  /** Its undo history (from `savedHistory()`), kept with it across a reload. */
  history?: SavedHistory;
  /**
   * Labels the page's regions off the main thread (the web app posts the pixels to a worker).
   * Without it, or when it fails, or when a fill comes before it answers, the engine labels
   * them itself on first fill.
   */
  labelRegions?: (lineArt: RgbaImage) => Promise<RegionMap>;
}
