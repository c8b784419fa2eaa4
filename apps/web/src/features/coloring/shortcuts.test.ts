import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor, stepBrushSize, swatchForKey } from './shortcuts';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('maps undo and redo on Windows/Linux and Mac', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(shortcutFor(key('z', { metaKey: true }))).toEqual({ type: 'undo' });
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(key('z', { metaKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(key('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(key('s', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('maps tools and brush sizes', () => {
    expect(shortcutFor(key('b'))).toEqual({ type: 'tool', tool: 'brush' });
    expect(shortcutFor(key('E'))).toEqual({ type: 'tool', tool: 'eraser' });
    expect(shortcutFor(key('f'))).toEqual({ type: 'tool', tool: 'fill' });
    expect(shortcutFor(key('i'))).toEqual({ type: 'tool', tool: 'eyedropper' });
    expect(shortcutFor(key('['))).toEqual({ type: 'brushSize', step: -1 });
    expect(shortcutFor(key(']'))).toEqual({ type: 'brushSize', step: 1 });
    expect(shortcutFor(key('x'))).toBeNull();
    expect(shortcutFor(key('b', { ctrlKey: true }))).toBeNull();
  });

  it('steps through the spec brush sizes and stops at the ends', () => {
    expect(stepBrushSize(20, 1)).toBe(25);
    expect(stepBrushSize(20, -1)).toBe(15);
    expect(stepBrushSize(30, 1)).toBe(30);
    expect(stepBrushSize(5, -1)).toBe(5);
    expect(stepBrushSize(12, 1)).toBe(15);
  });

  it('leaves keys in text fields alone', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('picks colour-by-number swatches with 1–9 and steps them with [ and ], wrapping', () => {
    expect(swatchForKey(key('1'), null, 5)).toBe(0);
    expect(swatchForKey(key('5'), 0, 5)).toBe(4);
    expect(swatchForKey(key('6'), 0, 5)).toBeNull();
    expect(swatchForKey(key(']'), null, 5)).toBe(0);
    expect(swatchForKey(key(']'), 4, 5)).toBe(0);
    expect(swatchForKey(key('['), 0, 5)).toBe(4);
    expect(swatchForKey(key('['), 3, 5)).toBe(2);
    expect(swatchForKey(key('1', { ctrlKey: true }), null, 5)).toBeNull();
    expect(swatchForKey(key('b'), null, 5)).toBeNull();
    expect(swatchForKey(key('1'), null, 0)).toBeNull();
  });
});
