import sharp from 'sharp';
import { entryByHexcode, type LineArtEntry, matchSubjectOptions } from './line-art-library';
import {
  type LineArt,
  loadLineArt,
  placedSize,
  placeLineArt,
  placeShape,
  shapeLineArt,
} from './line-art-svg';
import { geometricTiles, mandalaSvg, patternSvg, patternTileSize } from './mandala';
import { frameSvg, INNER } from './page-frame';
import { DEFAULT_DIFFICULTY, DEFAULT_STYLE, type Difficulty, type PageStyle } from './prompt-check';
import { NIGHT_SUBJECTS, SCENE_ONLY_WORDS, type Scene, SETTING_SUBJECTS, sceneOf, settingOf } from './scene';
import { layoutScene, type Rect } from './scene-layout';
import { between, pick, type Random, randomFor, shuffled } from './seeded-random';
import { words } from './word-stem';

export interface PageRequest {
  prompt: string;
  seed: number;
  style?: PageStyle;
  difficulty?: Difficulty;
}

export const PAGE_SIZE = 1024;
const STROKE: Record<Difficulty, number> = { easy: 11, medium: 8, hard: 6 };
const MAIN_SIZE: Record<Difficulty, number> = { easy: 640, medium: 580, hard: 520 };
const MAX_COMPANIONS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 2 };

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

interface Subject {
  entry: LineArtEntry;
  art: LineArt;
}

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
  /** The scene drawn around the subjects; undefined for mandalas and patterns. */
  scene?: Scene;
  /** The drawings placed, main subject first. */
  subjects: LineArtEntry[];
  /** The subjects came from the setting ("in the woods"), not from words naming them. */
  fromSetting: boolean;
}

function planWith(prompt: string, style: PageStyle, difficulty: Difficulty, random: Random): PagePlan {
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
  return { layout, scene, subjects, fromSetting };
}

/** What a request's page shows, without drawing it: the same choices `composePageSvg` makes. */
export function planPage(request: PageRequest): PagePlan {
  const style = request.style ?? DEFAULT_STYLE;
  const difficulty = request.difficulty ?? DEFAULT_DIFFICULTY;
  const prompt = request.prompt.trim().toLowerCase();
  return planWith(prompt, style, difficulty, randomFor(prompt, request.seed, style, difficulty));
}

const floats = (entry: LineArtEntry) =>
  entry.kind === 'flying' ||
  (entry.kind === 'sky' && !/snowman/.test(entry.name)) ||
  (entry.kind === 'water' && !/crab|lobster|coral|turtle|seal|shell/.test(entry.name)) ||
  /butterfly|bee|bat|dragon|fairy|angel|balloon|kite/.test(entry.name);

/** A scene page: the main subject big in the middle, companions beside it, a landscape and a frame. */
async function scenePage(
  scene: Scene,
  random: Random,
  difficulty: Difficulty,
  style: PageStyle,
  subjects: Subject[],
) {
  const [main, ...rest] = subjects;
  if (!main) throw new Error('scenePage needs a subject');
  const stroke = STROKE[difficulty];
  const companions = rest.slice(0, MAX_COMPANIONS[difficulty]);
  const floating = scene.kind === 'space' || scene.kind === 'ocean';
  const groundY = floating ? null : scene.kind === 'city' ? 830 : 790;
  const base = MAIN_SIZE[difficulty] * (companions.length === 0 ? 1 : companions.length === 1 ? 0.86 : 0.78);
  const mainX = companions.length === 1 ? 420 : 512;
  const placements: { subject: Subject; cx: number; cy: number; size: number; flip: boolean }[] = [];
  const place = (subject: Subject, cx: number, size: number, foreground: boolean) => {
    const { height } = placedSize(subject.art, size);
    const flying = floats(subject.entry) || groundY === null;
    const cy =
      flying && !foreground
        ? 300
        : groundY === null || (flying && foreground)
          ? 530
          : Math.max(INNER.y + 70 + height / 2, groundY + (foreground ? 30 : 90) - height / 2);
    placements.push({ subject, cx, cy, size, flip: random() < 0.25 });
  };
  place(main, mainX, base, true);
  const companionX = companions.length === 1 ? [810] : [200, 824];
  companions.forEach((subject, i) => {
    // A building is the backdrop, so it stands tall beside the main subject.
    const share = subject.entry.kind === 'building' ? 0.8 : between(random, 0.52, 0.6);
    place(subject, companionX[i] ?? 512, base * share, false);
  });

  const rects: Rect[] = placements.map(({ subject, cx, cy, size }) => {
    const { width, height } = placedSize(subject.art, size);
    return { x: cx - width / 2, y: cy - height / 2, width, height };
  });
  const drawing = layoutScene(random, scene, difficulty, stroke, rects);
  const decor = await Promise.all(
    drawing.decor.map(async (request) => {
      const art = await loadLineArt({ hexcode: pick(random, request.hexcodes) });
      const { height } = placedSize(art, request.size);
      const cy = request.grounded ? request.y - height / 2 : request.y;
      return {
        front: request.front,
        svg: await placeLineArt(art, {
          cx: request.cx,
          cy,
          size: request.size,
          stroke: stroke * 0.8,
          flip: random() < 0.5,
        }),
      };
    }),
  );
  const subjectSvg = (
    await Promise.all(
      placements
        .slice(1)
        .concat(placements.slice(0, 1))
        .map(({ subject, cx, cy, size, flip }) => placeLineArt(subject.art, { cx, cy, size, stroke, flip })),
    )
  ).join('');
  return (
    drawing.back +
    decor
      .filter((item) => !item.front)
      .map((item) => item.svg)
      .join('') +
    subjectSvg +
    decor
      .filter((item) => item.front)
      .map((item) => item.svg)
      .join('') +
    frameSvg(difficulty, style, stroke)
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
  const plan = planWith(prompt, style, difficulty, random);
  const { layout } = plan;
  const subjects: Subject[] = await Promise.all(
    plan.subjects.map(async (entry) => ({ entry, art: await loadLineArt(entry) })),
  );
  const stroke = STROKE[difficulty];
  let body: string;
  if (layout === 'scene' && plan.scene) {
    body = await scenePage(plan.scene, random, difficulty, style, subjects);
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
