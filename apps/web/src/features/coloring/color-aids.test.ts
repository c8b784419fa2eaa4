import { PALETTE } from '@colorbook/canvas';
import { describe, expect, it } from 'vitest';
import {
  COLOR_BLIND_PALETTE,
  COLOR_FAMILIES,
  colorBlindKey,
  colorBlindStandIns,
  colorFamily,
  guessFamily,
  OKABE_ITO,
} from './color-aids';
import { KID_PALETTE } from './kid-palette';

describe('colour families', () => {
  it('names the palette colours as their names say', () => {
    expect(colorFamily('#EF4444')).toBe('red');
    expect(colorFamily('#0ea5e9')).toBe('sky');
    expect(colorFamily('#d946ef')).toBe('pink');
    expect(colorFamily('#573222')).toBe('skin');
    expect(colorFamily('#5c3a1e')).toBe('brown');
    expect(colorFamily('#ffffff')).toBe('white');
    expect(colorFamily('#7d4a33')).toBe('skin'); // kid mode's "Dark skin"
  });

  it('guesses most of the bright palette right from hue alone', () => {
    const guessedRight = PALETTE.filter((hex) => guessFamily(hex) === colorFamily(hex));
    // Cyan and rose sit on a border (teal/sky, red/pink): the rest are guessed as they are named.
    expect(guessedRight.length).toBeGreaterThanOrEqual(PALETTE.length - 2);
  });

  it('guesses colours of a page key by hue and lightness', () => {
    expect(guessFamily('#1e3a8a')).toBe('blue'); // navy
    expect(guessFamily('#fde68a')).toBe('yellow'); // pale yellow
    expect(guessFamily('#064e3b')).toBe('green'); // dark green
    expect(guessFamily('#7c2d12')).toBe('brown');
    expect(guessFamily('#f5d0b5')).toBe('skin');
    expect(guessFamily('#0a0a0a')).toBe('black');
    expect(guessFamily('#9ca3af')).toBe('gray');
    expect(guessFamily('#fafafa')).toBe('white');
    expect(guessFamily('#be185d')).toBe('pink');
    expect(guessFamily('#7e22ce')).toBe('purple');
  });

  it('gives kid mode twelve colours in eleven families: each of the tell-apart kinds', () => {
    const families = new Set(KID_PALETTE.map(({ hex }) => colorFamily(hex)));
    expect(families.size).toBe(11);
    for (const family of families) expect(COLOR_FAMILIES).toContain(family);
  });

  it('gives Okabe and Ito eight different families', () => {
    expect(new Set(OKABE_ITO.map(({ hex }) => colorFamily(hex))).size).toBe(8);
  });
});

describe('the colour-blind friendly palette', () => {
  it('has 24 different colours, enough for the largest key', () => {
    expect(new Set(COLOR_BLIND_PALETTE.map(({ hex }) => hex)).size).toBe(24);
  });

  it('keeps Okabe–Ito colours as they are and gives near ones their nearest', () => {
    const aids = colorBlindStandIns(['#0072b2', '#e69f00', '#ef4444', '#22c55e']);
    expect(aids.map(({ hex }) => hex)).toEqual(['#0072b2', '#e69f00', '#d55e00', '#009e73']);
  });

  it('never gives two key colours one stand-in, and a repeated colour the same one', () => {
    const palette = [...PALETTE, '#ffffff', '#d1d5db', '#374151', '#b7794a', '#8b5a2b'];
    const aids = colorBlindStandIns(palette);
    expect(new Set(aids.map(({ hex }) => hex)).size).toBe(palette.length);
    const repeated = colorBlindStandIns(['#ef4444', '#3b82f6', '#EF4444']);
    expect(repeated[2]).toEqual(repeated[0]);
    expect(repeated[1]).not.toEqual(repeated[0]);
  });

  it('swaps a key’s palette and names, keeping its regions', () => {
    const key = { palette: ['#ef4444', '#3b82f6'], names: ['Red', 'Blue'], regions: [{ x: 1, y: 2, c: 1 }] };
    const swapped = colorBlindKey(key, ({ name, shade }) => `${shade} ${name}`);
    expect(swapped).toEqual({
      palette: ['#d55e00', '#0072b2'],
      names: ['base vermilion', 'base blue'],
      regions: key.regions,
    });
  });
});
