import sharp from 'sharp';
import { connectedRegions, majorityFilter } from './colour-regions';
import { dilate, erode, removeSmallComponents } from './mask-ops';
import { mergeRegions } from './region-merge';

/**
 * Large dark shapes (a silhouette, a black cat, a shadowed face) made colourable: their outline
 * plus the inner edges that local contrast finds in them. Inside a dark area the picture's own
 * differences are tiny (a muzzle a few levels lighter than the fur), so they are stretched to
 * the full range first, then split into a few tones whose borders become lines.
 */

/** Inner parts smaller than this share of the page are texture, not shapes to colour. */
const MIN_PART_SHARE = 0.004;
/** Tones closer than this (0–100, after stretching) are one part. */
const WEAK_STEP = 14;
/** A dark area needs at least this spread of darkness (0–255) to have inner edges at all. */
const MIN_SPREAD = 6;

/** The picture as the clean-up fits it: grey pixels in a `size` square, white padding. */
export async function fittedGrey(input: Buffer, size: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(input, { limitInputPixels: 40_000_000 })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .extractChannel(0)
      .raw()
      .toBuffer(),
  );
}

/**
 * Lines inside the `solid` areas (0/1 mask, `size` square) where the `original` picture's tones
 * change: the borders between the few tone groups local contrast finds there. Empty when the
 * area is flat black. Works at half size; returns a 0/1 mask at full size.
 */
export function innerEdges(original: Uint8Array, solid: Uint8Array, size: number): Uint8Array {
  const half = size / 2;
  const inside = new Uint8Array(half * half);
  const tone = new Float32Array(half * half);
  for (let y = 0; y < half; y++) {
    for (let x = 0; x < half; x++) {
      const i = 2 * y * size + 2 * x;
      const j = y * half + x;
      inside[j] = solid[i] as number;
      tone[j] =
        ((original[i] as number) +
          (original[i + 1] as number) +
          (original[i + size] as number) +
          (original[i + size + 1] as number)) /
        4;
    }
  }
  // Away from the outline, whose anti-aliased rim would read as a tone of its own.
  const core = erode(inside, half, half, 4);
  const values: number[] = [];
  for (let j = 0; j < core.length; j++) if (core[j]) values.push(tone[j] as number);
  const lines = new Uint8Array(size * size);
  if (values.length < 100) return lines;
  values.sort((a, b) => a - b);
  const lo = values[Math.floor(values.length * 0.02)] as number;
  const hi = values[Math.floor(values.length * 0.98)] as number;
  if (hi - lo < MIN_SPREAD) return lines;
  // Stretched to 0–100 and split into three tone groups at the thirds of that range.
  const groups = new Uint8Array(half * half);
  const lab = new Float32Array(half * half * 3);
  for (let j = 0; j < groups.length; j++) {
    const t = Math.max(0, Math.min(100, ((tone[j] as number) - lo) * (100 / (hi - lo))));
    lab[j * 3] = core[j] ? t : -100;
    groups[j] = core[j] ? 1 + Math.min(2, Math.floor(t / 34)) : 0;
  }
  let smooth = majorityFilter(majorityFilter(groups, half, half), half, half);
  smooth = majorityFilter(smooth, half, half);
  const { labels, count } = connectedRegions(smooth, half);
  const minArea = Math.round(half * half * MIN_PART_SHARE);
  const merged = mergeRegions(
    labels,
    count,
    { width: half, height: half, lab },
    {
      minArea,
      minDistinctArea: minArea,
      distinctEdge: 1000,
      minThickness: 6,
      weakEdge: WEAK_STEP,
      maxRegions: 12,
    },
  );
  const small = new Uint8Array(half * half);
  for (let y = 0; y < half; y++) {
    for (let x = 0; x < half; x++) {
      const j = y * half + x;
      if (!core[j]) continue;
      const label = merged.labels[j];
      if (
        (x < half - 1 && merged.labels[j + 1] !== label && core[j + 1]) ||
        (y < half - 1 && merged.labels[j + half] !== label && core[j + half])
      )
        small[j] = 1;
    }
  }
  removeSmallComponents(small, half, half, 12, 1);
  const grown = dilate(small, half, half, 1);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) lines[y * size + x] = grown[(y >> 1) * half + (x >> 1)] as number;
  return lines;
}
