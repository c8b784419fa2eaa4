import sharp from 'sharp';
import { cleanUpLineArt, ILLUSTRATION_SIZE } from './clean-up';
import { GeneratorError } from './errors';
import { dilate, erode, removeSmallComponents } from './mask-ops';
import { outlineSolidAreas, pageMeasures } from './upload-line-art';

/**
 * Whether an image an AI provider returned is a colouring page: black lines on white, or
 * something else (grey shading, colour, large solid black areas, too little or too much ink).
 * A page that fails is cleaned when cleaning can save it: colour and light shading become white,
 * dark fills become black and every large black area becomes its outline. The figures are
 * returned so they can be kept with the job.
 */
export interface LineArtFigures {
  /** Share of the page in grey tones (not counting the soft rims of lines), 0–1. */
  greyShare: number;
  /** Share of the page in colour, 0–1. */
  colourShare: number;
  /** Share of the page in solid black areas too big to colour round, 0–1. */
  solidBlackShare: number;
  /** Share of the page that is ink (darker than mid-grey), 0–1. */
  inkShare: number;
}

export type LineArtProblem =
  | 'grey'
  | 'colour'
  | 'solid-black'
  | 'too-little-ink'
  | 'too-much-ink'
  | 'picture';

export interface LineArtCheck {
  verdict: 'pass' | 'cleanable' | 'fail';
  figures: LineArtFigures;
  problems: LineArtProblem[];
  /** The cleaned page (1024² PNG) when the verdict is `cleanable`. */
  cleaned?: Buffer;
  /** The cleaned page's own figures, when there is one. */
  cleanedFigures?: LineArtFigures;
}

/** What a page may hold and still pass as it is. */
export const LINE_ART_LIMITS = {
  grey: 0.02,
  colour: 0.005,
  solidBlack: 0.004,
  minInk: 0.005,
  maxInk: 0.35,
  /** Tones, colour and solid black over more than this share: a picture, no cleaning makes it a page. */
  picture: 0.6,
};

const SIZE = 512;
/** Chroma (max − min of R, G, B) at which a pixel is coloured rather than grey. */
const CHROMA = 40;
/** Black thicker than 2×this (pixels at 512) is a filled area, not a line. */
const SOLID_RADIUS = 6;
const SOLID_MIN_SHARE = 0.002;

async function rgbAt(image: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: 40_000_000, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
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

/** The check's figures for RGB pixels of a `size` square. */
export function measureLineArt(rgb: Uint8Array, size: number): LineArtFigures {
  const n = size * size;
  const luma = new Uint8Array(n);
  const chroma = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3] as number;
    const g = rgb[i * 3 + 1] as number;
    const b = rgb[i * 3 + 2] as number;
    luma[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    chroma[i] = Math.max(r, g, b) - Math.min(r, g, b);
  }
  const ink = new Uint8Array(n);
  let inked = 0;
  for (let i = 0; i < n; i++) {
    // Dark colour (a red roof) is colour, not ink.
    ink[i] = (luma[i] as number) < 128 && (chroma[i] as number) < CHROMA ? 1 : 0;
    inked += ink[i] as number;
  }
  // The soft rim of a line is grey by nature; only tones away from the lines count.
  const nearLine = dilate(ink, size, size, 2);
  let grey = 0;
  let colour = 0;
  for (let i = 0; i < n; i++) {
    if (nearLine[i]) continue;
    const l = luma[i] as number;
    if ((chroma[i] as number) >= CHROMA && l < 245) colour++;
    else if (l >= 40 && l <= 215) grey++;
  }
  const cores = erode(ink, size, size, SOLID_RADIUS);
  const solid = dilate(cores, size, size, SOLID_RADIUS);
  for (let i = 0; i < n; i++) solid[i] = (solid[i] as number) & (ink[i] as number);
  removeSmallComponents(solid, size, size, Math.round(n * SOLID_MIN_SHARE), 1);
  let solidCount = 0;
  for (const v of solid) solidCount += v;
  return {
    greyShare: grey / n,
    colourShare: colour / n,
    solidBlackShare: solidCount / n,
    inkShare: inked / n,
  };
}

function problemsOf(figures: LineArtFigures): LineArtProblem[] {
  const problems: LineArtProblem[] = [];
  if (figures.greyShare + figures.colourShare + figures.solidBlackShare > LINE_ART_LIMITS.picture)
    problems.push('picture');
  if (figures.greyShare > LINE_ART_LIMITS.grey) problems.push('grey');
  if (figures.colourShare > LINE_ART_LIMITS.colour) problems.push('colour');
  if (figures.solidBlackShare > LINE_ART_LIMITS.solidBlack) problems.push('solid-black');
  if (figures.inkShare < LINE_ART_LIMITS.minInk) problems.push('too-little-ink');
  if (figures.inkShare > LINE_ART_LIMITS.maxInk) problems.push('too-much-ink');
  return problems;
}

/**
 * The cleaning: colour and shading lighter than mid-grey become paper, darker fills ink; then
 * the shared clean-up (pure black on white, specks gone) and large black areas become outlines.
 */
async function clean(image: Buffer): Promise<Buffer> {
  const size = ILLUSTRATION_SIZE;
  const rgb = await rgbAt(image, size);
  const grey = Buffer.alloc(size * size);
  for (let i = 0; i < grey.length; i++) {
    const r = rgb[i * 3] as number;
    const g = rgb[i * 3 + 1] as number;
    const b = rgb[i * 3 + 2] as number;
    const l = 0.299 * r + 0.587 * g + 0.114 * b;
    // A coloured fill is paper unless it is nearly black: the lines around it stay.
    grey[i] = Math.max(r, g, b) - Math.min(r, g, b) >= CHROMA && l > 60 ? 255 : Math.round(l);
  }
  const page = await cleanUpLineArt(
    await sharp(grey, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer(),
  );
  const cleanGrey = new Uint8Array(await sharp(page.illustration).extractChannel(0).raw().toBuffer());
  const outlined = outlineSolidAreas(cleanGrey, size);
  if (!outlined) return page.illustration;
  return (
    await cleanUpLineArt(
      await sharp(outlined, { raw: { width: size, height: size, channels: 1 } })
        .png()
        .toBuffer(),
    )
  ).illustration;
}

/** Checks a provider's image: pass as it is, cleanable (with the cleaned page) or fail. */
export async function checkLineArt(image: Buffer): Promise<LineArtCheck> {
  const figures = measureLineArt(await rgbAt(image, SIZE), SIZE);
  const problems = problemsOf(figures);
  if (problems.length === 0) return { verdict: 'pass', figures, problems };
  if (problems.includes('picture') || problems.includes('too-little-ink') || figures.inkShare > 0.6)
    return { verdict: 'fail', figures, problems };
  const cleaned = await clean(image);
  const cleanedFigures = measureLineArt(await rgbAt(cleaned, SIZE), SIZE);
  const grey = new Uint8Array(await sharp(cleaned).resize(SIZE, SIZE).extractChannel(0).raw().toBuffer());
  // Saved only if the cleaned page passes and still has areas to colour.
  const saved = problemsOf(cleanedFigures).length === 0 && pageMeasures(grey, SIZE).enclosed >= 2;
  return saved
    ? { verdict: 'cleanable', figures, problems, cleaned, cleanedFigures }
    : { verdict: 'fail', figures, problems, cleanedFigures };
}
