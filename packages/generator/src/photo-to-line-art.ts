import sharp from 'sharp';
import { colourGroups, connectedRegions, type LabImage, majorityFilter, toLab } from './colour-regions';
import { drawnLines, fillUnderLines } from './drawn-lines';
import { GeneratorError } from './errors';
import { erode } from './mask-ops';
import type { Difficulty } from './prompt-check';
import { mergeRegions } from './region-merge';

const MAX_INPUT_PIXELS = 40_000_000;
/** Regions are found at this size (fast, and detail finer than this is not colourable anyway). */
const WORK_SIZE = 512;
const OUTPUT_SIZE = 1024;
/** Colour groups for k-means: enough for a photo's main colours, merging removes the extra. */
const COLOUR_GROUPS = 10;
/**
 * How much a photo keeps, by difficulty: the smallest region (share of the picture: 0.002 is
 * about 23×23 work pixels), how many small but distinct ones (eyes, buttons) may stay, and how
 * many regions at most. A busy photo's clutter merges into its surroundings.
 */
const DETAIL: Record<Difficulty, { minShare: number; smallDistinct: number; maxRegions: number }> = {
  easy: { minShare: 0.006, smallDistinct: 4, maxRegions: 30 },
  medium: { minShare: 0.003, smallDistinct: 12, maxRegions: 70 },
  hard: { minShare: 0.002, smallDistinct: 30, maxRegions: 120 },
};
/** Regions thinner than this (work pixels) are the blurred rim between two shapes. */
const MIN_THICKNESS = 7;
/** Mean Lab step across a border below which it is shading, not an outline. */
const WEAK_EDGE = 4.5;
/** Small regions this different from all around them (eyes, buttons) are kept. */
const DISTINCT_EDGE = 22;
/** Rounds of majority vote that smooth the borders between the final regions. */
const BORDER_SMOOTHING = 4;

const unreadable = (cause: unknown) =>
  new GeneratorError('invalid-input', 'The image could not be read. It may be damaged or incomplete.', {
    cause,
  });

async function greyPixels(input: Buffer, maxSide: number, kernel: 'nearest' | 'lanczos3' = 'lanczos3') {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(maxSide, maxSide, { fit: 'inside', kernel })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw unreadable(cause);
  }
}

/** RGB pixels, smoothed: a median removes noise and JPEG blocks but keeps edges. */
async function colourPixels(input: Buffer, maxSide: number) {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize(maxSide, maxSide, { fit: 'inside', kernel: 'lanczos3' })
      .removeAlpha()
      .toColourspace('srgb')
      .median(3)
      .blur(0.8)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw unreadable(cause);
  }
}

/**
 * Whether an upload already is a colouring page: mostly white paper, some dark lines, and few
 * mid-tones (a photo is mostly mid-tones). Sampled with nearest-neighbour so scaling down does
 * not invent grey from thin lines.
 */
export async function isLineArt(input: Buffer): Promise<boolean> {
  const { data } = await greyPixels(input, 512, 'nearest');
  let white = 0;
  let dark = 0;
  for (const value of data) {
    if (value >= 200) white++;
    else if (value < 90) dark++;
  }
  const total = data.length || 1;
  const mid = total - white - dark;
  return white / total >= 0.55 && mid / total <= 0.12 && dark / total <= 0.4;
}

/**
 * A photo turned into outlines: lines it already has (a cartoon's) are kept as they are, the
 * rest is split into colour regions (colour-regions.ts: k-means in Lab,
 * smoothed, small regions and edgeless borders merged) and drawn as the regions' borders plus a
 * frame round the picture. Borders of regions are closed by construction, so every area can be
 * filled with one tap; a dark area becomes a region with an outline, never a black patch. Works
 * at WORK_SIZE and scales the lines up, which also smooths their steps. Returns a PNG for
 * cleanUpLineArt.
 */
export async function photoToLineArt(
  input: Buffer,
  options: { difficulty?: Difficulty } = {},
): Promise<Buffer> {
  const detail = DETAIL[options.difficulty ?? 'medium'];
  const { data, info } = await colourPixels(input, WORK_SIZE);
  const { width, height } = info;
  const image = toLab(data, width, height);
  const drawn = drawnLines(image);
  stretchDarkAreas(image);
  let groups = fillUnderLines(colourGroups(image, COLOUR_GROUPS), drawn, width);
  groups = majorityFilter(majorityFilter(groups, width, height), width, height);
  const start = connectedRegions(groups, width);
  const minArea = Math.round(width * height * detail.minShare);
  const merged = mergeRegions(start.labels, start.count, image, {
    minArea,
    minThickness: MIN_THICKNESS,
    minDistinctArea: Math.round((width * height * 0.002) / 5),
    distinctEdge: DISTINCT_EDGE,
    weakEdge: WEAK_EDGE,
    maxRegions: detail.maxRegions,
    maxSmallDistinct: detail.smallDistinct,
  });
  const labels = smoothBorders(merged.labels, width, height);
  // Both pixels either side of a border are ink (a line two work pixels wide, four on the
  // page), and a frame closes the regions that reach the picture's edge.
  const lines = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2 || drawn[i]) lines[i] = 0;
      if (x < width - 1 && labels[i] !== labels[i + 1]) {
        lines[i] = 0;
        lines[i + 1] = 0;
      }
      if (y < height - 1 && labels[i] !== labels[i + width]) {
        lines[i] = 0;
        lines[i + width] = 0;
      }
    }
  }
  const scale = OUTPUT_SIZE / Math.max(width, height);
  // Bilinear scaling and a light blur round the steps off; the threshold makes lines solid again.
  const big = await sharp(lines, { raw: { width, height, channels: 1 } })
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'linear' })
    .blur(1.5)
    .threshold(150)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(big.data, { raw: { width: big.info.width, height: big.info.height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

/**
 * Region borders traced from photo pixels wiggle with every bit of texture; a few rounds of a
 * majority vote over the final regions straighten them into lines a hand would draw. Regions
 * are renumbered first so the vote fits in bytes (there are at most MAX_REGIONS of them).
 */
function smoothBorders(labels: Int32Array, width: number, height: number): Uint8Array {
  const numbers = new Map<number, number>();
  let compact: Uint8Array = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    let n = numbers.get(label);
    if (n === undefined) {
      n = numbers.size % 256;
      numbers.set(label, n);
    }
    compact[i] = n;
  }
  for (let round = 0; round < BORDER_SMOOTHING; round++) compact = majorityFilter(compact, width, height);
  return compact;
}

/** Darker than this (L*) is a dark area, whose own small differences get stretched. */
const DARK_L = 30;
/** A dark area must cover this share of the picture to be a shape worth looking into. */
const DARK_MIN_SHARE = 0.03;
/** The spread (L*) a dark area's own tones are stretched to. */
const STRETCHED = 30;
/** Less spread than this (L*, averaged) is a plain dark area: nothing inside to find. */
const MIN_DARK_SPREAD = 2;

/**
 * A black cat or a shadowed face: its fur and features differ by a few levels of darkness that
 * the colour groups would lump together. Inside large dark areas, lightness is stretched so its
 * spread reaches STRETCHED L* units, which makes the inner edges strong enough to stay.
 */
function stretchDarkAreas(image: LabImage): void {
  const { width, height, lab } = image;
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = (lab[i * 3] as number) < DARK_L ? 1 : 0;
  const core = erode(dark, width, height, 3);
  let count = 0;
  for (const v of core) count += v;
  if (count < width * height * DARK_MIN_SHARE) return;
  // Tones averaged over a small neighbourhood: a shape's parts keep their difference, sensor
  // noise does not, so a plain dark area is left as it is rather than stretched into speckle.
  const smooth = boxBlur(lab, width, height, 3);
  const values: number[] = [];
  for (let i = 0; i < core.length; i++) if (core[i]) values.push(smooth[i] as number);
  values.sort((a, b) => a - b);
  const lo = values[Math.floor(values.length * 0.02)] as number;
  const hi = values[Math.floor(values.length * 0.98)] as number;
  const spread = hi - lo;
  if (spread < MIN_DARK_SPREAD || spread > STRETCHED) return;
  // Only well inside the area: its blurred rim keeps its own values, so the outline stays one
  // clean edge, and nothing stretched gets as light as what surrounds the shape.
  const gain = STRETCHED / spread;
  for (let i = 0; i < core.length; i++) {
    if (!core[i]) continue;
    lab[i * 3] = Math.max(0, Math.min(lo + STRETCHED, lo + ((smooth[i] as number) - lo) * gain));
  }
}

/** The L channel averaged over a (2r+1)² square, in two passes. */
function boxBlur(lab: Float32Array, width: number, height: number, r: number): Float32Array {
  const across = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++, n++)
        sum += lab[(y * width + k) * 3] as number;
      across[y * width + x] = sum / n;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++, n++)
        sum += across[k * width + x] as number;
      out[y * width + x] = sum / n;
    }
  }
  return out;
}
