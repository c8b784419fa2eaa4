import sharp, { type Sharp } from 'sharp';

/** The page to grey as sharp does it: over white, to luminance, one channel. */
const toGreyWithSharp = (image: Sharp) =>
  image.flatten({ background: '#ffffff' }).greyscale().extractChannel(0).raw().toBuffer();

let levels: Promise<Uint8Array> | undefined;

/**
 * What `toGreyWithSharp` makes of each opaque grey pixel (red = green = blue = v): read once from
 * sharp itself, so a page drawn only in black, white and greys (every offline page) is turned
 * grey by a lookup instead of sharp's floating-point colour conversion, with the same pixels.
 */
function greyLevels(): Promise<Uint8Array> {
  levels ??= (async () => {
    const pixels = Buffer.alloc(256 * 4);
    for (let v = 0; v < 256; v++) pixels.fill(v, 4 * v, 4 * v + 3).fill(255, 4 * v + 3, 4 * v + 4);
    return new Uint8Array(
      await toGreyWithSharp(sharp(pixels, { raw: { width: 256, height: 1, channels: 4 } })),
    );
  })();
  levels.catch(() => {
    levels = undefined;
  });
  return levels;
}

/** The page rasterised to grey pixels (one byte each), as the clean-up will read it. */
export async function renderGrey(svg: string): Promise<Uint8Array> {
  const [{ data, info }, table] = await Promise.all([
    sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true }),
    greyLevels(),
  ]);
  const grey = info.channels === 4 ? opaqueGreys(data, table) : undefined;
  if (grey) return grey;
  // Colour or transparency somewhere: sharp's own conversion, as before.
  const out = await toGreyWithSharp(sharp(Buffer.from(svg)));
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/** The grey page by lookup, or undefined when any pixel is coloured or not fully opaque. */
function opaqueGreys(rgba: Buffer, table: Uint8Array): Uint8Array | undefined {
  const count = rgba.length >> 2;
  const grey = new Uint8Array(count);
  if (rgba.byteOffset % 4 === 0) {
    // One 32-bit word per pixel (little-endian: red is the low byte, alpha the high one).
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, count);
    for (let i = 0; i < count; i++) {
      const word = words[i] as number;
      const v = word & 0xff;
      if (word !== (0xff000000 | (v * 0x010101)) >>> 0) return undefined;
      grey[i] = table[v] as number;
    }
    return grey;
  }
  for (let i = 0; i < count; i++) {
    const v = rgba[4 * i] as number;
    if (rgba[4 * i + 1] !== v || rgba[4 * i + 2] !== v || rgba[4 * i + 3] !== 255) return undefined;
    grey[i] = table[v] as number;
  }
  return grey;
}
