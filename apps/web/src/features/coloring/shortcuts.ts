import type { Tool } from '@colorbook/canvas';
// The constants alone: the first paint's early script reads the shortcuts too (features/coloring/early-coloring.ts).
import { BRUSH_SIZES } from '@colorbook/canvas/constants';

export type Shortcut =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'tool'; tool: Tool }
  | { type: 'brushSize'; step: -1 | 1 };

export type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

const TOOL_KEYS: Record<string, Tool> = { b: 'brush', e: 'eraser', f: 'fill', i: 'eyedropper' };

/**
 * The editor's keyboard shortcuts: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, B brush,
 * E eraser, F fill, I eyedropper, [ and ] brush size down and up.
 */
export function shortcutFor(event: KeyInput): Shortcut | null {
  if (event.altKey) return null;
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y' && event.ctrlKey && !event.shiftKey) return { type: 'redo' };
    return null;
  }
  if (key === '[') return { type: 'brushSize', step: -1 };
  if (key === ']') return { type: 'brushSize', step: 1 };
  const tool = TOOL_KEYS[key];
  return tool && !event.shiftKey ? { type: 'tool', tool } : null;
}

/** Fields where keys are text, not shortcuts. */
export const isTypingTarget = (target: { tagName?: string; isContentEditable?: boolean } | null): boolean => {
  if (!target) return false;
  const tag = target.tagName?.toLowerCase();
  return target.isContentEditable === true || tag === 'textarea' || tag === 'select' || tag === 'input';
};

/** The next brush size up (+1) or down (-1) among spec §9's sizes, stopping at the ends. */
export function stepBrushSize(current: number, step: -1 | 1): number {
  const sizes = [...BRUSH_SIZES].sort((a, b) => a - b);
  if (step > 0) return sizes.find((size) => size > current) ?? (sizes.at(-1) as number);
  return sizes.findLast((size) => size < current) ?? (sizes[0] as number);
}

/**
 * Colour by number's swatch keys (outside text fields, no modifiers): 1–9 pick swatch n, `[` and
 * `]` step to the previous / next swatch, wrapping. Returns the palette index, or null when the
 * key is not one of them. `current` is the chosen index (null for none); `count` the swatches.
 */
export function swatchForKey(event: KeyInput, current: number | null, count: number): number | null {
  if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (/^[1-9]$/.test(event.key)) {
    const index = Number(event.key) - 1;
    return index < count ? index : null;
  }
  if (event.key === ']') return current === null ? 0 : (current + 1) % count;
  if (event.key === '[') return current === null ? count - 1 : (current - 1 + count) % count;
  return null;
}
