import type { Difficulty } from './prompt-check';
import type { Scene } from './scene';
import {
  bubble,
  bunting,
  cloud,
  fence,
  flower,
  ground,
  hills,
  hotAirBalloon,
  lightRays,
  moon,
  mounds,
  mountains,
  pebble,
  rainbow,
  road,
  seaweed,
  skyBand,
  star,
  sun,
  treeLine,
  waves,
  wavesPath,
} from './scene-parts';
import { between, pick, type Random, shuffled } from './seeded-random';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A decoration drawn from the line-art library, placed by the page composer. */
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

/** What stands far behind a day scene's subjects; chosen by seed so pages do not all look alike. */
export type FarBackground = 'rainbow' | 'mountains' | 'treeline' | 'balloons' | 'night' | 'space' | 'none';
export const DAY_BACKGROUNDS: readonly FarBackground[] = ['rainbow', 'mountains', 'treeline', 'balloons'];

export interface SceneDrawing {
  far: FarBackground;
  /** Ground line, or null when things float (space, under water). */
  groundY: number | null;
  /** Sky and landscape, drawn first. */
  back: string;
  decor: DecorRequest[];
}

const SKY_SPOTS: [number, number][] = [
  [180, 175],
  [844, 175],
  [512, 130],
  [340, 250],
  [690, 250],
];
const COUNTS: Record<Difficulty, { sky: number; decor: number; small: number }> = {
  easy: { sky: 1, decor: 0, small: 0 },
  medium: { sky: 3, decor: 2, small: 5 },
  hard: { sky: 5, decor: 4, small: 12 },
};

export const overlaps = (a: Rect, b: Rect, margin = 12) =>
  a.x - margin < b.x + b.width &&
  b.x - margin < a.x + a.width &&
  a.y - margin < b.y + b.height &&
  b.y - margin < a.y + a.height;

const GROUND_DECOR: Record<string, string[]> = {
  meadow: ['1F333', '1F337', '1F33C', '1F344'],
  garden: ['1F33B', '1F337', '1F339', '1F98B'],
  forest: ['1F332', '1F333', '1F344', '1F332'],
  jungle: ['1F334', '1F334', '1F33F', '1F98B'],
  beach: ['1F334', '1F41A', '1F980', '1F3D6'],
  snow: ['1F332', '26C4', '1F332', '1F384'],
  city: ['1F3E0', '1F3E1', '1F333', '1F3EB'],
  farm: ['1F3E1', '1F333', '1F33E', '1F414'],
  desert: ['1F335', '1F335', '1FAA8', '1F335'],
  party: ['1F388', '1F381', '1F388', '1F381'],
  sky: ['1F3E0', '1F333'],
  ocean: ['1F41A', '1FAB8', '1F980', '1F420'],
  space: ['1FA90', '2604', '1F6F0', '1FA90'],
};
const FLOATING = new Set(['1F388', '1FA90', '2604', '1F6F0', '1F98B']);
const TALL = new Set(['1F333', '1F332', '1F334', '1F384', '1F3E0', '1F3E1', '1F3EB', '1F335']);

/**
 * The landscape for a scene and the decorations it wants, placed around `occupied` (the
 * subjects) so nothing crowds the main drawing. Harder pages get more of everything.
 */
export function layoutScene(
  random: Random,
  scene: Scene,
  difficulty: Difficulty,
  stroke: number,
  occupied: Rect[],
): SceneDrawing {
  const counts = COUNTS[difficulty];
  const thin = stroke * 0.8;
  const floating = scene.kind === 'space' || scene.kind === 'ocean';
  const groundY = floating ? null : scene.kind === 'city' ? 830 : 790;
  const taken = [...occupied];
  const shrink = (rect: Rect, k: number): Rect => ({
    x: rect.x + rect.width * k,
    y: rect.y + rect.height * k,
    width: rect.width * (1 - 2 * k),
    height: rect.height * (1 - 2 * k),
  });
  // Things drawn behind the subjects (trees, houses) may tuck in behind their edges.
  const free = (rect: Rect, behind = false) => {
    const clear = !taken.some((other, k) =>
      overlaps(rect, behind && k < occupied.length ? shrink(other, 0.22) : other),
    );
    if (clear) taken.push(rect);
    return clear;
  };
  // The far background, drawn behind everything: it splits the big sky (or water) so it is
  // not one region that a single tap floods.
  let far = '';
  let sky = '';
  let land = '';
  const spots = shuffled(random, SKY_SPOTS);
  let farKind: FarBackground = 'none';
  if (scene.kind === 'space') {
    farKind = 'space';
    far += skyBand(random, thin);
  } else if (groundY !== null && scene.night) {
    farKind = 'night';
    far += skyBand(random, thin, 90) + mountains(random, groundY - 130, 260, thin);
  } else if (groundY !== null) {
    // No woods behind desert dunes.
    farKind = pick(
      random,
      scene.kind === 'desert' ? DAY_BACKGROUNDS.filter((kind) => kind !== 'treeline') : DAY_BACKGROUNDS,
    );
    if (farKind === 'rainbow') {
      const base = groundY + 5;
      const bands = difficulty === 'hard' ? 3 : 2;
      far += rainbow(512, base, base - between(random, 190, 240), bands, 46, thin);
    } else if (farKind === 'mountains') {
      // High and close together, so the sky above them stays a modest region.
      far += mountains(random, groundY - 280, between(random, 240, 290), thin);
    } else if (farKind === 'treeline') {
      far += treeLine(random, groundY - 330, thin) + hills(random, groundY - 250, 60, thin, 0, 1024);
    } else {
      // One or two balloons high up, over a far range of hills that halves the sky.
      far +=
        hills(random, groundY - 330, 90, thin, 0, 1024) + hills(random, groundY - 210, 60, thin, 0, 1024);
      let balloons = 0;
      for (const [x, y] of spots) {
        if (balloons >= (difficulty === 'easy' ? 1 : 2)) break;
        const r = between(random, 48, 62);
        const rect = { x: x - r, y: y - r, width: 2 * r, height: r * 2.9 };
        if (!free(rect)) continue;
        sky += hotAirBalloon(x, y, r, thin);
        balloons++;
      }
    }
  }

  // Sky: a sun or moon first, then clouds, stars or bubbles in the spots left.

  let skyItems = 0;
  for (const [x, y] of spots) {
    if (skyItems >= counts.sky || scene.kind === 'ocean') break;
    const first = skyItems === 0;
    if (first && !floating && scene.kind !== 'party') {
      const r = 46;
      if (!free({ x: x - r * 1.6, y: y - r * 1.6, width: r * 3.2, height: r * 3.2 })) continue;
      sky += scene.night ? moon(x, y, r * 1.2, thin) : sun(x, y, r, thin);
    } else if (scene.night || scene.kind === 'space' || scene.kind === 'party') {
      const r = between(random, 26, 40);
      if (!free({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })) continue;
      sky += star(x, y, r, thin, between(random, -0.3, 0.3));
    } else {
      const w = between(random, 150, 210);
      if (!free({ x: x - w / 2, y: y - w * 0.3, width: w, height: w * 0.5 })) continue;
      sky += cloud(x, y, w, thin);
    }
    skyItems++;
  }

  // Decorations from the library, at the sides first.
  const decor: DecorRequest[] = [];
  const choices = GROUND_DECOR[scene.kind] ?? [];
  const sides = shuffled(random, [150, 874, 300, 724]);
  for (const cx of sides) {
    const hexcode = choices[decor.length % choices.length];
    if (!hexcode || decor.length >= counts.decor) break;
    const tall = TALL.has(hexcode);
    const size = tall ? between(random, 230, 290) : between(random, 120, 160);
    const grounded = (groundY !== null || scene.kind === 'ocean') && !FLOATING.has(hexcode);
    const bottom =
      groundY !== null ? groundY + (tall ? 20 : between(random, 60, 120)) : scene.kind === 'ocean' ? 950 : 0;
    const y = grounded ? bottom : between(random, 200, 600);
    const rect = grounded
      ? { x: cx - size / 2, y: y - size, width: size, height: size }
      : { x: cx - size / 2, y: y - size / 2, width: size, height: size };
    if (!free(rect, tall)) continue;
    decor.push({ hexcodes: [hexcode], cx, y, size, grounded, front: !tall });
  }

  // Landscape.
  if (scene.kind === 'ocean') {
    land += waves(130, thin, 12, 96);
    land += lightRays(random, wavesPath(130, 12, 96), thin);
    land += mounds(random, 840, thin);
    for (const x of [110, 914])
      land += seaweed(x + between(random, -20, 20), 1000, between(random, 200, 300), thin);
    for (let i = 0; i < counts.small + 3; i++) {
      const r = between(random, 10, 24);
      const x = between(random, 90, 934);
      const y = between(random, 200, 760);
      if (free({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })) land += bubble(x, y, r, thin);
    }
  } else if (scene.kind === 'space') {
    land += mounds(random, 850, thin);
    for (let i = 0; i < counts.small + 6; i++) {
      const r = between(random, 10, 22);
      const x = between(random, 90, 934);
      const y = between(random, 90, 720);
      if (free({ x: x - r, y: y - r, width: 2 * r, height: 2 * r }))
        land += star(x, y, r, thin, between(random, -0.5, 0.5));
    }
  } else if (groundY !== null) {
    const hillY = groundY - 70;
    if (scene.kind === 'beach') land += waves(groundY - 90, thin, 10, 80);
    else if (scene.kind === 'desert' || scene.kind === 'snow') land += mounds(random, groundY - 180, thin);
    else if (scene.kind !== 'party') land += hills(random, hillY, 70, thin, 0, 1024);
    if (scene.kind === 'farm' || scene.kind === 'garden') land += fence(groundY, thin);
    if (scene.kind === 'party') land += bunting(96, thin);
    land += scene.kind === 'city' ? road(groundY - 40, thin) : ground(random, groundY, thin, counts.small);
    for (let i = 0; i < counts.small; i++) {
      const x = between(random, 90, 934);
      const y = between(random, groundY + 60, 950);
      const r = between(random, 12, 20);
      if (!free({ x: x - r * 1.2, y: y - r * 1.2, width: r * 2.4, height: r * 4.4 })) continue;
      land +=
        scene.kind === 'garden' || scene.kind === 'meadow'
          ? flower(x, y, r, thin, pick(random, [5, 6, 8]))
          : pebble(x, y + r * 2, r, thin);
    }
  }

  // Grouped and named, so a reader of the SVG (and a test) can tell which background it got.
  const farGroup = far ? `<g id="far-${farKind}">${far}</g>` : '';
  return { far: farKind, groundY, back: farGroup + sky + land, decor };
}
