// The line art's own pixels, read in the page: where journeys and the screen bench find blank
// paper to fill or to paint on. Strings, not functions: e2e type-checks without the DOM library,
// and tsx would wrap a function's inner helpers in `__name()`, which the page lacks.
import type { Page } from 'playwright-core';

/**
 * A browser-side function expression, `lineArtPixels(img, size?)`: the decoded line-art `img`
 * drawn at `size`² (its natural size without one), as `{ width, height, paperAround }`.
 * `paperAround(x, y, { left, right, up, down }, step)` is true when every `step`-th pixel of that
 * box around (x, y) is paper: transparent, or light in every channel (line art is dark on white).
 */
export const LINE_ART_PIXELS = `((img, size) => {
  const width = size ?? img.naturalWidth;
  const height = size ?? img.naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  context.drawImage(img, 0, 0, width, height);
  const data = context.getImageData(0, 0, width, height).data;
  const paper = (x, y) => {
    const i = (y * width + x) * 4;
    return data[i + 3] < 16 || (data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200);
  };
  const paperAround = (x, y, { left, right, up, down }, step) => {
    for (let dy = -up; dy <= down; dy += step)
      for (let dx = -left; dx <= right; dx += step) if (!paper(x + dx, y + dy)) return false;
    return true;
  };
  return { width, height, paperAround };
})`;

/** The colouring screen's line-art image. */
export const LINE_ART_IMG = '[data-testid="canvas-viewport"] img';

/**
 * Runs `scan`, the body of a browser-side function, with `lineArt` the colouring screen's line art
 * at the document's 1024² (LINE_ART_PIXELS), once the image is decoded; resolves to its result.
 */
export function scanLineArt<T>(page: Page, scan: string): Promise<T> {
  return page.evaluate<T>(`(async () => {
    const img = document.querySelector(${JSON.stringify(LINE_ART_IMG)});
    await img.decode();
    const lineArt = ${LINE_ART_PIXELS}(img, 1024);
    ${scan}
  })()`);
}
