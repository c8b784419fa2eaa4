import sharp, { type Sharp } from 'sharp';

/** A light blur on the lines' edges, so they are not jagged. */
const EDGE_BLUR = 0.6;
/** Levels after it: grey ≤ 40 → 0 and ≥ 215 → 255, so only a thin rim stays in between. */
const LEVEL_SCALE = 255 / (215 - 40);
const LEVEL_OFFSET = -40 * LEVEL_SCALE;
/** Pixels a side of the neighbourhood the blur reads (its mask is 3 wide at this radius). */
const REACH = 1;

/** The soft edge as sharp draws it: the reference the table below is read from. */
export const softEdgeWithSharp = (image: Sharp) =>
  image.blur(EDGE_BLUR).linear(LEVEL_SCALE, LEVEL_OFFSET).toColourspace('b-w');

let table: Promise<Uint8Array> | undefined;

/**
 * What sharp's blur and levels make of a pure black-and-white page's pixel, for each of the 512
 * black-and-white 3×3 neighbourhoods it can have (bit 8 the top left … bit 0 the bottom right,
 * 1 = ink). Read once from sharp itself, through a PNG as a page goes, so the pixels are the ones
 * sharp would give: every 3×3 pattern side by side, and each middle pixel read back.
 */
function edgeTable(): Promise<Uint8Array> {
  table ??= (async () => {
    const side = 2 * REACH + 1;
    const width = side * 512;
    const pixels = Buffer.alloc(width * side, 255);
    for (let pattern = 0; pattern < 512; pattern++)
      for (let k = 0; k < 9; k++)
        if ((pattern >> (8 - k)) & 1) pixels[Math.floor(k / 3) * width + side * pattern + (k % 3)] = 0;
    const png = await softEdgeWithSharp(sharp(pixels, { raw: { width, height: side, channels: 1 } }))
      .png()
      .toBuffer();
    const data = await sharp(png).extractChannel(0).raw().toBuffer();
    const out = new Uint8Array(512);
    for (let pattern = 0; pattern < 512; pattern++) out[pattern] = data[width + side * pattern + 1] as number;
    return out;
  })();
  table.catch(() => {
    table = undefined;
  });
  return table;
}

/**
 * The page's ink mask (1 = ink) with soft edges, as 8-bit grey: the same pixels as
 * `softEdgeWithSharp` on the black-and-white page (edges extended by copying, as its blur
 * does), looked up per pixel from its 3×3 neighbourhood instead of blurred in floating point.
 */
export async function softEdge(mask: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const lookup = await edgeTable();
  const out = new Uint8Array(width * height);
  if (width % 4 === 0 && mask.byteOffset % 4 === 0) softEdgeWords(mask, width, height, lookup, out);
  else softEdgePixels(mask, width, height, lookup, out);
  return out;
}

function softEdgePixels(
  mask: Uint8Array,
  width: number,
  height: number,
  lookup: Uint8Array,
  out: Uint8Array,
) {
  // Each row's 3-bit codes (left, middle, right), with the row's ends copied outwards: rolled
  // along the row, one new pixel per step.
  const codes = (y: number, into: Uint8Array) => {
    const row = y * width;
    const first = (mask[row] as number) & 1;
    let code = (first << 2) | (first << 1) | ((mask[row + (width > 1 ? 1 : 0)] as number) & 1);
    into[0] = code;
    for (let x = 1; x < width - 1; x++) {
      code = ((code << 1) & 7) | ((mask[row + x + 1] as number) & 1);
      into[x] = code;
    }
    if (width > 1) into[width - 1] = ((code << 1) & 7) | ((mask[row + width - 1] as number) & 1);
  };
  let above = new Uint8Array(width);
  let middle = new Uint8Array(width);
  let below = new Uint8Array(width);
  codes(0, middle);
  above.set(middle);
  for (let y = 0; y < height; y++) {
    if (y < height - 1) codes(y + 1, below);
    else below.set(middle);
    const row = y * width;
    for (let x = 0; x < width; x++)
      out[row + x] = lookup[
        ((above[x] as number) << 6) | ((middle[x] as number) << 3) | (below[x] as number)
      ] as number;
    [above, middle, below] = [middle, below, above];
  }
}

/**
 * The same, four pixels to a 32-bit word (little-endian: the leftmost pixel is the low byte):
 * a row's codes come from shifted words, and where a 3×3 block of words holds no ink at all (most
 * of a page) four white pixels are written at once.
 */
function softEdgeWords(mask: Uint8Array, width: number, height: number, lookup: Uint8Array, out: Uint8Array) {
  const perRow = width / 4;
  const words = new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2);
  const outWords = new Uint32Array(out.buffer, out.byteOffset, out.length >> 2);
  const white = Math.imul(lookup[0] as number, 0x01010101) >>> 0;
  const codes = (y: number, into: Uint32Array) => {
    const row = y * perRow;
    let current = (words[row] as number) & 0x01010101;
    // Beyond the row's ends is a copy of its end pixels.
    let previous = (current & 1) << 24;
    for (let j = 0; j < perRow; j++) {
      const next = j + 1 < perRow ? (words[row + j + 1] as number) & 0x01010101 : (current >>> 24) & 1;
      const left = (current << 8) | (previous >>> 24);
      const right = (current >>> 8) | (next << 24);
      into[j] = (left << 2) | (current << 1) | right;
      previous = current;
      current = next;
    }
  };
  let above = new Uint32Array(perRow);
  let middle = new Uint32Array(perRow);
  let below = new Uint32Array(perRow);
  codes(0, middle);
  above.set(middle);
  for (let y = 0; y < height; y++) {
    if (y < height - 1) codes(y + 1, below);
    else below.set(middle);
    const row = y * perRow;
    for (let j = 0; j < perRow; j++) {
      const a = above[j] as number;
      const m = middle[j] as number;
      const b = below[j] as number;
      if ((a | m | b) === 0) {
        outWords[row + j] = white;
        continue;
      }
      const at = 4 * (row + j);
      for (let k = 0; k < 4; k++) {
        const shift = 8 * k;
        out[at + k] = lookup[
          (((a >>> shift) & 7) << 6) | (((m >>> shift) & 7) << 3) | ((b >>> shift) & 7)
        ] as number;
      }
    }
    [above, middle, below] = [middle, below, above];
  }
}
