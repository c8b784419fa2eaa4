import sharp from 'sharp';
import { AppError } from '../../errors';
import { dilate, removeSmallComponents } from './mask-ops';

const MAX_INPUT_PIXELS = 40_000_000;
const WORK_SIZE = 1024;
/** Inner and outer blur of the difference of Gaussians; the ratio 1.6 approximates a Laplacian. */
const SIGMA = 1.4;
const SIGMA_RATIO = 1.6;
/** How much darker than its surroundings a pixel must be to count as an edge (0–255 scale). */
const EDGE_THRESHOLD = 3.5;
/** Edge fragments shorter than this are texture (grass, skin pores, noise), not outlines. */
const MIN_EDGE_AREA = 90;

const unreadable = (cause: unknown) =>
  new AppError('VALIDATION_ERROR', 'The image could not be read. It may be damaged or incomplete.', {
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
 * A photo turned into outlines with a difference-of-Gaussians edge filter (the core of XDoG):
 * subtract a wider blur from a narrower one, keep the pixels clearly darker than their
 * surroundings, drop short fragments and thicken what remains so lines survive the clean-up.
 * Flat areas and smooth gradients give no response, so they stay white. Returns a PNG for
 * cleanUpLineArt.
 */
export async function photoToLineArt(input: Buffer): Promise<Buffer> {
  const { data, info } = await greyPixels(input, WORK_SIZE);
  const { width, height } = info;
  const raw = { raw: { width, height, channels: 1 as const } };
  // A median first: it removes sensor noise and JPEG blocks but keeps edges sharp.
  const base = await sharp(data, raw).normalise().median(3).extractChannel(0).raw().toBuffer();
  const blurred = (sigma: number) => sharp(base, raw).blur(sigma).extractChannel(0).raw().toBuffer();
  const [narrow, wide] = await Promise.all([blurred(SIGMA), blurred(SIGMA * SIGMA_RATIO)]);
  let mask: Uint8Array = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    mask[i] = (narrow[i] ?? 0) - (wide[i] ?? 0) < -EDGE_THRESHOLD ? 1 : 0;
  }
  removeSmallComponents(mask, width, height, MIN_EDGE_AREA, 1);
  mask = dilate(mask, width, height, 1);
  const pixels = Buffer.alloc(mask.length);
  for (let i = 0; i < mask.length; i++) pixels[i] = mask[i] ? 0 : 255;
  return sharp(pixels, raw).toColourspace('b-w').png().toBuffer();
}
