import type { RgbaImage } from './types';

/** Name of the PNG uploaded when a colouring is saved (spec §9). */
export const UPLOAD_NAME = 'image.png';

const pad = (n: number) => String(n).padStart(2, '0');

/** `colored-page-{pageId}-{datetime}.png`, datetime in the user's local time as YYYY-MM-DD-HH-mm-ss. */
export const downloadName = (pageId: string | number, date: Date): string => {
  const datetime = [
    date.getFullYear(),
    pad(date.getMonth() + 1),
    pad(date.getDate()),
    pad(date.getHours()),
    pad(date.getMinutes()),
    pad(date.getSeconds()),
  ].join('-');
  return `colored-page-${pageId}-${datetime}.png`;
};

/**
 * The composited colour of one pixel: the colour layer over white paper, then the line art
 * multiplied on top (a transparent line-art pixel counts as white). Writes r, g, b to `out`.
 */
export const compositePixel = (
  color: Uint8ClampedArray,
  lineArt: Uint8ClampedArray,
  offset: number,
  out: Uint8ClampedArray | number[],
  outOffset = 0,
): void => {
  const ca = color[offset + 3] as number;
  const la = lineArt[offset + 3] as number;
  for (let c = 0; c < 3; c++) {
    // Straight (non-premultiplied) alpha over white, as canvas getImageData returns it.
    const paper = 255 + (((color[offset + c] as number) - 255) * ca) / 255;
    const line = 255 + (((lineArt[offset + c] as number) - 255) * la) / 255;
    out[outOffset + c] = Math.round((paper * line) / 255);
  }
};

/** The finished page as opaque RGBA, the same size as the layers: what export and print show. */
export const compositeLayers = (color: RgbaImage, lineArt: RgbaImage): Uint8ClampedArray => {
  if (color.width !== lineArt.width || color.height !== lineArt.height) {
    throw new Error('Colour layer and line art differ in size');
  }
  const out = new Uint8ClampedArray(color.data.length);
  for (let o = 0; o < out.length; o += 4) {
    compositePixel(color.data, lineArt.data, o, out, o);
    out[o + 3] = 255;
  }
  return out;
};
