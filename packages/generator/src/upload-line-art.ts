import sharp from 'sharp';
import { type CleanPage, cleanUpLineArt, ILLUSTRATION_SIZE } from './clean-up';
import { fittedGrey, innerEdges } from './dark-areas';
import { GeneratorError } from './errors';
import { dilate, erode, removeSmallComponents } from './mask-ops';
import { isLineArt, photoToLineArt } from './photo-to-line-art';
import type { Difficulty } from './prompt-check';
import { labelRegions } from './region-stats';

export const NEAR_BLANK =
  'We could not find enough outlines in this image to make a page. Try a photo with a clear subject and more contrast.';
export const ALMOST_ALL_INK =
  'This image would come out almost all black. Try a lighter image or one with a simpler background.';

/** Solid ink thicker than 2×this (page pixels) is a filled area, not a line (drawn lines reach ~20 px). */
const SOLID_RADIUS = 12;
/** Filled areas smaller than this stay black (pupils, dots on a ladybird). */
const SOLID_MIN_AREA = 2500;
/** What stays of a filled area: its rim, this wide. */
const RIM = 4;
/** A colouring page needs at least this many enclosed areas to colour. */
const MIN_ENCLOSED_REGIONS = 2;
const MAX_INK_SHARE = 0.45;
/** One enclosed area this big (share of the page) is a recognisable outline on its own. */
const RECOGNISABLE_SHARE = 0.02;

async function greyOf(png: Buffer, size = ILLUSTRATION_SIZE) {
  return new Uint8Array(await sharp(png).resize(size, size).extractChannel(0).raw().toBuffer());
}

/** Whether a page may have solid areas: a cheap look at a quarter-size copy first. */
async function maybeSolid(png: Buffer): Promise<boolean> {
  const small = ILLUSTRATION_SIZE / 4;
  const grey = await greyOf(png, small);
  const ink = grey.map((v) => (v < 100 ? 1 : 0));
  return erode(ink, small, small, Math.floor(SOLID_RADIUS / 4)).some((v) => v);
}

/**
 * Large solid black areas (a cartoon's hair or shadow, a silhouette): found by an opening (what
 * survives an erosion of SOLID_RADIUS is thick), so lines and small dots are not among them.
 * Returns the areas as a 0/1 mask, or null when the page has none.
 */
export function solidAreas(grey: Uint8Array, size: number): Uint8Array | null {
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = (grey[i] as number) < 128 ? 1 : 0;
  const cores = erode(ink, size, size, SOLID_RADIUS);
  removeSmallComponents(cores, size, size, 16, 1);
  if (!cores.some((v) => v)) return null;
  const solid = dilate(cores, size, size, SOLID_RADIUS);
  for (let i = 0; i < solid.length; i++) solid[i] = (solid[i] as number) & (ink[i] as number);
  removeSmallComponents(solid, size, size, SOLID_MIN_AREA, 1);
  return solid.some((v) => v) ? solid : null;
}

/**
 * Solid black areas cannot be coloured: each becomes its outline, plus `inner` lines (the
 * edges local contrast found inside it, dark-areas.ts). Returns null when the page has none.
 */
export function outlineSolidAreas(grey: Uint8Array, size: number, inner?: Uint8Array): Buffer | null {
  const solid = solidAreas(grey, size);
  if (!solid) return null;
  const kept = erode(solid, size, size, RIM);
  const pixels = Buffer.alloc(grey.length);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = ((grey[i] as number) < 128 && !kept[i]) || (kept[i] && inner?.[i]) ? 0 : 255;
  return pixels;
}

/** Enclosed areas (not touching the page's edge) big enough to colour, the largest's share, and the share of ink. */
export function pageMeasures(grey: Uint8Array, size: number) {
  const scale = size / ILLUSTRATION_SIZE;
  let ink = 0;
  for (const v of grey) if (v < 128) ink++;
  const map = labelRegions(grey, size, size, Math.max(1, Math.round(3 * scale)));
  const open = new Set<number>();
  for (let x = 0; x < size; x++) {
    open.add(map.labels[x] as number);
    open.add(map.labels[(size - 1) * size + x] as number);
    open.add(map.labels[x * size] as number);
    open.add(map.labels[x * size + size - 1] as number);
  }
  let enclosed = 0;
  let largest = 0;
  for (let label = 1; label < map.areas.length; label++) {
    if (open.has(label)) continue;
    const area = map.areas[label] as number;
    if (area >= 400 * scale * scale) enclosed++;
    largest = Math.max(largest, area / grey.length);
  }
  return { enclosed, inkShare: ink / grey.length, largest };
}

export interface UploadOptions {
  /** How many areas a converted photo keeps (easy: few big ones). Default medium. */
  difficulty?: Difficulty;
}

/**
 * An upload made into a page: line art stays line art (its solid areas outlined, with the inner
 * edges local contrast finds in them), a photo becomes outlines. A result with (almost) nothing
 * to colour or (almost) all ink is refused with VALIDATION_ERROR, so the caller refuses before
 * any credit is spent; a single recognisable outline (a silhouette) is not refused.
 */
export async function uploadToLineArt(data: Buffer, options: UploadOptions = {}): Promise<CleanPage> {
  const size = ILLUSTRATION_SIZE;
  const drawn = await isLineArt(data);
  let page = await cleanUpLineArt(drawn ? data : await photoToLineArt(data, options));
  let outlined: Buffer | null = null;
  if (await maybeSolid(page.illustration)) {
    const grey = await greyOf(page.illustration);
    const solid = solidAreas(grey, size);
    if (solid)
      outlined = outlineSolidAreas(grey, size, innerEdges(await fittedGrey(data, size), solid, size));
  }
  if (outlined) {
    page = await cleanUpLineArt(
      await sharp(outlined, { raw: { width: size, height: size, channels: 1 } })
        .png()
        .toBuffer(),
    );
  }
  // Measured at half size: enough to count areas, and four times cheaper.
  const { enclosed, inkShare, largest } = pageMeasures(await greyOf(page.illustration, size / 2), size / 2);
  if (inkShare > MAX_INK_SHARE) throw new GeneratorError('invalid-input', ALMOST_ALL_INK);
  // A drawing with one big closed outline (a silhouette with no inner detail) is still a page; a
  // photo's conversion always has its frame, so it needs something inside it.
  const recognisable = drawn && largest >= RECOGNISABLE_SHARE;
  if (enclosed < MIN_ENCLOSED_REGIONS && !recognisable) throw new GeneratorError('invalid-input', NEAR_BLANK);
  return page;
}
