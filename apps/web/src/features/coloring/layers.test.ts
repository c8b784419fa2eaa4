import { compositeLayers, createImage, type RgbaImage } from '@colorbook/canvas';
import { describe, expect, it } from 'vitest';
import { colorLayerFromComposite, inkLines } from './layers';

const image = (pixels: number[][]): RgbaImage => {
  const img = createImage(pixels.length, 1);
  pixels.forEach((p, i) => {
    img.data.set(p, i * 4);
  });
  return img;
};
const pixel = (data: Uint8ClampedArray, i: number) => [...data.subarray(i * 4, i * 4 + 4)];

describe('colour layer from a saved composite', () => {
  // paper | a line | a grey anti-aliased edge | paper
  const lines = image([
    [255, 255, 255, 255],
    [0, 0, 0, 255],
    [192, 192, 192, 255],
    [255, 255, 255, 0],
  ]);

  it('recovers the painted colours and leaves paper and lines transparent', () => {
    const layer = image([
      [239, 68, 68, 255],
      [59, 130, 246, 255],
      [34, 197, 94, 255],
      [0, 0, 0, 0],
    ]);
    const composite = { data: compositeLayers(layer, lines), width: 4, height: 1 };
    const recovered = colorLayerFromComposite(composite, lines);
    expect(pixel(recovered, 0)).toEqual([239, 68, 68, 255]);
    // Under a black line nothing can be recovered.
    expect(pixel(recovered, 1)).toEqual([0, 0, 0, 0]);
    const edge = pixel(recovered, 2);
    expect(Math.abs((edge[0] as number) - 34)).toBeLessThanOrEqual(2);
    expect(Math.abs((edge[1] as number) - 197)).toBeLessThanOrEqual(2);
    expect(pixel(recovered, 3)).toEqual([0, 0, 0, 0]);
  });

  it('refuses images of different sizes', () => {
    expect(() => colorLayerFromComposite(createImage(2, 2), createImage(4, 1))).toThrow();
  });
});

describe('print lines', () => {
  it('makes lines pure black and keeps paper white', () => {
    const inked = inkLines(
      image([
        [40, 40, 40, 255],
        [120, 120, 120, 255],
        [240, 240, 240, 255],
        [0, 0, 0, 0],
      ]),
    );
    expect(pixel(inked.data, 0)).toEqual([0, 0, 0, 255]);
    expect(pixel(inked.data, 1)).toEqual([0, 0, 0, 255]);
    expect(pixel(inked.data, 2)).toEqual([255, 255, 255, 255]);
    expect(pixel(inked.data, 3)).toEqual([255, 255, 255, 255]);
  });
});
