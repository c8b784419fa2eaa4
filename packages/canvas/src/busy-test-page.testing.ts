import { drawBox, drawRing, whitePage } from '@colorbook/test-servers/synthetic-page';
import type { RgbaImage } from './types';

/** A busy page: rings, boxes with gaps of 1–8 px, thin channels and touching shapes. */
export const busyPage = (): RgbaImage => {
  const page = whitePage(240, 200);
  drawBox(page, 4, 4, 236, 7);
  drawBox(page, 4, 193, 236, 196);
  drawBox(page, 4, 4, 7, 196);
  drawBox(page, 233, 4, 236, 196);
  drawRing(page, 60, 60, 40, 3.4);
  drawRing(page, 60, 60, 18, 2.2);
  drawRing(page, 90, 80, 25, 2.6);
  drawRing(page, 180, 150, 30, 1.6);
  for (let gap = 1; gap <= 8; gap++) {
    const x = 120 + gap * 12;
    drawBox(page, x - 0.5, 10, x + 2.5, 60 - gap);
    drawBox(page, x - 0.5, 60, x + 2.5, 100);
  }
  drawBox(page, 20, 130, 110, 132);
  drawBox(page, 20, 136, 110, 138.5);
  drawBox(page, 20, 150, 110, 151);
  drawBox(page, 20, 153.3, 110, 155);
  return page;
};
