import { ACTION_BACKDROPS, actionCues } from './action-cues';
import type { BackdropContext, BackdropDrawing, BackdropKind, Rect, Stage } from './backdrop';
import { stageFor } from './backdrop';
import { sprinkleFor } from './backdrop-helpers';
import { roomBackdrop, stageBackdrop } from './backdrops-indoor';
import { landBackdrop } from './backdrops-land';
import { seasideBackdrop, skyBackdrop, spaceBackdrop, underwaterBackdrop } from './backdrops-open';
import { badgeBackdrop, borderBackdrop, plainBackdrop } from './backdrops-plain';
import {
  type ColourHint,
  keyedColours,
  loadColourArt,
  placeColourArt,
  scenePartsOf,
  wrapHintSvg,
} from './colour-hint';
import { type LineArt, loadLineArt, placedSize, placeLineArt } from './line-art-svg';
import { PAGE, quickRegions } from './page-measures';
import { boxOf, floats, headOf, type Placed, type SubjectArt } from './placed';
import type { Difficulty, PageStyle } from './prompt-check';
import type { ActionKind, Relation, RelationKind } from './prompt-reading';
import { renderGrey } from './render-grey';
import { between, pick, type Random } from './seeded-random';
import { CARTOON_OUTLINE, TEXTURE_COUNT, TEXTURE_SIZE, textureFor } from './style-marks';
import { layoutSubjects } from './subject-layout';

export { renderGrey } from './render-grey';

/** One thing on a composed page and where it is: what a reader of the composition checks. */
export interface PagePart {
  role: 'subject' | 'decor' | 'cue';
  name: string;
  hexcode?: string;
  box: Rect;
}

export interface SceneRequest {
  backdrop: BackdropKind;
  night: boolean;
  subjects: SubjectArt[];
  relation?: Relation;
  third?: RelationKind;
  action?: ActionKind;
  /** How many of the main subject lead `subjects` (page-plan.ts countOf). */
  count?: number;
  difficulty: Difficulty;
  style: PageStyle;
  stroke: number;
}

export interface ComposedScene {
  body: string;
  parts: PagePart[];
  stage: Stage;
  /** The page rendered (1024² grey pixels), so it need not be rendered again. */
  grey: Uint8Array;
  /** The colours its drawings and scene parts were meant to have, for its colour key. */
  hint: ColourHint;
}

/** No white region may be larger than this share of the page; checked with a margin. */
export const MAX_WHITE_SHARE = 0.45;
const SPLIT_ABOVE = 0.41;
const MAX_SPLITS = 4;
/**
 * Regions to colour a page of each difficulty should offer (the measured medians the levels
 * are known by); a page well short of them gets small things scattered in its empty places.
 */
export const REGION_TARGET: Record<Difficulty, number> = { easy: 16, medium: 50, hard: 65 };
/** How close to the target the scattering fills (easy pages may stay a little under it). */
const FILL_TO: Record<Difficulty, number> = { easy: 0.95, medium: 1.1, hard: 1.1 };
const SPRINKLE_SIZE: Record<Difficulty, [number, number]> = {
  easy: [36, 48],
  medium: [24, 36],
  hard: [21, 30],
};

const BACKDROPS: Record<BackdropKind, (ctx: BackdropContext) => BackdropDrawing> = {
  meadow: landBackdrop,
  garden: landBackdrop,
  forest: landBackdrop,
  jungle: landBackdrop,
  farm: landBackdrop,
  snow: landBackdrop,
  desert: landBackdrop,
  city: landBackdrop,
  seaside: seasideBackdrop,
  underwater: underwaterBackdrop,
  sky: skyBackdrop,
  space: spaceBackdrop,
  room: roomBackdrop,
  party: roomBackdrop,
  stage: stageBackdrop,
  border: borderBackdrop,
  plain: plainBackdrop,
  badge: badgeBackdrop,
};

/** The backdrop an action suggests when the prompt names no setting, or undefined. */
export const actionBackdrop = (random: Random, action: ActionKind | undefined) => {
  const list = action ? ACTION_BACKDROPS[action] : undefined;
  return list ? pick(random, list) : undefined;
};

/**
 * A scene page: the stage for its backdrop, the subjects laid out on it by their relation, the
 * backdrop drawn around them, library decorations and the action's cues.
 */
export async function composeScene(random: Random, request: SceneRequest): Promise<ComposedScene> {
  const { difficulty, style, stroke } = request;
  const stage = stageFor(random, request.backdrop, request.night);
  const placed = layoutSubjects(
    random,
    stage,
    difficulty,
    request.subjects,
    request.relation,
    request.third,
    request.count,
  );
  const main = placed[0];
  if (request.action === 'jumping' && stage.ground !== null)
    for (const p of placed) if (!floats(p.entry)) p.cy -= 80;
  if (request.action === 'dancing' && main) {
    // Everyone dancing leans, each the other way from the one before: a pair dances together.
    const lean = random() < 0.5 ? -9 : 9;
    placed
      .filter((p) => p.role === 'subject')
      .forEach((p, i) => {
        p.rotate = i % 2 === 0 ? lean : -lean;
      });
  }
  const occupied = placed.map(boxOf);
  const drawing = BACKDROPS[request.backdrop]({ random, stage, difficulty, style, stroke, occupied });
  // Every pick first, then the drawings, then every flip in order: the flips used to be drawn as
  // each drawing finished loading, so a page made before its drawings were cached could differ
  // from the same page made after (the order the cached case always had is kept).
  const hexcodes = drawing.decor.map((request) => pick(random, request.hexcodes));
  const decorArt = await Promise.all(hexcodes.map((hexcode) => loadLineArt({ hexcode })));
  const decor: Placed[] = drawing.decor.map((request, i) => {
    const hexcode = hexcodes[i] as string;
    const art = decorArt[i] as LineArt;
    const { height } = placedSize(art, request.size);
    return {
      entry: { hexcode, name: hexcode, kind: 'object', nameWords: [], tagWords: [] },
      art,
      cx: request.cx,
      cy: request.grounded ? request.y - height / 2 : request.y,
      size: request.size,
      flip: random() < 0.5,
      rotate: 0,
      role: 'decor',
      z: request.front ? 1000 : -1000,
    } satisfies Placed;
  });
  const cues = actionCues(random, request.action, stage, placed, stroke);
  const strings = heldStrings(placed, request.relation, stroke * 0.7);
  const drawn = [...placed, ...decor].sort((p, q) => p.z - q.z);
  // What a subject holds lies over its body (a book at its chest): a bold outline there would
  // merge with the holder's lines into a black patch, so only the others wear one.
  const heldArt =
    request.relation?.kind === 'holding' ? request.subjects[request.relation.b]?.art : undefined;
  const bold = (p: Placed) => style === 'cartoon' && p.role === 'subject' && p.art !== heldArt && !p.evenLine;
  const draw = (p: Placed) =>
    placeLineArt(p.art, {
      cx: p.cx,
      cy: p.cy,
      size: p.size,
      stroke: p.role === 'decor' ? stroke * 0.8 : stroke,
      flip: p.flip,
      rotate: p.rotate,
      ...(bold(p) ? { outline: stroke * CARTOON_OUTLINE } : {}),
    });
  const behind = drawn
    .filter((p) => p.z < 0)
    .map(draw)
    .join('');
  const inFront = drawn
    .filter((p) => p.z >= 0)
    .map(draw)
    .join('');
  const build = (splits: string) =>
    drawing.back + splits + behind + cues.back + strings + inFront + cues.front + drawing.front;
  let splits = '';
  let body = build(splits);
  let grey = await renderGrey(wrapSvg(body));
  // The safety net: a white area too big to enjoy colouring gets a line of the backdrop's own
  // across its middle, until none is left.
  let measured = quickRegions(grey);
  for (let round = 0; round < MAX_SPLITS && measured.share > SPLIT_ABOVE; round++) {
    splits += drawing.split(measured.middleRow);
    body = build(splits);
    grey = await renderGrey(wrapSvg(body));
    measured = quickRegions(grey);
  }
  // Too few areas for the difficulty: small things of the backdrop's kind in empty places.
  const missing = Math.round(REGION_TARGET[difficulty] * FILL_TO[difficulty]) - measured.regions;
  if (process.env.DEBUG_FILL) console.log('fill', difficulty, measured.regions, missing);
  let extra = '';
  // Nothing is scattered inside a drawing's white: a star on a dog's back looks like a mistake.
  keepOut(measured.open, [...placed, ...decor].map(boxOf));
  if (missing > REGION_TARGET[difficulty] * 0.1) {
    const sprinkle = sprinkleFor(stage.backdrop, stage.horizon, stage.night, stroke, style === 'kawaii');
    extra += scatter(random, measured.open, Math.min(36, missing), SPRINKLE_SIZE[difficulty], sprinkle);
    if (process.env.DEBUG_FILL)
      console.log('placed', (extra.match(/<(circle|ellipse|polygon|rect|path)/g) ?? []).length);
  }
  // A realistic page's fine texture, in the open places left (open strokes: no new regions).
  if (style === 'realistic')
    extra += scatter(
      random,
      measured.open,
      TEXTURE_COUNT[difficulty],
      TEXTURE_SIZE,
      textureFor(stage, stroke * 0.8),
    );
  if (extra) {
    splits += extra;
    body = build(splits);
    grey = await renderGrey(wrapSvg(body));
  }
  const parts: PagePart[] = [
    ...placed.map((p) => ({
      role: p.role === 'decor' ? ('decor' as const) : ('subject' as const),
      name: p.entry.name,
      hexcode: p.entry.hexcode,
      box: boxOf(p),
    })),
    ...decor.map((p) => ({
      role: 'decor' as const,
      name: p.entry.hexcode,
      hexcode: p.entry.hexcode,
      box: boxOf(p),
    })),
    ...cues.parts.map((c) => ({ role: 'cue' as const, name: c.name, box: c.box })),
  ];
  // Same placements, same order as the ink: OpenMoji's colour versions, for the colour key.
  const colours = await Promise.all(drawn.map((p) => loadColourArt(p.art)));
  const hint: ColourHint = {
    // The backdrop's keyed parts (sun, clouds, trees…) first and last as drawn, subjects between.
    drawings: wrapHintSvg(
      keyedColours(drawing.back + splits, stage.backdrop) +
        drawn.map((p, i) => placeColourArt(p.art, colours[i] ?? '', p)).join('') +
        keyedColours(drawing.front, stage.backdrop),
    ),
    parts: scenePartsOf(stage, drawing.seaTop),
  };
  return { body, parts, stage, grey, hint };
}

/** Marks the boxes (page units) as taken on a half-size map of open places. */
function keepOut(open: Uint8Array, boxes: Rect[]) {
  const n = PAGE / 2;
  for (const box of boxes) {
    const [x0, y0] = [Math.max(0, Math.floor(box.x / 2) - 4), Math.max(0, Math.floor(box.y / 2) - 4)];
    const x1 = Math.min(n, Math.ceil((box.x + box.width) / 2) + 4);
    const y1 = Math.min(n, Math.ceil((box.y + box.height) / 2) + 4);
    for (let y = y0; y < y1; y++) open.fill(0, y * n + x0, y * n + x1);
  }
}

/**
 * Up to `count` small items at places where the page is empty (`open` is the half-size map of
 * open white), each clear of every line by a margin.
 */
function scatter(
  random: Random,
  open: Uint8Array,
  count: number,
  size: [number, number],
  draw: (random: Random, x: number, y: number, r: number) => string,
): string {
  const n = PAGE / 2;
  let svg = '';
  for (let attempt = 0, placed = 0; attempt < count * 40 && placed < count; attempt++) {
    const r = between(random, size[0], size[1]);
    const x = between(random, r + 20, PAGE - r - 20);
    const y = between(random, r + 20, PAGE - r - 20);
    const reach = Math.ceil((r + 10) / 2);
    const [cx, cy] = [Math.round(x / 2), Math.round(y / 2)];
    let free = true;
    for (let dy = -reach; dy <= reach && free; dy += 2)
      for (let dx = -reach; dx <= reach && free; dx += 2) {
        const px = cx + dx;
        const py = cy + dy;
        free = px >= 0 && py >= 0 && px < n && py < n && open[py * n + px] === 1;
      }
    if (!free) continue;
    for (let dy = -reach; dy <= reach; dy++)
      for (let dx = -reach; dx <= reach; dx++) {
        const px = cx + dx;
        const py = cy + dy;
        if (px >= 0 && py >= 0 && px < n && py < n) open[py * n + px] = 0;
      }
    svg += draw(random, x, y, r);
    placed++;
  }
  return svg;
}

/** A balloon or kite held by someone hangs on a string from their hand. */
function heldStrings(placed: Placed[], relation: Relation | undefined, stroke: number): string {
  if (relation?.kind !== 'holding') return '';
  const [holder, held] = placed.filter((p) => p.role === 'subject');
  if (!holder || !held || !floats(held.entry)) return '';
  const box = boxOf(held);
  const hand = boxOf(holder);
  const head = headOf(holder);
  const x = held.cx < head.x ? hand.x + hand.width * 0.2 : hand.x + hand.width * 0.8;
  const y = hand.y + hand.height * 0.55;
  return `<path d="M${held.cx.toFixed(1)},${(box.y + box.height).toFixed(1)} Q${((held.cx + x) / 2 + 20).toFixed(1)},${((box.y + box.height + y) / 2).toFixed(1)} ${x.toFixed(1)},${y.toFixed(1)}" fill="none" stroke="#000" stroke-width="${stroke.toFixed(1)}" stroke-linecap="round"/>`;
}

export const wrapSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE}" height="${PAGE}" viewBox="0 0 ${PAGE} ${PAGE}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
