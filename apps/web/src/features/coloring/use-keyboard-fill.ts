import { CANVAS_SIZE, type ColoringEngine } from '@colorbook/canvas';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Point } from './viewport';

/** Document pixels an arrow key moves the cursor; with Shift, four times as far. */
export const KEYBOARD_STEP = 32;

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const clamp = (value: number) => Math.min(CANVAS_SIZE - 1, Math.max(0, value));

/** The cursor after `key` (an arrow), or null for any other key. */
export function movedCursor(cursor: Point, key: string, shift: boolean): Point | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = shift ? KEYBOARD_STEP * 4 : KEYBOARD_STEP;
  return { x: clamp(cursor.x + arrow.x * step), y: clamp(cursor.y + arrow.y * step) };
}

type Options = {
  viewportRef: RefObject<HTMLDivElement | null>;
  engine: ColoringEngine | null;
  /** Asked before anything is filled; false stops it (as for a tap). */
  mayPaint: () => boolean;
  /** As after a tap: `changed` when the fill recorded something. */
  onGestureEnd: (changed: boolean) => void;
};

/**
 * Colouring without a pointer (WCAG 2.1.1, issue 42): while the page has the keyboard focus, the
 * arrow keys move a cursor over it and Enter fills the shape under the cursor with the
 * chosen colour and fill style, the same as a tap with the fill tool. The cursor, in document
 * pixels, shows only while the page has focus (null otherwise).
 */
export function useKeyboardFill({ viewportRef, engine, mayPaint, onGestureEnd }: Options): Point | null {
  const [cursor, setCursor] = useState<Point | null>(null);
  const position = useRef<Point>({ x: CANVAS_SIZE / 2, y: CANVAS_SIZE / 2 });
  const latest = useRef({ engine, mayPaint, onGestureEnd });
  latest.current = { engine, mayPaint, onGestureEnd };

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const handleFocus = () => setCursor(element.matches(':focus-visible') ? position.current : null);
    const handleBlur = () => setCursor(null);
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.target !== element || event.altKey || event.ctrlKey || event.metaKey) return;
      const moved = movedCursor(position.current, event.key, event.shiftKey);
      if (moved) {
        event.preventDefault();
        position.current = moved;
        setCursor(moved);
        return;
      }
      // Not Space: held down, it pans the page (use-space-held).
      if (event.key !== 'Enter') return;
      event.preventDefault();
      setCursor(position.current);
      const { engine: current, mayPaint: allowed, onGestureEnd: done } = latest.current;
      if (!current || !allowed()) return;
      const before = current.historyCursor;
      const count = current.historyCount;
      current.fillAt(position.current.x, position.current.y);
      done(current.historyCursor !== before || current.historyCount !== count);
    };
    element.addEventListener('focus', handleFocus);
    element.addEventListener('blur', handleBlur);
    element.addEventListener('keydown', handleKeyDown);
    return () => {
      element.removeEventListener('focus', handleFocus);
      element.removeEventListener('blur', handleBlur);
      element.removeEventListener('keydown', handleKeyDown);
    };
  }, [viewportRef]);

  return cursor;
}
