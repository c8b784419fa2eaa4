import sharp from 'sharp';
import { GeneratorError } from './errors';
import { dilate, erode, removeSmallComponents } from './mask-ops';
import { softEdge } from './soft-edge';

export const ILLUSTRATION_SIZE = 1024;
export const PREVIEW_SIZE = 384;
/** Darker than this is ink. Mid-grey shading from a provider falls on the white side. */
const INK_THRESHOLD = 150;
/** Specks below this many pixels (at 1024²) are dust, JPEG noise or stray dots, not drawing. */
const MIN_SPECK_AREA = 40;
/** White pin-holes inside lines below this size are filled, so a line reads as one stroke. */
const MIN_HOLE_AREA = 10;
/** A closing of this radius bridges gaps of about two pixels, so fills do not leak through them. */
const CLOSE_RADIUS = 1;
/** Decoding guard, as for uploads: no honest page needs more. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface CleanPage {
  /** 1024×1024 greyscale PNG: pure black lines on pure white, with a one-pixel soft edge. */
  illustration: Buffer;
  /** A small WebP of the same page for grids. */
  preview: Buffer;
}

/**
 * The preview's grey levels: a grid card's line art needs no more, and a lossless WebP of four
 * levels is a third of the lossy one's bytes (5.5 KB against 14.7 KB for a typical page), which
 * on a phone's link is the time a list's first picture takes (docs/decisions/0055).
 */
const PREVIEW_LEVELS = 4;
const LEVEL_STEP = 255 / (PREVIEW_LEVELS - 1);

/** The page at preview size, its greys rounded to PREVIEW_LEVELS, as a lossless WebP. */
async function previewOf(pixels: Uint8Array, size: number): Promise<Buffer> {
  const small = await sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .resize(PREVIEW_SIZE, PREVIEW_SIZE)
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let i = 0; i < small.length; i++) {
    small[i] = Math.round(Math.round((small[i] ?? 255) / LEVEL_STEP) * LEVEL_STEP);
  }
  return sharp(small, { raw: { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels: 1 } })
    .webp({ lossless: true })
    .toBuffer();
}

/** The page fitted into the square with white padding, as 8-bit grey pixels. */
async function squareGrey(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(ILLUSTRATION_SIZE, ILLUSTRATION_SIZE, { fit: 'contain', background: '#ffffff' })
      .extractChannel(0)
      .raw()
      .toBuffer();
  } catch (cause) {
    throw new GeneratorError(
      'invalid-input',
      'The image could not be read. It may be damaged or incomplete.',
      {
        cause,
      },
    );
  }
}

/** The ink mask after closing small gaps and removing specks and pin-holes. */
export function cleanMask(grey: Uint8Array, width: number, height: number): Uint8Array {
  let mask: Uint8Array = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) mask[i] = (grey[i] ?? 255) < INK_THRESHOLD ? 1 : 0;
  mask = erode(dilate(mask, width, height, CLOSE_RADIUS), width, height, CLOSE_RADIUS);
  removeSmallComponents(mask, width, height, MIN_SPECK_AREA, 1);
  removeSmallComponents(mask, width, height, MIN_HOLE_AREA, 0);
  return mask;
}

/**
 * The one clean-up every page goes through (DESIGN §7), whatever made it: offline generator,
 * image provider or upload. Lines become pure black on pure white, specks go, small gaps close,
 * and the page is fitted into 1024×1024. The edge gets a light blur and is then pushed back to
 * the extremes, so lines are not jagged but their cores stay pure black for the fill tool.
 */
export async function cleanUpLineArt(input: Buffer): Promise<CleanPage> {
  return cleanUpGrey(await squareGrey(input));
}

/** The clean-up of a page already rendered as 1024² grey pixels (the offline generator's). */
export async function cleanUpGrey(grey: Uint8Array): Promise<CleanPage> {
  const size = ILLUSTRATION_SIZE;
  const mask = cleanMask(grey, size, size);
  // The soft edge is looked up, not blurred (same pixels, soft-edge.ts), and both files are
  // made from those pixels: the preview need not decode the PNG it was made from.
  const pixels = await softEdge(mask, size, size);
  const raw = { raw: { width: size, height: size, channels: 1 as const } };
  const [illustration, preview] = await Promise.all([
    sharp(pixels, raw).toColourspace('b-w').png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer(),
    previewOf(pixels, size),
  ]);
  return { illustration, preview };
}
