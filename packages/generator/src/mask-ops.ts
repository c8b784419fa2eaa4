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
  const words = wordsOf(mask, width);
  if (words) return dilate1Words(words, mask.length, width / 4, height);
  // The row ends and the first and last rows are handled apart, so the inner loops have no
  // border tests: this runs on every page the generator cleans.
  const horizontal = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width - 1;
    if (width === 1) {
      horizontal[row] = mask[row] as number;
      continue;
    }
    horizontal[row] = (mask[row] as number) | (mask[row + 1] as number);
    for (let i = row + 1; i < end; i++)
      horizontal[i] = (mask[i - 1] as number) | (mask[i] as number) | (mask[i + 1] as number);
    horizontal[end] = (mask[end - 1] as number) | (mask[end] as number);
  }
  if (height === 1) return horizontal;
  const out = new Uint8Array(mask.length);
  const last = mask.length - width;
  for (let i = 0; i < width; i++) out[i] = (horizontal[i] as number) | (horizontal[i + width] as number);
  for (let i = width; i < last; i++)
    out[i] =
      (horizontal[i - width] as number) | (horizontal[i] as number) | (horizontal[i + width] as number);
  for (let i = last; i < mask.length; i++)
    out[i] = (horizontal[i - width] as number) | (horizontal[i] as number);
  return out;
}

/**
 * Erosion by one pixel, as `erode` defines it (dilation of the background, so beyond the border
 * counts as set), in two passes instead of an inversion, a dilation and an inversion back.
 */
function erode1(mask: Uint8Array, width: number, height: number): Uint8Array {
  const words = wordsOf(mask, width);
  if (words) return erode1Words(words, mask.length, width / 4, height);
  const horizontal = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width - 1;
    // (v + 255) >> 8 is 1 for any set byte and 0 for 0, without a branch.
    let previous = 1;
    let current = ((mask[row] as number) + 255) >> 8;
    for (let i = row; i < end; i++) {
      const next = ((mask[i + 1] as number) + 255) >> 8;
      horizontal[i] = previous & current & next;
      previous = current;
      current = next;
    }
    horizontal[end] = previous & current;
  }
  if (height === 1) return horizontal;
  const out = new Uint8Array(mask.length);
  const last = mask.length - width;
  for (let i = 0; i < width; i++) out[i] = (horizontal[i] as number) & (horizontal[i + width] as number);
  for (let i = width; i < last; i++)
    out[i] =
      (horizontal[i - width] as number) & (horizontal[i] as number) & (horizontal[i + width] as number);
  for (let i = last; i < mask.length; i++)
    out[i] = (horizontal[i - width] as number) & (horizontal[i] as number);
  return out;
}

/**
 * The mask as 32-bit words of four pixels (little-endian: the leftmost pixel is the low byte),
 * when every row is whole words; the one-pixel dilation and erosion then do four at a time.
 */
function wordsOf(mask: Uint8Array, width: number): Uint32Array | undefined {
  return width % 4 === 0 && mask.byteOffset % 4 === 0
    ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
    : undefined;
}

/** dilate1 on words: each byte ORs with the bytes either side, across word edges in the row. */
function dilate1Words(words: Uint32Array, length: number, perRow: number, height: number): Uint8Array {
  const horizontal = new Uint32Array(words.length);
  for (let y = 0; y < height; y++) {
    const row = y * perRow;
    const end = row + perRow;
    let previous = 0;
    let current = words[row] as number;
    for (let j = row; j < end; j++) {
      const next = j + 1 < end ? (words[j + 1] as number) : 0;
      horizontal[j] = current | (current << 8) | (previous >>> 24) | (current >>> 8) | (next << 24);
      previous = current;
      current = next;
    }
  }
  return verticalWords(horizontal, length, perRow, height, false);
}

/** erode1 on words: each byte first becomes 1 when set, then ANDs with its neighbours. */
function erode1Words(words: Uint32Array, length: number, perRow: number, height: number): Uint8Array {
  // A byte's bits folded into its lowest bit, within the byte: 1 for any set byte, else 0.
  const set = (w: number) => {
    let t = w | (w >>> 4);
    t |= t >>> 2;
    t |= t >>> 1;
    return t & 0x01010101;
  };
  const horizontal = new Uint32Array(words.length);
  for (let y = 0; y < height; y++) {
    const row = y * perRow;
    const end = row + perRow;
    // Beyond the row's ends counts as set.
    let previous = 0x01000000;
    let current = set(words[row] as number);
    for (let j = row; j < end; j++) {
      const next = j + 1 < end ? set(words[j + 1] as number) : 0x00000001;
      horizontal[j] = current & ((current << 8) | (previous >>> 24)) & ((current >>> 8) | (next << 24));
      previous = current;
      current = next;
    }
  }
  return verticalWords(horizontal, length, perRow, height, true);
}

/** The vertical pass of dilate1 (OR) or erode1 (AND, beyond the top and bottom counting as set). */
function verticalWords(
  horizontal: Uint32Array,
  length: number,
  perRow: number,
  height: number,
  and: boolean,
): Uint8Array {
  const out = new Uint8Array(length);
  const words = new Uint32Array(out.buffer);
  const last = horizontal.length - perRow;
  if (height === 1) {
    words.set(horizontal);
    return out;
  }
  if (and) {
    for (let j = 0; j < perRow; j++)
      words[j] = (horizontal[j] as number) & (horizontal[j + perRow] as number);
    for (let j = perRow; j < last; j++)
      words[j] =
        (horizontal[j - perRow] as number) & (horizontal[j] as number) & (horizontal[j + perRow] as number);
    for (let j = last; j < horizontal.length; j++)
      words[j] = (horizontal[j - perRow] as number) & (horizontal[j] as number);
  } else {
    for (let j = 0; j < perRow; j++)
      words[j] = (horizontal[j] as number) | (horizontal[j + perRow] as number);
    for (let j = perRow; j < last; j++)
      words[j] =
        (horizontal[j - perRow] as number) | (horizontal[j] as number) | (horizontal[j + perRow] as number);
    for (let j = last; j < horizontal.length; j++)
      words[j] = (horizontal[j - perRow] as number) | (horizontal[j] as number);
  }
  return out;
}

/** 1 for every empty pixel reachable from the border (4-connected), 0 for ink and enclosed areas. */
export function floodFromBorder(solid: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(solid.length);
  // A scanline fill: each popped pixel fills its whole open run in the row, and the rows above
  // and below get one seed per open stretch along it. It runs for every drawing loaded.
  const stack: number[] = [];
  const last = solid.length - width;
  for (let x = 0; x < width; x++) {
    if (!solid[x]) stack.push(x);
    if (!solid[last + x]) stack.push(last + x);
  }
  for (let y = 1; y < height - 1; y++) {
    if (!solid[y * width]) stack.push(y * width);
    if (!solid[y * width + width - 1]) stack.push(y * width + width - 1);
  }
  while (stack.length) {
    const i = stack.pop() as number;
    if (outside[i]) continue;
    const row = i - (i % width);
    const rowEnd = row + width - 1;
    let left = i;
    while (left > row && !solid[left - 1] && !outside[left - 1]) left--;
    let right = i;
    while (right < rowEnd && !solid[right + 1] && !outside[right + 1]) right++;
    outside.fill(1, left, right + 1);
    for (let shift = -width; shift <= width; shift += 2 * width) {
      if (row + shift < 0 || row + shift > last) continue;
      let open = false;
      for (let j = left + shift; j <= right + shift; j++) {
        if (!solid[j] && !outside[j]) {
          if (!open) stack.push(j);
          open = true;
        } else open = false;
      }
    }
  }
  return outside;
}

/** Erosion is dilation of the background. */
export function erode(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius === 1) return erode1(mask, width, height);
  const inverted = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) inverted[i] = mask[i] ? 0 : 1;
  const grown = dilate(inverted, width, height, radius);
  for (let i = 0; i < grown.length; i++) grown[i] = grown[i] ? 0 : 1;
  return grown;
}

/**
 * Clears every 8-connected group of pixels equal to `value` smaller than `minArea` (sets it to
 * the other value). With value 1 it removes specks of ink; with value 0, pin-holes in lines.
 * Returns how many groups were cleared.
 */
export function removeSmallComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  minArea: number,
  value: 0 | 1 = 1,
): number {
  // Labelled by runs, not pixels: each row's runs of `value` join the runs they touch in the row
  // above (union-find), so the work grows with the runs (tens per row on a page), and whole
  // words of four equal pixels are stepped over while finding them.
  const runs = rowRuns(mask, width, height, value);
  const { start, end, rowFirst, count } = runs;
  const parent = new Int32Array(count);
  for (let r = 0; r < count; r++) parent[r] = r;
  const root = (r: number) => {
    let top = r;
    while (parent[top] !== top) top = parent[top] as number;
    while (parent[r] !== top) {
      const next = parent[r] as number;
      parent[r] = top;
      r = next;
    }
    return top;
  };
  for (let y = 1; y < height; y++) {
    let j = rowFirst[y - 1] as number;
    const above = rowFirst[y] as number;
    const rowEnd = rowFirst[y + 1] as number;
    for (let r = above; r < rowEnd; r++) {
      const s = start[r] as number;
      const e = end[r] as number;
      // Runs above that end left of this one's diagonal neighbour touch no later run either.
      while (j < above && (end[j] as number) < s) j++;
      for (let k = j; k < above && (start[k] as number) <= e; k++) {
        const a = root(r);
        const b = root(k);
        if (a !== b) parent[a < b ? b : a] = a < b ? a : b;
      }
    }
  }
  const area = new Float64Array(count);
  for (let r = 0; r < count; r++) {
    const top = root(r);
    area[top] = (area[top] as number) + (end[r] as number) - (start[r] as number);
  }
  const other = value ? 0 : 1;
  let removed = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let r = rowFirst[y] as number; r < (rowFirst[y + 1] as number); r++) {
      const top = root(r);
      if ((area[top] as number) >= minArea) continue;
      if (top === r) removed++;
      mask.fill(other, row + (start[r] as number), row + (end[r] as number));
    }
  }
  return removed;
}

/** Every row's runs of pixels equal to `value`: [start, end) columns, rows in order. */
function rowRuns(mask: Uint8Array, width: number, height: number, value: 0 | 1) {
  let start = new Int32Array(4096);
  let end = new Int32Array(4096);
  let count = 0;
  const rowFirst = new Int32Array(height + 1);
  // Four pixels at a time where the rows are whole words: a word of 0s (or of 1s) is skipped in
  // one step; anything else is read pixel by pixel.
  const words =
    width % 4 === 0 && mask.byteOffset % 4 === 0
      ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
      : undefined;
  const inside = value ? 0x01010101 : 0;
  const outside = value ? 0 : 0x01010101;
  for (let y = 0; y < height; y++) {
    rowFirst[y] = count;
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (words) while (x < width && (x & 3) === 0 && words[(row + x) >> 2] === outside) x += 4;
      if (x >= width) break;
      if (mask[row + x] !== value) {
        x++;
        continue;
      }
      const from = x;
      x++;
      for (;;) {
        if (words) while (x < width && (x & 3) === 0 && words[(row + x) >> 2] === inside) x += 4;
        if (x < width && mask[row + x] === value) x++;
        else break;
      }
      if (count === start.length) {
        const grownStart = new Int32Array(count * 2);
        grownStart.set(start);
        start = grownStart;
        const grownEnd = new Int32Array(count * 2);
        grownEnd.set(end);
        end = grownEnd;
      }
      start[count] = from;
      end[count] = x;
      count++;
    }
  }
  rowFirst[height] = count;
  return { start, end, rowFirst, count };
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
