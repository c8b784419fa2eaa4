import { syntheticPhoto } from '@colorbook/test-servers/test-pictures';
import {
  cleanDrawing,
  colouredDrawing,
  DRAWING,
  greyShadedDrawing,
  solidBlackDrawing,
} from '@colorbook/test-servers/test-pictures-line-art-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkLineArt } from './line-art-check';

const flat = (colour: string) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The cleaned page's grey value at (x, y) of the 1024 drawing. */
async function cleanedAt(png: Buffer | undefined) {
  expect(png).toBeDefined();
  const grey = new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
  const inkNear = (x: number, y: number, r = 8) => {
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) if ((grey[(y + dy) * 1024 + x + dx] ?? 255) < 128) return true;
    return false;
  };
  const mid = grey.filter((v) => v > 40 && v < 215).length / grey.length;
  return { inkNear, at: (x: number, y: number) => grey[y * 1024 + x], mid };
}

describe('checkLineArt', { timeout: 30_000 }, () => {
  it('passes clean black-and-white line art as it is', async () => {
    const check = await checkLineArt(await cleanDrawing());
    expect(check.verdict).toBe('pass');
    expect(check.problems).toEqual([]);
    expect(check.figures.greyShare).toBeLessThan(0.01);
    expect(check.figures.inkShare).toBeGreaterThan(0.01);
    expect(check.cleaned).toBeUndefined();
  });

  it('cleans grey shading away and keeps the lines', async () => {
    const check = await checkLineArt(await greyShadedDrawing());
    expect(check.verdict).toBe('cleanable');
    expect(check.problems).toContain('grey');
    expect(check.figures.greyShare).toBeGreaterThan(0.1);
    const { house, tree } = DRAWING;
    const page = await cleanedAt(check.cleaned);
    expect(page.at(house.x + 200, house.y + 40), 'inside the shaded house').toBe(255);
    expect(page.inkNear(house.x, house.y + 100), 'the house wall').toBe(true);
    expect(page.inkNear(tree.cx, tree.cy - tree.r), 'the tree').toBe(true);
    expect(page.mid).toBeLessThan(0.02);
    expect(check.cleanedFigures?.greyShare).toBeLessThan(0.005);
  });

  it('cleans colour fills away, the red roof included', async () => {
    const check = await checkLineArt(await colouredDrawing());
    expect(check.verdict).toBe('cleanable');
    expect(check.problems).toContain('colour');
    expect(check.figures.colourShare).toBeGreaterThan(0.1);
    const { house, roofPeak, sun } = DRAWING;
    const page = await cleanedAt(check.cleaned);
    expect(page.at(roofPeak.x, roofPeak.y + 120), 'inside the roof').toBe(255);
    expect(page.at(sun.cx, sun.cy), 'inside the sun').toBe(255);
    expect(page.inkNear(roofPeak.x, roofPeak.y), 'the roof line').toBe(true);
    expect(page.inkNear(house.x + house.width, house.y + 200)).toBe(true);
    expect(check.cleanedFigures?.colourShare).toBe(0);
  });

  it('turns solid black areas into outlines', async () => {
    const check = await checkLineArt(await solidBlackDrawing());
    expect(check.verdict).toBe('cleanable');
    expect(check.problems).toEqual(['solid-black']);
    expect(check.figures.solidBlackShare).toBeGreaterThan(0.03);
    const { roofPeak, tree } = DRAWING;
    const page = await cleanedAt(check.cleaned);
    expect(page.at(tree.cx, tree.cy), 'inside the tree').toBe(255);
    expect(page.at(roofPeak.x, roofPeak.y + 120), 'inside the roof').toBe(255);
    expect(page.inkNear(tree.cx + tree.r, tree.cy), 'the tree keeps its outline').toBe(true);
    expect(check.cleanedFigures?.solidBlackShare).toBe(0);
  });

  it('fails what cleaning cannot save: a photo, an empty page, an all-black page', async () => {
    const photo = await checkLineArt(await syntheticPhoto());
    expect(photo.verdict).toBe('fail');
    expect(photo.problems).toContain('picture');
    expect((await checkLineArt(await flat('#ffffff'))).problems).toEqual(['too-little-ink']);
    expect((await checkLineArt(await flat('#ffffff'))).verdict).toBe('fail');
    expect((await checkLineArt(await flat('#000000'))).verdict).toBe('fail');
  });
});
