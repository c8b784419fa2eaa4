import { describe, expect, test } from 'vitest';
import { colorByNumberPath, NUMBER_MODE_PARAM, NUMBER_MODE_VALUE } from './coloring-path';
import { safeNextPath } from './next-path';

describe('colorByNumberPath', () => {
  test('opens the colouring screen with the mode the screen reads', () => {
    const path = colorByNumberPath(7);
    expect(path).toBe('/pages/7/color?mode=number');
    const url = new URL(path, 'https://app.invalid');
    expect(url.searchParams.get(NUMBER_MODE_PARAM)).toBe(NUMBER_MODE_VALUE);
  });

  test('survives a detour through sign-in (?next= keeps the mode)', () => {
    expect(safeNextPath(colorByNumberPath(12))).toBe('/pages/12/color?mode=number');
  });
});
