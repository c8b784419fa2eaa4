import type { LineArtAttempt, LineArtCheckRecord, LineArtFigures } from '@colorbook/contract';
import type { LineArtFigures as CheckFigures, LineArtCheck, LineArtProblem } from '@colorbook/generator';
import sharp from 'sharp';
import { AppError } from '../../errors';
import type { PageImages } from './page-image-maker';

export const LINE_ART_REFUSED_MESSAGE =
  'The image service twice drew this page with shading, colour or large black areas instead of clean outlines. Your credit has been refunded; please try again or describe the page a little differently.';

/** The generator's preview size (clean-up.ts PREVIEW_SIZE), for a page the check cleaned. */
const PREVIEW_SIZE = 384;

/** Two provider images failed the check: the job fails (and refunds) with the figures kept. */
export class LineArtRefused extends AppError {
  constructor(readonly record: LineArtCheckRecord) {
    super('UPSTREAM_FAILED', LINE_ART_REFUSED_MESSAGE);
  }
}

/** What the second request adds to the prompt, by what was wrong with the first image. */
const CORRECTIONS: Record<LineArtProblem, string> = {
  grey: 'no grey, no shading, no gradients',
  colour: 'no colour at all, black ink only',
  'solid-black': 'no filled black areas: dark things are drawn as outlines, white inside',
  'too-much-ink': 'mostly white paper with thin outlines',
  picture: 'an outline drawing, not a picture or a photo',
  'too-little-ink': 'bold black outlines that fill the page',
};

export function correctivePrompt(prompt: string, problems: readonly LineArtProblem[]): string {
  const asked = problems.map((problem) => CORRECTIONS[problem]).join('; ');
  return `${prompt}. Only pure black outlines on pure white paper: ${asked || 'no shading, no colour'}`;
}

const figuresOf = (figures: CheckFigures): LineArtFigures => ({
  grey_share: figures.greyShare,
  colour_share: figures.colourShare,
  solid_black_share: figures.solidBlackShare,
  ink_share: figures.inkShare,
});

const attemptOf = (check: LineArtCheck, corrective: boolean): LineArtAttempt => ({
  verdict: check.verdict,
  problems: check.problems,
  figures: figuresOf(check.figures),
  cleaned_figures: check.cleanedFigures ? figuresOf(check.cleanedFigures) : null,
  corrective,
});

export interface ProviderDrawing {
  /** The page as the generator cleaned it up. */
  page: PageImages;
  /** The image as the provider drew it, which is what the check grades. */
  raw: Buffer;
}

/**
 * Every provider image is checked before it becomes a page (docs/decisions/0027): a pass is used
 * as drawn, a cleanable image becomes its cleaned page, and a failure is drawn once more with a
 * corrective prompt; a second failure throws LineArtRefused.
 */
export async function gateProviderPage(deps: {
  draw: (problems: readonly LineArtProblem[] | null) => Promise<ProviderDrawing>;
  check: (image: Buffer) => Promise<LineArtCheck>;
}): Promise<{ images: PageImages; record: LineArtCheckRecord }> {
  const attempts: LineArtAttempt[] = [];
  let problems: LineArtProblem[] | null = null;
  for (const corrective of [false, true]) {
    const { page, raw } = await deps.draw(corrective ? problems : null);
    const check = await deps.check(raw);
    attempts.push(attemptOf(check, corrective));
    if (check.verdict === 'pass') return { images: page, record: { outcome: 'passed', attempts } };
    if (check.verdict === 'cleanable' && check.cleaned) {
      const preview = await sharp(check.cleaned)
        .resize(PREVIEW_SIZE, PREVIEW_SIZE)
        .webp({ quality: 80 })
        .toBuffer();
      return { images: { illustration: check.cleaned, preview }, record: { outcome: 'cleaned', attempts } };
    }
    problems = check.problems;
  }
  throw new LineArtRefused({ outcome: 'refused', attempts });
}
