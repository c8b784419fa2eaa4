/** Editor constants of spec §9; the engine and the React screen both read them from here. */
export const CANVAS_SIZE = 1024;
export const DEFAULT_ZOOM = 1;
export const BRUSH_SIZES = [30, 25, 20, 15, 10, 5] as const;
export const DEFAULT_BRUSH_SIZE = 20;
export const DEFAULT_COLOR = '#000000';
export const CONFETTI_MS = 3000;

/** The 19-colour palette, from black to rose. */
export const PALETTE = [
  '#000000', // black
  '#6b7280', // gray
  '#ef4444', // red
  '#f97316', // orange
  '#f59e0b', // amber
  '#eab308', // yellow
  '#84cc16', // lime
  '#22c55e', // green
  '#10b981', // emerald
  '#14b8a6', // teal
  '#06b6d4', // cyan
  '#0ea5e9', // sky
  '#3b82f6', // blue
  '#6366f1', // indigo
  '#8b5cf6', // violet
  '#a855f7', // purple
  '#d946ef', // fuchsia
  '#ec4899', // pink
  '#f43f5e', // rose
] as const;

/**
 * The palette's second group, "People & nature" (issue 36): white, greys, browns and skin tones
 * from light to deep (the range of Crayola's "Colors of the World"). After spec §9's 19.
 */
export const PEOPLE_PALETTE = [
  '#ffffff', // white
  '#d1d5db', // light gray
  '#374151', // dark gray
  '#b7794a', // light brown
  '#8b5a2b', // brown
  '#5c3a1e', // dark brown
  '#f8dcc8', // very light skin
  '#efc3a4', // light skin
  '#dca582', // light medium skin
  '#c68863', // medium skin
  '#a56a47', // medium deep skin
  '#7d4a33', // deep skin
  '#573222', // very deep skin
] as const;

/** Line width is brush size divided by zoom (spec §9), so a stroke looks the same size at any zoom. */
export const lineWidth = (brushSize: number, zoom: number): number => brushSize / zoom;

/** Fit zoom: container width over the 1024 base width (spec §4). */
export const fitZoom = (containerWidth: number): number => containerWidth / CANVAS_SIZE;
