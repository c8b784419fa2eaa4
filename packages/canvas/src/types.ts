/** An RGBA pixel buffer; `ImageData` satisfies it, so the core runs in Node and in the browser alike. */
export interface RgbaImage {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** A pixel rectangle in document coordinates (integer, half-open: x + width is excluded). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const unionRect = (a: Rect | null, b: Rect | null): Rect | null => {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
};

/** Grows a fractional box to whole pixels and clips it to the document, or null when nothing is left. */
export const clipRect = (
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  height: number,
): Rect | null => {
  const x = Math.max(0, Math.floor(x0));
  const y = Math.max(0, Math.floor(y0));
  const right = Math.min(width, Math.ceil(x1));
  const bottom = Math.min(height, Math.ceil(y1));
  if (right <= x || bottom <= y) return null;
  return { x, y, width: right - x, height: bottom - y };
};

export const createImage = (width: number, height: number): RgbaImage => ({
  data: new Uint8ClampedArray(width * height * 4),
  width,
  height,
});
