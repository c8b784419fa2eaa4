/**
 * Operations on 0/1 masks (1 = ink), one byte per pixel, row-major. Plain loops over typed arrays:
 * at 1024×1024 each pass takes a few milliseconds, and sharp has no connected components.
 */
/**
 * Square dilation of a 0/1 mask: a pixel is set when any pixel within `radius` (chessboard) is.
 * Two 1-D passes, each a forward and a backward scan that track the nearest set pixel, so the
 * cost does not grow with the radius.
 */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius <= 0) return new Uint8Array(mask);
  if (radius === 1) return dilate1(mask, width, height);
  const horizontal = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let last = -radius - 1;
    for (let x = 0; x < width; x++) {
      if (mask[row + x]) last = x;
      if (x - last <= radius) horizontal[row + x] = 1;
    }
    let next = width + radius;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[row + x]) next = x;
      if (next - x <= radius) horizontal[row + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  const mark = new Int32Array(width).fill(-radius - 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (horizontal[row + x]) mark[x] = y;
      if (y - (mark[x] as number) <= radius) out[row + x] = 1;
    }
  }
  mark.fill(height + radius);
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (horizontal[row + x]) mark[x] = y;
      if ((mark[x] as number) - y <= radius) out[row + x] = 1;
    }
  }
  return out;
}

/** Dilation by one pixel, the clean-up's closing: each pass reads just the two neighbours. */
function dilate1(mask: Uint8Array, width: number, height: number): Uint8Array {
  const horizontal = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width - 1;
    for (let i = row; i <= end; i++) {
      horizontal[i] =
        (mask[i] as number) |
        (i > row ? (mask[i - 1] as number) : 0) |
        (i < end ? (mask[i + 1] as number) : 0);
    }
  }
  const out = new Uint8Array(mask.length);
  const last = mask.length - width;
  for (let i = 0; i < mask.length; i++) {
    out[i] =
      (horizontal[i] as number) |
      (i >= width ? (horizontal[i - width] as number) : 0) |
      (i < last ? (horizontal[i + width] as number) : 0);
  }
  return out;
}

/** 1 for every empty pixel reachable from the border (4-connected), 0 for ink and enclosed areas. */
export function floodFromBorder(solid: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(solid.length);
  const stack: number[] = [];
  const push = (i: number) => {
    if (!solid[i] && !outside[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < (height - 1) * width) push(i + width);
  }
  return outside;
}

/** Erosion is dilation of the background. */
export function erode(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const inverted = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) inverted[i] = mask[i] ? 0 : 1;
  const grown = dilate(inverted, width, height, radius);
  for (let i = 0; i < grown.length; i++) grown[i] = grown[i] ? 0 : 1;
  return grown;
}

/**
 * Clears every 8-connected group of pixels equal to `value` smaller than `minArea` (sets it to
 * the other value). With value 1 it removes specks of ink; with value 0, pin-holes in lines.
 */
export function removeSmallComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  minArea: number,
  value: 0 | 1 = 1,
): number {
  const size = mask.length;
  // A pixel in a straight run of `minArea` or more belongs to a component at least that big, so
  // most pixels are settled by two scans and only the few left are explored, never further than
  // `minArea` pixels or the first settled neighbour.
  const big = new Uint8Array(size);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (mask[row + x] !== value) {
        x++;
        continue;
      }
      let end = x;
      while (end < width && mask[row + end] === value) end++;
      if (end - x >= minArea) big.fill(1, row + x, row + end);
      x = end;
    }
  }
  const run = new Uint32Array(size);
  for (let i = 0; i < size; i++)
    if (mask[i] === value) run[i] = (i >= width ? (run[i - width] as number) : 0) + 1;
  for (let i = size - 1; i >= 0; i--) {
    if (mask[i] !== value) continue;
    if (i + width < size && mask[i + width] === value) run[i] = run[i + width] as number;
    if ((run[i] as number) >= minArea) big[i] = 1;
  }
  const seen = new Uint8Array(size);
  const component = new Int32Array(Math.max(1, minArea));
  let removed = 0;
  for (let start = 0; start < size; start++) {
    if (mask[start] !== value || seen[start] || big[start]) continue;
    let count = 1;
    component[0] = start;
    seen[start] = 1;
    let large = count >= minArea;
    for (let k = 0; k < count && !large; k++) {
      const i = component[k] as number;
      const x = i % width;
      const y = (i - x) / width;
      const x0 = x > 0 ? -1 : 0;
      const x1 = x < width - 1 ? 1 : 0;
      const y0 = y > 0 ? -1 : 0;
      const y1 = y < height - 1 ? 1 : 0;
      for (let dy = y0; dy <= y1 && !large; dy++) {
        const base = i + dy * width;
        for (let dx = x0; dx <= x1; dx++) {
          const j = base + dx;
          if (mask[j] !== value) continue;
          if (big[j]) {
            large = true;
            break;
          }
          if (seen[j]) continue;
          if (count >= minArea) {
            large = true;
            break;
          }
          seen[j] = 1;
          component[count++] = j;
        }
      }
      if (count >= minArea) large = true;
    }
    if (large) {
      for (let k = 0; k < count; k++) big[component[k] as number] = 1;
      continue;
    }
    const other = value ? 0 : 1;
    for (let k = 0; k < count; k++) mask[component[k] as number] = other;
    removed++;
  }
  return removed;
}

/**
 * Distance in pixels from every pixel to the nearest set pixel, by the 3-4 chamfer (two passes,
 * within 8 % of the true distance). Round where chessboard distance is square: a drawing's gaps
 * bridged with it end in rounded caps, not in little rectangles.
 */
export function chamferDistance(mask: Uint8Array, width: number, height: number): Float32Array {
  const far = 3 * (width + height);
  const d = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) d[i] = mask[i] ? 0 : far;
  // Plain index arithmetic with the borders checked inline: this runs on 400×400 masks for
  // every drawing the generator loads.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      let v = d[i] as number;
      if (v === 0) continue;
      if (x > 0 && (d[i - 1] as number) + 3 < v) v = (d[i - 1] as number) + 3;
      if (y > 0) {
        const up = i - width;
        if ((d[up] as number) + 3 < v) v = (d[up] as number) + 3;
        if (x > 0 && (d[up - 1] as number) + 4 < v) v = (d[up - 1] as number) + 4;
        if (x < width - 1 && (d[up + 1] as number) + 4 < v) v = (d[up + 1] as number) + 4;
      }
      d[i] = v;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    for (let x = width - 1; x >= 0; x--) {
      const i = row + x;
      let v = d[i] as number;
      if (v === 0) continue;
      if (x < width - 1 && (d[i + 1] as number) + 3 < v) v = (d[i + 1] as number) + 3;
      if (y < height - 1) {
        const down = i + width;
        if ((d[down] as number) + 3 < v) v = (d[down] as number) + 3;
        if (x < width - 1 && (d[down + 1] as number) + 4 < v) v = (d[down + 1] as number) + 4;
        if (x > 0 && (d[down - 1] as number) + 4 < v) v = (d[down - 1] as number) + 4;
      }
      d[i] = v;
    }
  }
  for (let i = 0; i < d.length; i++) d[i] = (d[i] as number) / 3;
  return d;
}

/** The fill tool's own measure (packages/canvas), so pages close gaps exactly as fills see them. */
export { chessboardDistance } from '@colorbook/canvas/distance';
