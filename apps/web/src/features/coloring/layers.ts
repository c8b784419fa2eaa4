import type { RgbaImage } from '@colorbook/canvas';

/** Luma of a pixel over white paper (a transparent pixel is paper). */
const lumaOverWhite = (data: Uint8ClampedArray, o: number): number => {
  const a = (data[o + 3] as number) / 255;
  const luma = ((data[o] as number) * 77 + (data[o + 1] as number) * 150 + (data[o + 2] as number) * 29) >> 8;
  return 255 - (255 - luma) * a;
};

/** Where the line art is darker than this, the colour under it cannot be recovered (and is hidden anyway). */
const UNDER_LINE = 96;
/** Recovered colours this close to white are paper. */
const PAPER = 250;

/**
 * A saved colouring is a composite (colours × lines). To continue it, divide the lines back out
 * where they are light enough and leave paper transparent, so the eraser and the next fill
 * behave as on a fresh layer and lines are not darkened twice.
 */
export function colorLayerFromComposite(composite: RgbaImage, lineArt: RgbaImage): Uint8ClampedArray {
  if (composite.width !== lineArt.width || composite.height !== lineArt.height) {
    throw new Error('Composite and line art differ in size');
  }
  const out = new Uint8ClampedArray(composite.data.length);
  const { data: c } = composite;
  const { data: l } = lineArt;
  for (let o = 0; o < out.length; o += 4) {
    if (lumaOverWhite(l, o) < UNDER_LINE) continue;
    const la = (l[o + 3] as number) / 255;
    let white = true;
    for (let k = 0; k < 3; k++) {
      const line = 255 - (255 - (l[o + k] as number)) * la;
      const value = Math.min(255, Math.round(((c[o + k] as number) * 255) / Math.max(1, line)));
      out[o + k] = value;
      if (value < PAPER) white = false;
    }
    out[o + 3] = white ? 0 : 255;
    if (white) out[o] = out[o + 1] = out[o + 2] = 0;
  }
  return out;
}

/** Line art darker than this prints pure black; lighter than INK_WHITE prints white; a short ramp keeps edges smooth. */
const INK_BLACK = 128;
const INK_WHITE = 208;

/** The line art for print: pure black lines on white, edges still anti-aliased. */
export function inkLines(lineArt: RgbaImage): RgbaImage {
  const data = new Uint8ClampedArray(lineArt.data.length);
  for (let o = 0; o < data.length; o += 4) {
    const luma = lumaOverWhite(lineArt.data, o);
    const v = Math.round(
      ((Math.min(INK_WHITE, Math.max(INK_BLACK, luma)) - INK_BLACK) * 255) / (INK_WHITE - INK_BLACK),
    );
    data[o] = data[o + 1] = data[o + 2] = v;
    data[o + 3] = 255;
  }
  return { data, width: lineArt.width, height: lineArt.height };
}
