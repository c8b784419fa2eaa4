import { syntheticLineArt } from '@colorbook/test-servers/test-pictures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpLineArt, ILLUSTRATION_SIZE, PREVIEW_SIZE } from './clean-up';

const greyOf = async (png: Buffer) => {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, at: (x: number, y: number) => data[y * info.width + x] ?? -1 };
};

describe('cleanUpLineArt', () => {
  it('makes a 1024 PNG and a small WebP preview', async () => {
    const { illustration, preview } = await cleanUpLineArt(await syntheticLineArt(600, 400));
    const meta = await sharp(illustration).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', ILLUSTRATION_SIZE, ILLUSTRATION_SIZE]);
    const small = await sharp(preview).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', PREVIEW_SIZE, PREVIEW_SIZE]);
  });

  it('keeps four grey levels in the preview, losslessly, so a card picture stays a few KB', async () => {
    const { preview } = await cleanUpLineArt(await syntheticLineArt(600, 400));
    const { data } = await greyOf(preview);
    expect(new Set(data)).toEqual(new Set([0, 85, 170, 255]));
    // The lossy WebP it replaces was ~2.7× this size for the same page.
    expect(preview.length).toBeLessThan(8_000);
  });

  it('turns coloured, shaded art into pure black lines on pure white', async () => {
    // Blue lines on a light grey, shaded background: a typical provider answer.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
      <rect width="512" height="512" fill="#e4e4e4"/><rect x="100" y="100" width="300" height="300" fill="#cfcfcf"/>
      <circle cx="256" cy="256" r="150" fill="none" stroke="#102080" stroke-width="10"/></svg>`;
    const { illustration } = await cleanUpLineArt(await sharp(Buffer.from(svg)).jpeg().toBuffer());
    const { data, at } = await greyOf(illustration);
    let black = 0;
    let white = 0;
    for (const v of data) {
      if (v === 0) black++;
      else if (v === 255) white++;
    }
    expect(white / data.length).toBeGreaterThan(0.9);
    expect(black).toBeGreaterThan(5000);
    // Whatever is neither is the thin soft rim of the lines.
    expect((data.length - black - white) / black).toBeLessThan(0.6);
    expect(at(512, 512)).toBe(255); // shaded square inside: white
    expect(at(512, 512 - 300)).toBe(0); // on the circle's line (scaled ×2): black core
  });

  it('removes specks and keeps lines', async () => {
    const { illustration } = await cleanUpLineArt(await syntheticLineArt(600, 600));
    const { at } = await greyOf(illustration);
    // The specks drawn at (60,560) and (540,40) on the 600 px page.
    const k = ILLUSTRATION_SIZE / 600;
    expect(at(Math.round(60 * k), Math.round(560 * k))).toBe(255);
    expect(at(Math.round(540 * k), Math.round(40 * k))).toBe(255);
    expect(at(Math.round(150 * k), Math.round(400 * k))).toBe(0); // the house's left wall
  });

  it('closes a one-pixel gap in an outline', async () => {
    const pixels = Buffer.alloc(ILLUSTRATION_SIZE * ILLUSTRATION_SIZE, 255);
    for (let x = 200; x < 800; x++) {
      if (x === 500) continue; // the gap
      for (let y = 400; y < 404; y++) pixels[y * ILLUSTRATION_SIZE + x] = 0;
    }
    const input = await sharp(pixels, {
      raw: { width: ILLUSTRATION_SIZE, height: ILLUSTRATION_SIZE, channels: 1 },
    })
      .png()
      .toBuffer();
    const { at } = await greyOf((await cleanUpLineArt(input)).illustration);
    expect(at(500, 401)).toBe(0);
  });

  it('pads a wide image to a square with white', async () => {
    const { illustration } = await cleanUpLineArt(await syntheticLineArt(900, 300));
    const { at } = await greyOf(illustration);
    expect(at(512, 40)).toBe(255);
    expect(at(512, 990)).toBe(255);
  });

  it('is deterministic', async () => {
    const input = await syntheticLineArt(500, 500);
    const [a, b] = await Promise.all([cleanUpLineArt(input), cleanUpLineArt(input)]);
    expect(a.illustration.equals(b.illustration)).toBe(true);
  });

  it('refuses bytes that are not an image with a clear 400', async () => {
    await expect(cleanUpLineArt(Buffer.from('not an image'))).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });
});
