import { describe, expect, it } from 'vitest';
import { BRUSH_SIZES, DEFAULT_BRUSH_SIZE, fitZoom, lineWidth, PALETTE } from './constants';

describe('editor constants', () => {
  it('has the 19-colour palette from black to rose', () => {
    expect(PALETTE).toHaveLength(19);
    expect(PALETTE[0]).toBe('#000000');
    expect(new Set(PALETTE).size).toBe(19);
  });

  it('offers the spec brush sizes with 20 as default', () => {
    expect([...BRUSH_SIZES]).toEqual([30, 25, 20, 15, 10, 5]);
    expect(BRUSH_SIZES).toContain(DEFAULT_BRUSH_SIZE);
  });

  it('scales line width and fit zoom by the 1024 base', () => {
    expect(lineWidth(20, 0.5)).toBe(40);
    expect(fitZoom(512)).toBe(0.5);
  });
});
