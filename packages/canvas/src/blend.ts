/**
 * Source-over of an opaque colour with alpha `t`, or destination-out with `t` (eraser). True
 * when the pixel changed.
 */
export const blend = (
  layer: Uint8ClampedArray,
  at: number,
  t: number,
  erase: boolean,
  r: number,
  g: number,
  b: number,
): boolean => {
  const r0 = layer[at] as number;
  const g0 = layer[at + 1] as number;
  const b0 = layer[at + 2] as number;
  const a0 = layer[at + 3] as number;
  let r1 = r;
  let g1 = g;
  let b1 = b;
  let a1 = 255;
  if (erase) {
    a1 = Math.round(a0 * (1 - t));
    r1 = r0;
    g1 = g0;
    b1 = b0;
  } else if (t < 1) {
    if (a0 === 0) {
      a1 = Math.round(t * 255);
    } else {
      const keep = (a0 / 255) * (1 - t);
      const out = t + keep;
      r1 = Math.round((r * t + r0 * keep) / out);
      g1 = Math.round((g * t + g0 * keep) / out);
      b1 = Math.round((b * t + b0 * keep) / out);
      a1 = Math.round(out * 255);
    }
  }
  // Nothing left: transparent black, as a canvas reads back a cleared pixel.
  if (a1 === 0) r1 = g1 = b1 = 0;
  if (r1 === r0 && g1 === g0 && b1 === b0 && a1 === a0) return false;
  layer[at] = r1;
  layer[at + 1] = g1;
  layer[at + 2] = b1;
  layer[at + 3] = a1;
  return true;
};
