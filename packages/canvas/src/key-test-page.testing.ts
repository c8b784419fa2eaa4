/** A 1024² page with a colour key, for the colour-by-number and painter's-tools tests. */
import { drawBox, drawRing, whitePage } from '@colorbook/test-servers/synthetic-page';
import type { ColorKeyLike } from './key-layout';
import type { RgbaImage } from './types';

export const PAGE = 1024;

/** An outline box (lines `t` px thick) with its inside from (x0, y0) to (x1, y1). */
const outline = (page: RgbaImage, x0: number, y0: number, x1: number, y1: number, t = 4) => {
  drawBox(page, x0 - t, y0 - t, x1 + t, y0);
  drawBox(page, x0 - t, y1, x1 + t, y1 + t);
  drawBox(page, x0 - t, y0, x0, y1);
  drawBox(page, x1, y0, x1 + t, y1);
};

/**
 * Mirror-symmetric about the vertical axis: a frame, two boxes (left and right), a ring with a
 * disc inside at the bottom centre, a small box (16 px inside) and a thick black bar.
 */
export const keyTestPage = (): RgbaImage => {
  const page = whitePage(PAGE, PAGE);
  outline(page, 24, 24, 1000, 1000);
  outline(page, 100, 100, 400, 400);
  outline(page, 624, 100, 924, 400);
  drawRing(page, 512, 700, 150, 4);
  outline(page, 504, 440, 520, 456);
  // A solid bar 40 px thick: a key point in its middle is far from every region.
  drawBox(page, 440, 470, 584, 510);
  return page;
};

/** Points: left box, right box, the disc in the ring, the background, the small box. */
export const POINTS = {
  left: { x: 250, y: 250 },
  right: { x: 774, y: 250 },
  disc: { x: 512, y: 700 },
  background: { x: 60, y: 900 },
  small: { x: 512, y: 448 },
} as const;

export const KEY_PALETTE = ['#ef4444', '#22c55e', '#3b82f6', '#eab308'] as const;

export const testKey = (): ColorKeyLike => ({
  palette: [...KEY_PALETTE],
  regions: [
    { ...POINTS.left, c: 0 },
    { ...POINTS.right, c: 1 },
    { ...POINTS.disc, c: 2 },
    { ...POINTS.background, c: 3 },
    { ...POINTS.small, c: 1 },
  ],
});
