import type { Difficulty, PageStyle } from './prompt-check';
import type { SceneKind } from './scene';
import { between, type Random } from './seeded-random';

/**
 * The background a page is drawn on. Chosen by the prompt's setting (or its main subject's
 * usual place) and varied by seed, so no two pages share a template: rooms, gardens, seasides,
 * skies, forests, cities, space, under water, plain pages with a pattern border, or almost
 * nothing behind a big single subject.
 */
export type BackdropKind =
  | 'meadow'
  | 'garden'
  | 'forest'
  | 'jungle'
  | 'farm'
  | 'snow'
  | 'desert'
  | 'city'
  | 'seaside'
  | 'underwater'
  | 'sky'
  | 'space'
  | 'room'
  | 'stage'
  | 'party'
  | 'border'
  | 'plain'
  | 'badge';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where things go on a page, fixed before the subjects are placed. */
export interface Stage {
  backdrop: BackdropKind;
  night: boolean;
  /** Where standing subjects' feet go; null when everything floats (space, under water, sky). */
  ground: number | null;
  /** The line where the far background meets the ground (a room's wall meets its floor). */
  horizon: number;
  /** The part of the page subjects may use (inside a border). */
  area: Area;
}

/** A drawing from the line-art library placed by the page composer as decoration. */
export interface DecorRequest {
  hexcodes: string[];
  cx: number;
  /** Bottom edge of the drawing (grounded) or its centre (floating). */
  y: number;
  size: number;
  grounded: boolean;
  /** Drawn in front of the subjects rather than behind them. */
  front: boolean;
}

export interface BackdropContext {
  random: Random;
  stage: Stage;
  difficulty: Difficulty;
  style: PageStyle;
  stroke: number;
  /** What the subjects cover; decorations keep clear of it. */
  occupied: Rect[];
}

export interface BackdropDrawing {
  /** Drawn first, behind everything. */
  back: string;
  /** Drawn last, over the subjects (a border band, grass in front). */
  front: string;
  decor: DecorRequest[];
  /** A line across the page at `y` that suits this background, to split a too-large white area. */
  split: (y: number) => string;
  /** Where a seaside's sea begins, for the colour key's scene parts (colour-hint.ts). */
  seaTop?: number;
}

export const FULL_PAGE: Area = { x0: 0, y0: 0, x1: 1024, y1: 1024 };

export const overlaps = (a: Rect, b: Rect, margin = 12) =>
  a.x - margin < b.x + b.width &&
  b.x - margin < a.x + a.width &&
  a.y - margin < b.y + b.height &&
  b.y - margin < a.y + a.height;

/** Backgrounds for each setting, with weights: the setting's own first, a few others sometimes. */
const BY_SCENE: Record<SceneKind | 'room' | 'stage', [BackdropKind, number][]> = {
  meadow: [
    ['meadow', 3],
    ['garden', 2],
    ['border', 1],
    ['plain', 1],
    ['badge', 1],
  ],
  garden: [
    ['garden', 4],
    ['meadow', 1],
    ['border', 1],
  ],
  forest: [
    ['forest', 5],
    ['border', 1],
  ],
  jungle: [
    ['jungle', 4],
    ['border', 1],
    ['plain', 1],
  ],
  farm: [
    ['farm', 4],
    ['meadow', 1],
    ['border', 1],
  ],
  snow: [
    ['snow', 4],
    ['border', 1],
  ],
  desert: [['desert', 1]],
  city: [
    ['city', 4],
    ['border', 1],
  ],
  beach: [
    ['seaside', 5],
    ['border', 1],
  ],
  ocean: [
    ['underwater', 5],
    ['border', 1],
  ],
  space: [
    ['space', 5],
    ['border', 1],
  ],
  sky: [
    ['sky', 5],
    ['border', 1],
  ],
  party: [
    ['party', 3],
    ['border', 1],
    ['badge', 1],
  ],
  room: [['room', 1]],
  stage: [['stage', 1]],
};

/** When the prompt names no setting, a subject also fits these (a cake on a badge, a fox on a plain page). */
const UNNAMED_EXTRAS: Partial<Record<SceneKind, [BackdropKind, number][]>> = {
  party: [
    ['room', 2],
    ['plain', 1],
  ],
  forest: [
    ['meadow', 1],
    ['plain', 1],
  ],
  farm: [['plain', 1]],
  city: [['plain', 1]],
  sky: [['meadow', 1]],
  space: [['badge', 1]],
};

/** The backdrop for a scene kind: named settings keep to their own place, others vary more. */
export function chooseBackdrop(
  random: Random,
  scene: SceneKind | 'room' | 'stage',
  named: boolean,
  options: { pet: boolean; person: boolean; big: boolean; head: boolean; style?: PageStyle },
): BackdropKind {
  let choices = [...BY_SCENE[scene]];
  if (named) choices = choices.slice(0, 1);
  else {
    choices.push(...(UNNAMED_EXTRAS[scene as SceneKind] ?? []));
    if (options.pet) choices.push(['room', 3]);
    if (options.person) choices.push(['room', 1], ['stage', 1], ['border', 1]);
    // A head alone is a portrait: on a badge or in a border as often as in its landscape.
    if (options.head) choices.push(['badge', 2], ['border', 2], ['plain', 1]);
    // A house, a castle or an elephant does not fit in a room.
    const outdoors = choices.filter(([kind]) => kind !== 'room' && kind !== 'party');
    if (options.big && outdoors.length > 0) choices = outdoors;
    // Styles show in the layout too: kawaii likes badges and borders, realistic a real place.
    if (options.style === 'kawaii') choices.push(['badge', 3], ['border', 2]);
    const real = choices.filter(([kind]) => !['badge', 'border', 'plain', 'party'].includes(kind));
    if (options.style === 'realistic' && real.length > 0) choices = real;
  }
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [kind, weight] of choices) {
    roll -= weight;
    if (roll <= 0) return kind;
  }
  return choices[0]?.[0] ?? 'meadow';
}

/** Where the ground and horizon lie for a backdrop; varied by seed so no line repeats. */
export function stageFor(random: Random, backdrop: BackdropKind, night: boolean): Stage {
  const stage = (ground: number | null, horizon: number, area = FULL_PAGE): Stage => ({
    backdrop,
    night,
    ground,
    horizon,
    area,
  });
  switch (backdrop) {
    case 'underwater':
    case 'space':
    case 'sky':
      return stage(null, between(random, 820, 900));
    case 'seaside': {
      const shoreY = between(random, 640, 760);
      return stage(shoreY + between(random, 110, 170), shoreY);
    }
    case 'room':
    case 'party': {
      const wall = between(random, 560, 700);
      return stage(Math.min(960, wall + between(random, 150, 240)), wall);
    }
    case 'stage': {
      const floor = between(random, 690, 760);
      return stage(floor + between(random, 90, 150), floor);
    }
    case 'city': {
      const road = between(random, 700, 790);
      return stage(road + between(random, 40, 90), road);
    }
    case 'border': {
      const band = between(random, 56, 92);
      const area = { x0: band, y0: band, x1: 1024 - band, y1: 1024 - band };
      return stage(area.y1 - between(random, 60, 130), area.y1 - between(random, 200, 330), area);
    }
    case 'plain':
      return stage(between(random, 840, 920), between(random, 420, 560));
    case 'badge':
      return stage(between(random, 800, 880), between(random, 500, 600));
    default: {
      const horizon = between(random, 600, 760);
      return stage(Math.min(960, horizon + between(random, 90, 200)), horizon);
    }
  }
}
