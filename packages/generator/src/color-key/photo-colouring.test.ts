import { COLOR_KEY_MAX_COLORS, colorKeySchema } from '@colorbook/contract';
import {
  RED_DISC,
  redDiscOnGreen,
  syntheticLineArt,
  syntheticPhoto,
} from '@colorbook/test-servers/test-pictures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { uploadToLineArt } from '../upload-line-art';
import { type Lab, rgbOfHex } from './colour-space';
import { automaticColorKey, photoColorKey, uploadColorKey } from './make-color-key';
import { quantise } from './photo-colouring';
import { clientRegionsOf } from './test-pages';

/** Image work on a busy machine: the bound is for a hang, not for speed (that lives in bench/). */
describe('photoColorKey', { timeout: 60_000 }, () => {
  it('keeps a red disc photographed on green red inside the disc and green outside', async () => {
    const photo = await redDiscOnGreen();
    const { illustration } = await uploadToLineArt(photo);
    const key = colorKeySchema.parse(await uploadColorKey(photo, illustration));
    // The square photo fills the page: photo pixels scale by 1024 / size.
    const scale = 1024 / RED_DISC.size;
    // Away from the disc's edge, where the outline may wander a little either way.
    const fromCentre = (x: number, y: number) =>
      Math.hypot(x - RED_DISC.cx * scale, y - RED_DISC.cy * scale) / (RED_DISC.r * scale);
    const inside = key.regions.filter(({ x, y }) => fromCentre(x, y) < 0.85);
    const outside = key.regions.filter(({ x, y }) => fromCentre(x, y) > 1.15);
    expect(inside.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);
    for (const { c } of inside) {
      const [r, g, b] = rgbOfHex(key.palette[c] ?? '#000000');
      expect({ c, r, g, b, reddish: r > g + 100 && r > b + 100 }).toMatchObject({ reddish: true });
    }
    for (const { c } of outside) {
      const [r, g, b] = rgbOfHex(key.palette[c] ?? '#000000');
      expect({ c, r, g, b, greenish: g > r + 40 && g > b + 40 }).toMatchObject({ greenish: true });
    }
    expect(key.names?.[inside[0]?.c ?? 0]).toMatch(/red/i);
    expect(key.names?.[outside[0]?.c ?? 0]).toMatch(/green/i);
  });

  it('holds a palette of at most 24 colours and the points only, never the photo', async () => {
    const photo = await syntheticPhoto();
    const { illustration } = await uploadToLineArt(photo);
    const key = colorKeySchema.parse(await photoColorKey(photo, illustration));
    expect(Object.keys(key).sort()).toEqual(['names', 'palette', 'regions']);
    expect(key.palette.length).toBeLessThanOrEqual(COLOR_KEY_MAX_COLORS);
    expect(key.regions.length).toBeGreaterThanOrEqual(3);
    const { open } = await clientRegionsOf(illustration, key);
    expect(open.filter((region) => region < 0)).toEqual([]);
    expect(new Set(open).size).toBe(open.length);
  });

  it('keys nothing in the paper round a photo that is not square', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500">
      <rect width="1000" height="500" fill="rgb(70,150,60)"/><circle cx="500" cy="250" r="150" fill="rgb(210,35,40)"/></svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const { illustration } = await uploadToLineArt(photo);
    const key = colorKeySchema.parse(await photoColorKey(photo, illustration));
    // The photo covers y 256–768 of the page; white paper above and below it.
    expect(key.regions.length).toBeGreaterThanOrEqual(2);
    expect(key.regions.filter(({ y }) => y < 256 || y >= 768)).toEqual([]);
    expect(key.palette.filter((hex) => rgbOfHex(hex).every((v) => v > 200))).toEqual([]);
  });

  it('colours a line-art upload automatically, as a drawn page', async () => {
    const drawing = await syntheticLineArt(800, 800);
    const { illustration } = await uploadToLineArt(drawing);
    expect(await uploadColorKey(drawing, illustration)).toEqual(await automaticColorKey(illustration));
  });
});

describe('quantise', () => {
  it('merges many region colours into at most 24, each region in its nearest group', () => {
    const random = seededRandom(7);
    const colours = Array.from({ length: 200 }, () => ({
      lab: [random() * 100, random() * 160 - 80, random() * 160 - 80] as Lab,
      area: 100 + Math.floor(random() * 5000),
    }));
    const { palette, index } = quantise(colours);
    expect(palette.length).toBeLessThanOrEqual(COLOR_KEY_MAX_COLORS);
    expect(palette.length).toBeGreaterThan(10);
    expect(index.every((c) => c >= 0 && c < palette.length)).toBe(true);
  });

  it('keeps colours a child tells apart and merges ones nobody could', () => {
    const red: Lab = [53, 80, 67];
    const green: Lab = [55, -50, 45];
    const { palette, index } = quantise([
      { lab: red, area: 1000 },
      { lab: [red[0] + 2, red[1] - 2, red[2]], area: 1000 },
      { lab: green, area: 4000 },
    ]);
    expect(palette).toHaveLength(2);
    expect(index).toEqual([0, 0, 1]);
  });
});
