import { toHex } from './color';
import { compositePixel } from './export';
import type { RgbaImage } from './types';

/**
 * The hex colour the user sees at (x, y): colour layer over white with the line art multiplied
 * on top, so picking on a line gives its black and on bare paper white. Null off the page.
 */
export const pickColor = (color: RgbaImage, lineArt: RgbaImage, x: number, y: number): string | null => {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= color.width || py >= color.height) return null;
  const rgb = [0, 0, 0];
  compositePixel(color.data, lineArt.data, (py * color.width + px) * 4, rgb);
  return toHex(rgb[0] as number, rgb[1] as number, rgb[2] as number);
};
