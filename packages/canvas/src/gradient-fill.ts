import type { Rgba } from './color';
import type { PixelShader } from './region-pixels';

/**
 * A gradient fill dragged from (x0, y0) to (x1, y1): linear (`from` at the start, `to` at the
 * end and beyond, constant across the drag) or radial (`from` at the start, `to` from the drag's
 * length outwards).
 */
export interface Gradient {
  readonly from: Rgba;
  readonly to: Rgba;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly radial?: boolean;
}

/** A 4×4 ordered dither (−0.5 … 0.5 of a level), so a long gentle gradient shows no bands. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16 - 0.5);

/**
 * The gradient as a pixel shader: each pixel gets the colour at its centre, opaque, blended in
 * sRGB as CSS and canvas gradients are.
 */
export const gradientShader = (gradient: Gradient): PixelShader => {
  const { from, to, x0, y0, radial } = gradient;
  const dx = gradient.x1 - x0;
  const dy = gradient.y1 - y0;
  const lengthSq = dx * dx + dy * dy;
  const length = Math.sqrt(lengthSq);
  const [r0, g0, b0] = from;
  const dr = to[0] - r0;
  const dg = to[1] - g0;
  const db = to[2] - b0;
  return (data, i, x, y) => {
    const px = x + 0.5 - x0;
    const py = y + 0.5 - y0;
    let t: number;
    if (lengthSq === 0) t = 0;
    else if (radial) t = Math.sqrt(px * px + py * py) / length;
    else t = (px * dx + py * dy) / lengthSq;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const noise = BAYER[((y & 3) << 2) | (x & 3)] as number;
    const o = i * 4;
    data[o] = r0 + dr * t + noise;
    data[o + 1] = g0 + dg * t + noise;
    data[o + 2] = b0 + db * t + noise;
    data[o + 3] = 255;
  };
};
