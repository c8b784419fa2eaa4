import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpGrey } from './clean-up';
import { rgbOfHex } from './color-key/colour-space';
import { composedColorKey } from './color-key/make-color-key';
import { KEYED_COLOUR, PART_COLOUR } from './colour-hint';
import { composePage } from './offline-generator';

/** Hue (0–360) and lightness (0–100) as HSL has them. */
function hueLightness(hex: string): { hue: number; light: number; sat: number } {
  const [r, g, b] = rgbOfHex(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = ((max + min) / 2) * 100;
  const d = max - min;
  // For greys and whites: how far from grey (HSL's saturation means little near white).
  const sat = d;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = 60 * (((g - b) / d + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / d + 2);
    else hue = 60 * ((r - g) / d + 4);
  }
  return { hue, light, sat };
}

/** What a child expects each scene part to be coloured: a hue range (or none) and lightness. */
const EXPECTED: Record<string, { hue?: [number, number]; light: [number, number]; grey?: boolean }> = {
  sky: { hue: [185, 215], light: [55, 85] },
  sun: { hue: [30, 60], light: [50, 80] },
  cloud: { light: [85, 100], grey: true },
  leaves: { hue: [80, 160], light: [25, 60] },
  grass: { hue: [80, 140], light: [35, 70] },
  trunk: { hue: [15, 45], light: [20, 45] },
  earth: { hue: [10, 45], light: [20, 60] },
  water: { hue: [190, 225], light: [35, 70] },
  snow: { light: [88, 100], grey: true },
};

const inRange = (part: string, hex: string) => {
  const want = EXPECTED[part];
  if (!want) return true;
  const { hue, light, sat } = hueLightness(hex);
  if (light < want.light[0] || light > want.light[1]) return false;
  if (want.grey && sat > 0.15) return false;
  return !want.hue || (hue >= want.hue[0] && hue <= want.hue[1]);
};

describe('colour keys a child agrees with (issue 37)', () => {
  it('gives each scene part a colour in its hue and lightness range', () => {
    const parts: [string, string][] = [
      ['sky', PART_COLOUR.sky],
      ['grass', PART_COLOUR.grass],
      ['water', PART_COLOUR.water],
      ['snow', PART_COLOUR.snow],
      ['earth', PART_COLOUR.floor],
      ['sun', KEYED_COLOUR.sun ?? ''],
      ['cloud', KEYED_COLOUR.cloud ?? ''],
      ['leaves', KEYED_COLOUR.leaves ?? ''],
      ['grass', KEYED_COLOUR.hills ?? ''],
      ['trunk', KEYED_COLOUR.trunk ?? ''],
      ['earth', KEYED_COLOUR.mountains ?? ''],
      ['water', KEYED_COLOUR.water ?? ''],
    ];
    for (const [part, hex] of parts) expect(inRange(part, hex), `${part} ${hex}`).toBe(true);
    // And a range catches what the issue saw: a teal sun, pink clouds, yellow trees.
    expect(inRange('sun', '#2bb5a8')).toBe(false);
    expect(inRange('cloud', '#f2a5c8')).toBe(false);
    expect(inRange('leaves', '#f2d43c')).toBe(false);
  });

  it('colours the suns, clouds, trees and hills drawn on pages as their parts', async () => {
    const seen = new Set<string>();
    for (const prompt of ['a fox in a forest', 'a rabbit in a meadow', 'a horse on a farm', 'a cow']) {
      const page = await composePage({ prompt, seed: 1 });
      const clean = await cleanUpGrey(page.grey);
      if (!page.hint) throw new Error(`no hint for ${prompt}`);
      const key = await composedColorKey(clean.illustration, page.hint);
      // Every keyed part filled with its own colour, everything else white, lines off: what
      // shows at a point is what a child sees there.
      const names: string[] = [];
      const owners = page.svg
        .replace(/<g data-key="([a-z]+)">([\s\S]*?)<\/g>/g, (_all, name: string, inner: string) => {
          names.push(name);
          const id = `#ff00${names.length.toString(16).padStart(2, '0')}`;
          return inner.replace(/fill="#fff"/g, `fill="${id}"`);
        })
        .replace(/stroke="#000"/g, 'stroke="none"')
        .replace(/stroke-width="[^"]*"/g, '');
      const { data } = await sharp(Buffer.from(owners))
        .resize(1024, 1024)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const region of key.regions) {
        const o = (region.y * 1024 + region.x) * 3;
        if ((data[o] ?? 0) < 245 || (data[o + 1] ?? 255) > 10) continue;
        // The page's drawings are lines over the backdrop: where they stand, they are what shows.
        const under = page.parts.some(
          ({ box }) =>
            region.x >= box.x &&
            region.x < box.x + box.width &&
            region.y >= box.y &&
            region.y < box.y + box.height,
        );
        if (under) continue;
        const name = names[(data[o + 2] ?? 0) - 1] ?? '';
        const part = name === 'hills' ? 'grass' : name === 'mountains' ? 'earth' : name;
        if (!EXPECTED[part]) continue;
        const hex = key.palette[region.c] ?? '';
        expect(inRange(part, hex), `${prompt}: ${part} at ${region.x},${region.y} is ${hex}`).toBe(true);
        seen.add(part);
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['cloud', 'leaves', 'sun']));
  }, 120_000);
});
