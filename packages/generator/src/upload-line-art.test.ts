import {
  syntheticColourCartoon,
  syntheticInkyCartoon,
  syntheticLineArt,
  syntheticRose,
} from '@colorbook/test-servers/test-pictures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALMOST_ALL_INK, NEAR_BLANK, pageMeasures, uploadToLineArt } from './upload-line-art';

const greyOf = async (png: Buffer) => new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
const flat = (colour: string, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: colour } })
    [format]()
    .toBuffer();

describe('uploadToLineArt', () => {
  it('refuses a near-blank result with a clear message', async () => {
    await expect(uploadToLineArt(await flat('#ffffff'))).rejects.toMatchObject({
      kind: 'invalid-input',
      message: NEAR_BLANK,
    });
    // A flat, photo-like colour: the conversion finds nothing but the frame.
    await expect(uploadToLineArt(await flat('#d8c8c0', 'jpeg'))).rejects.toMatchObject({
      message: NEAR_BLANK,
    });
  });

  it('makes a low-contrast rose photo into a page with several areas to colour', async () => {
    const page = await uploadToLineArt(await syntheticRose());
    const { enclosed, inkShare } = pageMeasures(await greyOf(page.illustration), 1024);
    expect(enclosed).toBeGreaterThanOrEqual(4);
    expect(inkShare).toBeGreaterThan(0.01);
    expect(inkShare).toBeLessThan(0.2);
  });

  it('turns large solid black areas into outlines and keeps small dots and lines', async () => {
    const page = await uploadToLineArt(await syntheticInkyCartoon());
    const grey = await greyOf(page.illustration);
    // The cartoon is 600 px square, fitted into 1024.
    const at = (x: number, y: number) =>
      grey[Math.round(y * (1024 / 600)) * 1024 + Math.round(x * (1024 / 600))];
    expect(at(300, 180), 'inside the hair').toBe(255);
    expect(at(300, 545), 'inside the black bar').toBe(255);
    expect(at(300, 522), 'the bar keeps its outline').toBeLessThan(128);
    expect(at(240, 320), 'a pupil stays black').toBeLessThan(128);
    expect(at(300, 500), 'the face outline').toBeLessThan(128);
    expect(pageMeasures(grey, 1024).enclosed).toBeGreaterThanOrEqual(3);
  });

  it('draws a coloured cartoon with single outlines, its black bar as an outline', async () => {
    const page = await uploadToLineArt(await syntheticColourCartoon());
    const grey = await greyOf(page.illustration);
    // A vertical scan (photo x 250) from below the face to the bar's bottom: the face's outline
    // (y 630), the bar's top (690) and bottom (770), each one line, not two.
    const k = 1024 / 800;
    let runs = 0;
    let inside = false;
    for (let y = Math.round(600 * k); y < Math.round(795 * k); y++) {
      const ink = (grey[y * 1024 + Math.round(250 * k)] as number) < 128;
      if (ink && !inside) runs++;
      inside = ink;
    }
    expect(runs, 'face outline, bar top, bar bottom: once each').toBe(3);
    expect(grey[Math.round(730 * k) * 1024 + Math.round(250 * k)], 'inside the bar').toBe(255);
  });

  it('keeps clean line art as it is', async () => {
    const page = await uploadToLineArt(await syntheticLineArt());
    const { enclosed, inkShare } = pageMeasures(await greyOf(page.illustration), 1024);
    expect(enclosed).toBeGreaterThanOrEqual(2);
    expect(inkShare).toBeLessThan(0.1);
  });

  it('states its refusal for almost-all-ink pages', () => {
    expect(ALMOST_ALL_INK).toMatch(/almost all black/);
    const grey = new Uint8Array(64 * 64);
    expect(pageMeasures(grey, 64).inkShare).toBe(1);
  });
});
