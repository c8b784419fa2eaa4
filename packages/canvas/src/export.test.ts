import { describe, expect, it } from 'vitest';
import { compositeLayers, downloadName } from './export';
import { pickColor } from './eyedropper';
import { createImage } from './types';

describe('downloadName', () => {
  it('names the download colored-page-{pageId}-{datetime}.png with zero-padded local time', () => {
    expect(downloadName('42', new Date(2026, 10, 22, 14, 5, 9))).toBe(
      'colored-page-42-2026-11-22-14-05-09.png',
    );
    expect(downloadName(7, new Date(2027, 0, 3, 0, 0, 0))).toBe('colored-page-7-2027-01-03-00-00-00.png');
  });
});

/** A 2×2 layer pair: red paint, half-transparent blue paint, bare paper, paint under a line. */
const layers = () => {
  const color = createImage(2, 2);
  const lineArt = createImage(2, 2);
  color.data.set([255, 0, 0, 255, 0, 0, 255, 128, 0, 0, 0, 0, 0, 255, 0, 255]);
  // Line art: transparent, white, white, and a mid-grey anti-aliased line pixel.
  lineArt.data.set([0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 128, 128, 128, 255]);
  return { color, lineArt };
};

describe('compositeLayers', () => {
  it('puts the colour layer on white paper and multiplies the line art on top', () => {
    const { color, lineArt } = layers();
    expect([...compositeLayers(color, lineArt)]).toEqual([
      255, 0, 0, 255, 127, 127, 255, 255, 255, 255, 255, 255, 0, 128, 0, 255,
    ]);
  });

  it('never lets colour cover a black line', () => {
    const color = createImage(1, 1);
    const lineArt = createImage(1, 1);
    color.data.set([255, 200, 0, 255]);
    lineArt.data.set([0, 0, 0, 255]);
    expect([...compositeLayers(color, lineArt)]).toEqual([0, 0, 0, 255]);
  });
});

describe('pickColor', () => {
  it('reads the composited colour: paint, paper white, line black', () => {
    const { color, lineArt } = layers();
    expect(pickColor(color, lineArt, 0, 0)).toBe('#ff0000');
    expect(pickColor(color, lineArt, 0.7, 1.2)).toBe('#ffffff');
    expect(pickColor(color, lineArt, 1, 1)).toBe('#008000');
    const black = createImage(2, 2);
    black.data.fill(255);
    for (let o = 0; o < 16; o += 4) black.data.set([0, 0, 0], o);
    expect(pickColor(color, black, 0, 0)).toBe('#000000');
  });

  it('returns null off the page', () => {
    const { color, lineArt } = layers();
    expect(pickColor(color, lineArt, -1, 0)).toBeNull();
    expect(pickColor(color, lineArt, 2, 0)).toBeNull();
  });
});
