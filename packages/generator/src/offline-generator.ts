import sharp from 'sharp';
import type { Area } from './backdrop';
import { type ColourHint, loadColourArt, placeColourArt, wrapHintSvg } from './colour-hint';
import { readPrompt } from './line-art-library';
import { loadLineArt, placeLineArt } from './line-art-svg';
import { geometricTiles, mandalaSvg, patternSvg, patternTileSize } from './mandala';
import { composeScene, type PagePart, renderGrey, wrapSvg } from './page-composition';
import { frameSvg } from './page-frame';
import { type PagePlan, type PageRequest, planWith } from './page-plan';
import { DEFAULT_DIFFICULTY, DEFAULT_STYLE, type Difficulty, type PageStyle } from './prompt-check';
import { randomFor } from './seeded-random';

export { type PagePlan, type PageRequest, planPage } from './page-plan';

export const PAGE_SIZE = 1024;

/** Line width by difficulty: easy pages have the thickest lines. */
export const STROKE: Record<Difficulty, number> = { easy: 11, medium: 8, hard: 6 };
/** Line weight by style: kawaii pages are drawn bold and round, realistic ones fine. */
const STYLE_STROKE: Record<PageStyle, number> = {
  cartoon: 1,
  kawaii: 1.4,
  realistic: 0.55,
  mandala: 1,
  pattern: 1,
};
export interface ComposedPage {
  /** The page as one SVG document (1024×1024): its vector source. */
  svg: string;
  /** What is on the page and where (scenes only). */
  parts: PagePart[];
  plan: PagePlan;
  /** The page rendered to 1024² grey pixels. */
  grey: Uint8Array;
  /** Its drawings' and scene parts' own colours, for its colour key (none for plain tiles). */
  hint?: ColourHint;
  /** Where the drawing goes (inside a frame's band, if any): scenes only. */
  area?: Area;
}

/** The page composed and rendered, deterministic for the same request. */
export async function composePage(request: PageRequest): Promise<ComposedPage> {
  const style = request.style ?? DEFAULT_STYLE;
  const difficulty = request.difficulty ?? DEFAULT_DIFFICULTY;
  // Read in English whatever language it was typed in: the page is its translation's page.
  const prompt = readPrompt(request.prompt);
  const random = randomFor(prompt, request.seed, style, difficulty);
  const plan = planWith(prompt, style, difficulty, random, request.seed);
  const subjects = await Promise.all(
    plan.subjects.map(async (entry) => ({ entry, art: await loadLineArt(entry) })),
  );
  const stroke = STROKE[difficulty] * STYLE_STROKE[style];
  if (plan.layout === 'scene' && plan.backdrop && plan.scene) {
    const scene = await composeScene(randomFor('composition', prompt, request.seed, difficulty), {
      backdrop: plan.backdrop,
      night: plan.scene.night,
      subjects,
      relation: plan.relation,
      third: plan.third,
      action: plan.action,
      count: plan.count,
      difficulty,
      style,
      stroke,
    });
    return {
      svg: wrapSvg(scene.body),
      parts: scene.parts,
      plan,
      grey: scene.grey,
      hint: scene.hint,
      area: scene.stage.area,
    };
  }
  let body: string;
  let hint: ColourHint | undefined;
  if (plan.layout === 'mandala') {
    const middle = { cx: 512, cy: 512, size: 230 };
    const centre = subjects[0] ? placeLineArt(subjects[0].art, { ...middle, stroke }) : undefined;
    if (subjects[0]) {
      const colour = await loadColourArt(subjects[0].art);
      hint = { drawings: wrapHintSvg(placeColourArt(subjects[0].art, colour, middle)), parts: [] };
    }
    body = mandalaSvg(random, difficulty, stroke * 0.8, centre) + frameSvg(difficulty, style, stroke);
  } else {
    const tileStroke = stroke * 0.75;
    const tileSize = patternTileSize(difficulty) * 0.8;
    // Each drawn tile is noted, so its colour version can be laid at the same place.
    const colours = await Promise.all(subjects.map(({ art }) => loadColourArt(art)));
    let coloured = '';
    const tiles = subjects.length
      ? subjects.map(({ art }, i) => (cx: number, cy: number) => {
          coloured += placeColourArt(art, colours[i] ?? '', { cx, cy, size: tileSize });
          return placeLineArt(art, { cx, cy, size: tileSize, stroke: tileStroke });
        })
      : geometricTiles(random, tileStroke);
    body = patternSvg(random, difficulty, stroke * 0.75, tiles) + frameSvg(difficulty, style, stroke);
    if (coloured) hint = { drawings: wrapHintSvg(coloured), parts: [] };
  }
  const svg = wrapSvg(body);
  return { svg, parts: [], plan, grey: await renderGrey(svg), hint };
}

/** The page as one SVG document (1024×1024), deterministic for the same request. */
export async function composePageSvg(request: PageRequest): Promise<string> {
  return (await composePage(request)).svg;
}

/** Grey pixels of a composed page as a PNG. */
export const greyToPng = (grey: Uint8Array) =>
  sharp(grey, { raw: { width: PAGE_SIZE, height: PAGE_SIZE, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();

/**
 * The built-in generator (DESIGN §7): a colouring page composed from the OpenMoji line art that
 * the prompt names, rasterised to a 1024×1024 PNG. Same request → same bytes.
 */
export async function generateOffline(request: PageRequest): Promise<Buffer> {
  return greyToPng((await composePage(request)).grey);
}
