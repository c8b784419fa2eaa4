/** Colour conversions shared by fill, eyedropper and export. */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const parseHex = (hex: string): Rgba => {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
};

export const toHex = (r: number, g: number, b: number): string =>
  `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;

/**
 * Packs a colour into the 32-bit word a Uint32Array view over RGBA bytes holds, whatever the
 * platform's byte order, so fills write one word per pixel instead of four bytes.
 */
export const packRgba = ([r, g, b, a]: Rgba): number => {
  const bytes = new Uint8ClampedArray([r, g, b, a]);
  return new Uint32Array(bytes.buffer)[0] as number;
};

/** 0 (white or transparent) … 255 (black, opaque): how much a line-art pixel darkens what is under it. */
export const darknessAt = (data: Uint8ClampedArray, offset: number): number => {
  const r = data[offset] as number;
  const g = data[offset + 1] as number;
  const b = data[offset + 2] as number;
  const a = data[offset + 3] as number;
  const luma = (r * 77 + g * 150 + b * 29) >> 8;
  return (((255 - luma) * a + 127) / 255) | 0;
};
