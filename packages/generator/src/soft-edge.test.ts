import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { softEdge, softEdgeWithSharp } from './soft-edge';

// The looked-up soft edge must be exactly sharp's blur and levels, as a page's PNG holds them.
const sharpEdge = async (mask: Uint8Array, width: number, height: number) => {
  const pixels = Buffer.from(Uint8Array.from(mask, (v) => (v ? 0 : 255)));
  const png = await softEdgeWithSharp(sharp(pixels, { raw: { width, height, channels: 1 } }))
    .png()
    .toBuffer();
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
};

describe('softEdge', () => {
  it('gives the pixels sharp gives, at the borders too, for any width', async () => {
    let seed = 11;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let k = 0; k < 24; k++) {
      const width = k % 2 ? 4 * (1 + Math.floor(random() * 16)) : 1 + Math.floor(random() * 61);
      const height = 1 + Math.floor(random() * 61);
      const share = random();
      const mask = Uint8Array.from({ length: width * height }, () => (random() < share ? 1 : 0));
      expect(await softEdge(mask, width, height)).toEqual(await sharpEdge(mask, width, height));
    }
  });

  it('keeps a page of lines the same as sharp would', async () => {
    const size = 256;
    const mask = new Uint8Array(size * size);
    for (let i = 0; i < size; i++) {
      mask[i * size + i] = 1; // a diagonal
      mask[40 * size + i] = 1; // a row
      mask[i * size + 200] = mask[i * size + 201] = 1; // a two-pixel column
      mask[i * size + size - 1] = 1; // along the right border
    }
    expect(await softEdge(mask, size, size)).toEqual(await sharpEdge(mask, size, size));
  });
});
