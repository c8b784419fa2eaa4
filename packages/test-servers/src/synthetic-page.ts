/** The canvas engine's image shape (structural, so this package needs nothing of the engine). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Synthetic line art for tests and fixtures: shapes are supersampled 4×4 per pixel, so edges
 * carry the grey anti-aliased fringe that real scanned or rasterised pages have.
 */
export const whitePage = (width: number, height: number): RgbaImage => {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  return { data, width, height };
};

type Inside = (x: number, y: number) => boolean;

/** Darkens pixels by the share of their 16 sub-samples that fall inside the shape. */
export const paintShape = (
  page: RgbaImage,
  inside: Inside,
  box = { x0: 0, y0: 0, x1: page.width, y1: page.height },
): void => {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const y1 = Math.min(page.height, Math.ceil(box.y1));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++;
      }
      if (hits === 0) continue;
      const value = Math.round(255 * (1 - hits / 16));
      const o = (y * page.width + x) * 4;
      for (let c = 0; c < 3; c++) page.data[o + c] = Math.min(page.data[o + c] as number, value);
    }
  }
};

/** A circle outline of the given stroke thickness. */
export const drawRing = (
  page: RgbaImage,
  cx: number,
  cy: number,
  radius: number,
  thickness: number,
): void => {
  const outer = radius + thickness / 2;
  const inner = radius - thickness / 2;
  paintShape(
    page,
    (x, y) => {
      const d = Math.hypot(x - cx, y - cy);
      return d >= inner && d <= outer;
    },
    { x0: cx - outer - 1, y0: cy - outer - 1, x1: cx + outer + 1, y1: cy + outer + 1 },
  );
};

/** A filled axis-aligned box; fractional edges give an anti-aliased one-pixel fringe. */
export const drawBox = (page: RgbaImage, x0: number, y0: number, x1: number, y1: number): void => {
  paintShape(page, (x, y) => x >= x0 && x < x1 && y >= y0 && y < y1, {
    x0: x0 - 1,
    y0: y0 - 1,
    x1: x1 + 1,
    y1: y1 + 1,
  });
};

export const pixelAt = (image: RgbaImage, x: number, y: number): [number, number, number, number] => {
  const o = (y * image.width + x) * 4;
  const d = image.data;
  return [d[o] as number, d[o + 1] as number, d[o + 2] as number, d[o + 3] as number];
};
