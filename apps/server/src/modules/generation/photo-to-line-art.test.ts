import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { isLineArt, photoToLineArt } from './photo-to-line-art';
import { PHOTO_SHAPES, syntheticLineArt, syntheticPhoto } from './test-pictures';

async function inkMap(png: Buffer) {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const k = info.width / PHOTO_SHAPES.size;
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
