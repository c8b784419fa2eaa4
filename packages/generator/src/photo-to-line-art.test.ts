import {
  FACE,
  PHOTO_SHAPES,
  RED_DISC,
  ROSE,
  redDiscOnEqualGrey,
  syntheticLineArt,
  syntheticPhoto,
  syntheticPortrait,
  syntheticRose,
} from '@colorbook/test-servers/test-pictures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { isLineArt, photoToLineArt } from './photo-to-line-art';

async function inkMap(png: Buffer, photoSize = PHOTO_SHAPES.size) {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const k = info.width / photoSize;
  /** True when any pixel within `r` photo pixels of (x, y) is ink. */
  const inkNear = (x: number, y: number, r = 4) => {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const px = Math.round((x + dx) * k);
        const py = Math.round((y + dy) * k);
        if ((data[py * info.width + px] ?? 255) < 128) return true;
      }
    }
    return false;
  };
  return { inkNear, data };
}

describe('isLineArt', () => {
  it('recognises drawn pages and refuses photos', async () => {
    expect(await isLineArt(await syntheticLineArt())).toBe(true);
    expect(await isLineArt(await syntheticPhoto())).toBe(false);
  });

  it('does not take an all-black or mid-grey image for line art', async () => {
    const flat = (grey: number) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background: { r: grey, g: grey, b: grey } } })
        .png()
        .toBuffer();
    expect(await isLineArt(await flat(0))).toBe(false);
    expect(await isLineArt(await flat(128))).toBe(false);
  });
});

describe('photoToLineArt', () => {
  it('draws the outlines of the shapes and leaves flat areas white', async () => {
    const lines = await photoToLineArt(await syntheticPhoto());
    const { inkNear, data } = await inkMap(lines);
    const { circle, rect } = PHOTO_SHAPES;
    for (let a = 0; a < 360; a += 30) {
      const angle = (a * Math.PI) / 180;
      expect(
        inkNear(circle.cx + circle.r * Math.cos(angle), circle.cy + circle.r * Math.sin(angle)),
        `circle at ${a}°`,
      ).toBe(true);
    }
    expect(inkNear(rect.x, rect.y + rect.height / 2)).toBe(true);
    expect(inkNear(rect.x + rect.width / 2, rect.y + rect.height)).toBe(true);
    // Centres of the shapes and the open gradient: no edges there.
    expect(inkNear(circle.cx, circle.cy, 30)).toBe(false);
    expect(inkNear(rect.x + rect.width / 2, rect.y + rect.height / 2, 30)).toBe(false);
    expect(inkNear(650, 150, 40)).toBe(false);
    expect(inkNear(120, 650, 40)).toBe(false);
    const ink = data.filter((v) => v < 128).length / data.length;
    expect(ink).toBeGreaterThan(0.005);
    expect(ink).toBeLessThan(0.08);
  });

  it('gives a page that passes as line art after clean-up', async () => {
    const { illustration } = await cleanUpLineArt(await photoToLineArt(await syntheticPhoto()));
    expect(await isLineArt(illustration)).toBe(true);
  });
});

/** Whether there is ink near every 30° of the circle (cx, cy, r) of a photo `size` wide. */
async function ringDrawn(png: Buffer, size: number, cx: number, cy: number, r: number) {
  const { inkNear } = await inkMap(png, size);
  const missing: number[] = [];
  for (let a = 0; a < 360; a += 30) {
    const angle = (a * Math.PI) / 180;
    if (!inkNear(cx + r * Math.cos(angle), cy + r * Math.sin(angle), 6)) missing.push(a);
  }
  return missing;
}

describe('photoToLineArt finds edges by colour', () => {
  it('outlines all of a red disc on a grey of the same lightness', async () => {
    const { size, cx, cy, r } = RED_DISC;
    const lines = await photoToLineArt(await redDiscOnEqualGrey());
    expect(await ringDrawn(lines, size, cx, cy, r)).toEqual([]);
    const { inkNear } = await inkMap(lines, size);
    expect(inkNear(cx, cy, 60)).toBe(false);
  });

  it('outlines a soft, low-contrast rose (it used to give a blank page)', async () => {
    const { size, cx, cy, r } = ROSE;
    const lines = await photoToLineArt(await syntheticRose());
    // The darker heart of the flower (radius r/2) is outlined all round.
    expect(await ringDrawn(lines, size, cx, cy, r * 0.5)).toEqual([]);
    const { inkNear } = await inkMap(lines, size);
    // The petals' outer edge: straight up, the tip of the top petal.
    expect(inkNear(cx, cy - r, 12)).toBe(true);
    // Inside a petal and the plain background stay white.
    expect(inkNear(cx, cy - r * 0.75, 10)).toBe(false);
    expect(inkNear(100, 100, 40)).toBe(false);
  });

  it("keeps a face's small but distinct features: eyes and a thin mouth", async () => {
    const lines = await photoToLineArt(await syntheticPortrait());
    const { inkNear } = await inkMap(lines, FACE.size);
    for (const [x, y] of FACE.eyes) expect(inkNear(x, y, 14), `eye at ${x}`).toBe(true);
    expect(inkNear(FACE.mouth[0], FACE.mouth[1], 10), 'mouth').toBe(true);
    expect(inkNear(FACE.cheek[0], FACE.cheek[1], 30), 'cheek').toBe(false);
  });
});
