import {
  BLACK_CAT,
  BUSY,
  blackCatPhoto,
  busyPhoto,
  darkTeddySilhouette,
  TEDDY,
} from '@colorbook/test-servers/test-pictures-silhouettes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageMeasures, uploadToLineArt } from './upload-line-art';

const greyOf = async (png: Buffer) => new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());

/** Reads a 1024 page made from a square picture `size` wide, in the picture's coordinates. */
function reader(grey: Uint8Array, size: number) {
  const k = 1024 / size;
  const inkNear = (x: number, y: number, r = 6) => {
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const px = Math.round((x + dx) * k);
        const py = Math.round((y + dy) * k);
        if ((grey[py * 1024 + px] ?? 255) < 128) return true;
      }
    return false;
  };
  return { inkNear, white: (x: number, y: number) => !inkNear(x, y, 10) };
}

describe('uploads with large dark shapes', { timeout: 30_000 }, () => {
  it('turns a dark teddy-bear silhouette into its outline and inner shapes, not a refusal', async () => {
    const page = await uploadToLineArt(await darkTeddySilhouette());
    const grey = await greyOf(page.illustration);
    const { inkNear, white } = reader(grey, TEDDY.size);
    const { head, body, muzzle, belly } = TEDDY;
    // The outline: the top of the head and the sides of the body.
    expect(inkNear(head.cx, head.cy - head.r)).toBe(true);
    expect(inkNear(body.cx - body.rx, body.cy + 40)).toBe(true);
    // Inner edges found by local contrast: the muzzle and the belly, a few levels lighter.
    expect(inkNear(muzzle.cx + muzzle.rx, muzzle.cy), 'muzzle').toBe(true);
    expect(inkNear(belly.cx, belly.cy - belly.ry), 'belly').toBe(true);
    // Not a blob: the fur between them is white paper to colour.
    expect(white(body.cx - 130, body.cy), 'fur').toBe(true);
    expect(white(head.cx - 80, head.cy - 20), 'face').toBe(true);
    const { enclosed, inkShare } = pageMeasures(grey, 1024);
    expect(enclosed).toBeGreaterThanOrEqual(4);
    expect(inkShare).toBeLessThan(0.08);
  });

  it('keeps a flat black silhouette as its outline: a recognisable shape is not refused', async () => {
    const flat = await sharp(await darkTeddySilhouette())
      .threshold(128)
      .png()
      .toBuffer();
    const page = await uploadToLineArt(flat);
    const grey = await greyOf(page.illustration);
    const { inkNear, white } = reader(grey, TEDDY.size);
    expect(inkNear(TEDDY.head.cx, TEDDY.head.cy - TEDDY.head.r)).toBe(true);
    expect(white(TEDDY.body.cx, TEDDY.body.cy)).toBe(true);
  });

  it('draws a black cat photo with its eyes and its slightly lighter chest, no black patch', async () => {
    const page = await uploadToLineArt(await blackCatPhoto());
    const grey = await greyOf(page.illustration);
    const { inkNear, white } = reader(grey, BLACK_CAT.size);
    for (const [x, y] of BLACK_CAT.eyes) expect(inkNear(x + 18, y, 8), `eye at ${x}`).toBe(true);
    const [cx, cy] = BLACK_CAT.chest;
    expect(inkNear(cx, cy - 90, 8), 'chest').toBe(true);
    expect(white(cx, cy), 'inside the chest').toBe(true);
    expect(white(330, 470), 'fur').toBe(true);
    expect(pageMeasures(grey, 1024).inkShare).toBeLessThan(0.08);
  });
});

describe('busy photos', { timeout: 60_000 }, () => {
  it('keep their main shapes and merge the clutter, fewer areas on easier pages', async () => {
    const photo = await busyPhoto();
    const enclosed: number[] = [];
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const grey = await greyOf((await uploadToLineArt(photo, { difficulty })).illustration);
      const { inkNear, white } = reader(grey, BUSY.size);
      const { disc, block } = BUSY;
      for (let a = 0; a < 360; a += 45) {
        const angle = (a * Math.PI) / 180;
        expect(
          inkNear(disc.cx + disc.r * Math.cos(angle), disc.cy + disc.r * Math.sin(angle)),
          `${difficulty} disc ${a}°`,
        ).toBe(true);
      }
      expect(inkNear(block.x, block.y + block.height / 2), `${difficulty} block`).toBe(true);
      expect(white(disc.cx, disc.cy), `${difficulty}: inside the disc`).toBe(true);
      enclosed.push(pageMeasures(grey, 1024).enclosed);
    }
    const [easy = 0, medium = 0, hard = 0] = enclosed;
    expect(easy, enclosed.join(' ')).toBeLessThan(medium);
    expect(medium, enclosed.join(' ')).toBeLessThan(hard);
    // Hundreds of specks in the photo; a page keeps few of them.
    expect(easy).toBeLessThanOrEqual(12);
    expect(medium).toBeLessThanOrEqual(30);
    expect(hard).toBeLessThanOrEqual(60);
  });
});
