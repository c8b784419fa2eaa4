/** Small layers and painting for the history tests (TileHistory over 128×128 pixels). */

export const SIZE = 128;
export const blank = () => new Uint8ClampedArray(SIZE * SIZE * 4);

/** Paints an opaque square, as a stroke or fill would. */
export const paint = (pixels: Uint8ClampedArray, x: number, y: number, side: number, value: number) => {
  const next = new Uint8ClampedArray(pixels);
  for (let row = y; row < y + side; row++) {
    for (let col = x; col < x + side; col++)
      next.fill(value, (row * SIZE + col) * 4, (row * SIZE + col) * 4 + 4);
  }
  return next;
};

/** Paints an opaque rectangle. */
export const paintRect = (
  pixels: Uint8ClampedArray,
  box: { x: number; y: number; width: number; height: number },
  value: number,
) => {
  const next = new Uint8ClampedArray(pixels);
  for (let row = box.y; row < box.y + box.height; row++)
    next.fill(value, (row * SIZE + box.x) * 4, (row * SIZE + box.x + box.width) * 4);
  return next;
};

/** Incompressible content, to exercise the memory cap with raw tiles. */
export const noise = (seed: number) => {
  const pixels = new Uint8ClampedArray(SIZE * SIZE * 4);
  let s = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    pixels[i] = s >>> 24;
  }
  return pixels;
};

/** Byte equality without Vitest's element-by-element diffing of 64K-entry arrays. */
export const same = (a: Uint8ClampedArray | undefined, b: Uint8ClampedArray | undefined) =>
  a !== undefined &&
  b !== undefined &&
  Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
