import sharp from 'sharp';
import { heroPage } from './hero-layout';
import { entryByHexcode, type LineArtEntry, matchSubjectOptions } from './line-art-library';
import { loadLineArt, placeLineArt, placeShape, shapeLineArt } from './line-art-svg';
import { geometricTiles, mandalaSvg, patternSvg, patternTileSize } from './mandala';
import { frameSvg } from './page-frame';
import { DEFAULT_DIFFICULTY, DEFAULT_STYLE, type Difficulty, type PageStyle } from './prompt-check';
import { NIGHT_SUBJECTS, SCENE_ONLY_WORDS, type Scene, SETTING_SUBJECTS, sceneOf, settingOf } from './scene';
import { floats, MAX_COMPANIONS, STROKE, type Subject, scenePage } from './scene-page';
import { pick, type Random, randomFor, shuffled } from './seeded-random';
import { words } from './word-stem';

export interface PageRequest {
  prompt: string;
  seed: number;
  style?: PageStyle;
  difficulty?: Difficulty;
}

export const PAGE_SIZE = 1024;

const RANK: Record<LineArtEntry['kind'], number> = {
  animal: 0,
  fantasy: 0,
  water: 0,
  flying: 1,
  vehicle: 1,
  food: 2,
  object: 2,
  building: 3,
  plant: 3,
  sky: 4,
};

/** The prompt's subjects, one drawing each, chosen by seed among equally good matches. */
function subjectsFor(prompt: string, random: Random): LineArtEntry[] {
  // Characters lead: in "castle with a dragon" the dragon is the star and the castle its backdrop.
  const matches = matchSubjectOptions(prompt, SCENE_ONLY_WORDS)
    .slice(0, 3)
    .map((match, order) => ({
      match,
      order,
      rank: Math.min(...match.options.map((entry) => RANK[entry.kind])),
    }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ match }) => match);
  return matches.map((match) => pick(random, match.options));
}

/**
 * Typical subjects for a setting the prompt names without naming a subject, 2–3 by difficulty,
 * chosen by seed; a character leads where the setting has one.
 */
function settingSubjects(scene: Scene, difficulty: Difficulty, random: Random): LineArtEntry[] {
  const list =
    scene.night && (scene.kind === 'forest' || scene.kind === 'meadow')
      ? NIGHT_SUBJECTS
      : SETTING_SUBJECTS[scene.kind];
  const count = 1 + MAX_COMPANIONS[difficulty];
  return shuffled(random, list)
    .flatMap((hexcode) => entryByHexcode(hexcode) ?? [])
    .slice(0, count)
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => RANK[a.entry.kind] - RANK[b.entry.kind] || a.order - b.order)
    .map(({ entry }) => entry);
}

export interface PagePlan {
  layout: 'scene' | 'mandala' | 'pattern';
  /**
   * How a scene layout is drawn: `hero` puts the subjects large on the paper with no landscape,
   * `scene` draws the setting around them. Only prompts without a setting word get heroes.
   */
  composition: 'hero' | 'scene';
  /** The scene drawn around the subjects; undefined for mandalas and patterns. */
  scene?: Scene;
  /** The drawings placed, main subject first. */
  subjects: LineArtEntry[];
  /** The subjects came from the setting ("in the woods"), not from words naming them. */
  fromSetting: boolean;
}

/** Share of pages without a named setting drawn as a hero page rather than a scene. */
const HERO_SHARE = 0.45;
/** Share of scene pages with the decorated frame band; the others get a single line. */
const SCENE_FRAME_SHARE = 0.5;

/**
 * Composition choices have their own random stream, so adding them did not change which
 * subjects and backgrounds a prompt and seed already gave.
 */
const compositionRandom = (prompt: string, seed: number) => randomFor('composition', prompt, seed);

function planWith(
  prompt: string,
  style: PageStyle,
  difficulty: Difficulty,
  random: Random,
  compose: Random,
): PagePlan {
  let subjects = subjectsFor(prompt, random);
  let fromSetting = false;
  const setting = subjects.length === 0 ? settingOf(prompt) : undefined;
  if (setting && style !== 'mandala' && style !== 'pattern') {
    const chosen = settingSubjects(setting, difficulty, random);
    if (chosen.length > 0) {
      subjects = chosen;
      fromSetting = true;
    }
  }
  const layout = chooseLayout(prompt, style, subjects, random);
  const lone = subjects.length === 1 ? subjects[0] : undefined;
  const named = lone?.kind === 'building' && layout === 'scene' ? settingOf(prompt) : undefined;
  if (lone && named) {
    // A building alone is a backdrop without a story: the setting lends it a companion.
    const scene = sceneOf(prompt, lone.kind, lone.name);
    const companion = settingSubjects(scene, difficulty, random).find(
      (entry) => entry.kind !== 'building' && entry.hexcode !== lone.hexcode,
    );
    if (companion) subjects = [lone, companion];
  }
  const main = subjects[0];
  const scene =
    layout !== 'scene' || !main
      ? undefined
      : fromSetting && setting
        ? setting
        : sceneOf(prompt, main.kind, main.name);
  const composition =
    layout === 'scene' && !fromSetting && !settingOf(prompt) && compose() < HERO_SHARE ? 'hero' : 'scene';
  return { layout, composition, scene, subjects, fromSetting };
}

/** What a request's page shows, without drawing it: the same choices `composePageSvg` makes. */
export function planPage(request: PageRequest): PagePlan {
  const style = request.style ?? DEFAULT_STYLE;
  const difficulty = request.difficulty ?? DEFAULT_DIFFICULTY;
  const prompt = request.prompt.trim().toLowerCase();
  return planWith(
    prompt,
    style,
    difficulty,
    randomFor(prompt, request.seed, style, difficulty),
    compositionRandom(prompt, request.seed),
  );
}

function chooseLayout(
  prompt: string,
  style: PageStyle,
  subjects: readonly LineArtEntry[],
  random: Random,
): 'scene' | 'mandala' | 'pattern' {
  const tokens = words(prompt);
  if (style === 'mandala' || tokens.includes('mandala') || tokens.includes('mandalas')) return 'mandala';
  if (style === 'pattern' || tokens.some((t) => t === 'pattern' || t === 'patterns' || t === 'tiles'))
    return 'pattern';
  if (subjects.length === 0) return random() < 0.7 ? 'mandala' : 'pattern';
  return 'scene';
}

/** The page as one SVG document (1024×1024), deterministic for the same request. */
export async function composePageSvg(request: PageRequest): Promise<string> {
  const style = request.style ?? DEFAULT_STYLE;
  const difficulty = request.difficulty ?? DEFAULT_DIFFICULTY;
  const prompt = request.prompt.trim().toLowerCase();
  const random = randomFor(prompt, request.seed, style, difficulty);
  const compose = compositionRandom(prompt, request.seed);
  const plan = planWith(prompt, style, difficulty, random, compose);
  const { layout } = plan;
  const subjects: Subject[] = await Promise.all(
    plan.subjects.map(async (entry) => ({ entry, art: await loadLineArt(entry) })),
  );
  const stroke = STROKE[difficulty];
  let body: string;
  if (layout === 'scene' && plan.composition === 'hero') {
    body = await heroPage(
      compose,
      difficulty,
      style,
      stroke,
      // People and characters are drawn as busts: a shadow under them would look like a plate.
      subjects.map(({ entry, art }) => ({
        art,
        grounded: !floats(entry) && entry.kind !== 'fantasy',
        bust: entry.kind === 'fantasy',
      })),
    );
  } else if (layout === 'scene' && plan.scene) {
    const framed = compose() < SCENE_FRAME_SHARE;
    body = await scenePage(plan.scene, random, difficulty, style, subjects, framed);
  } else if (layout === 'mandala') {
    const centre = subjects[0]
      ? await placeLineArt(subjects[0].art, { cx: 512, cy: 512, size: 230, stroke })
      : undefined;
    body = mandalaSvg(random, difficulty, stroke * 0.8, centre) + frameSvg(difficulty, style, stroke);
  } else {
    // Every tile of a pattern has the same size, so each subject is shaped once.
    const tileStroke = stroke * 0.75;
    const tileSize = patternTileSize(difficulty) * 0.8;
    const shaped = await Promise.all(
      subjects.map(async ({ art }) => ({
        art,
        shape: await shapeLineArt(art, { size: tileSize, stroke: tileStroke }),
      })),
    );
    const tiles = shaped.length
      ? shaped.map(
          ({ art, shape }) =>
            (cx: number, cy: number) =>
              placeShape(art, shape, tileStroke, cx, cy),
        )
      : geometricTiles(random, tileStroke);
    body = patternSvg(random, difficulty, stroke * 0.75, tiles) + frameSvg(difficulty, style, stroke);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_SIZE}" height="${PAGE_SIZE}" viewBox="0 0 ${PAGE_SIZE} ${PAGE_SIZE}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

/**
 * The built-in generator (DESIGN §7): a colouring page composed from the OpenMoji line art that
 * the prompt names, rasterised to a 1024×1024 PNG. Same request → same bytes.
 */
export async function generateOffline(request: PageRequest): Promise<Buffer> {
  const svg = await composePageSvg(request);
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).toColourspace('b-w').png().toBuffer();
}
