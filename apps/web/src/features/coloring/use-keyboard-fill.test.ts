import { CANVAS_SIZE } from '@colorbook/canvas';
import { describe, expect, test } from 'vitest';
import { KEYBOARD_STEP, movedCursor } from './use-keyboard-fill';

describe('the keyboard cursor', () => {
  const middle = { x: 512, y: 512 };

  test('each arrow moves it one step that way; Shift four', () => {
    expect(movedCursor(middle, 'ArrowLeft', false)).toEqual({ x: 512 - KEYBOARD_STEP, y: 512 });
    expect(movedCursor(middle, 'ArrowRight', false)).toEqual({ x: 512 + KEYBOARD_STEP, y: 512 });
    expect(movedCursor(middle, 'ArrowUp', false)).toEqual({ x: 512, y: 512 - KEYBOARD_STEP });
    expect(movedCursor(middle, 'ArrowDown', true)).toEqual({ x: 512, y: 512 + 4 * KEYBOARD_STEP });
  });

  test('it stays on the page', () => {
    expect(movedCursor({ x: 3, y: 0 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 0 });
    expect(movedCursor({ x: 1020, y: 1020 }, 'ArrowDown', false)).toEqual({ x: 1020, y: CANVAS_SIZE - 1 });
  });

  test('other keys do not move it', () => {
    expect(movedCursor(middle, 'Enter', false)).toBeNull();
    expect(movedCursor(middle, 'a', false)).toBeNull();
  });
});
