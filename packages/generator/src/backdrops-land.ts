import type { BackdropContext, BackdropDrawing } from './backdrop';
import {
  DETAIL,
  farRidge,
  freeSpace,
  groundDecor,
  groundShape,
  skyItems,
  wavyLine,
} from './backdrop-helpers';
import { rect } from './indoor-props';
import { building, bush, grassTufts, pond, snowflake, tree, windingPath } from './outdoor-props';
import {
  fence,
  flower,
  hills,
  hotAirBalloon,
  mounds,
  mountains,
  pebble,
  rainbow,
  road,
  treeLine,
} from './scene-parts';
import { between, pick } from './seeded-random';

/** Library drawings that belong on each kind of land (OpenMoji hexcodes). */
const LAND_DECOR: Record<string, string[]> = {
  meadow: ['1F333', '1F337', '1F33C', '1F344', '1F98B'],
  garden: ['1F33B', '1F337', '1F339', '1F98B', '1FAB4'],
  forest: ['1F332', '1F333', '1F344', '1F344'],
  jungle: ['1F334', '1F334', '1F33F', '1F98B'],
  farm: ['1F3E1', '1F333', '1F33E', '1F414'],
  snow: ['1F332', '26C4', '1F384'],
  desert: ['1F335', '1F335', '1F335'],
  city: ['1F333', '1F6B2', '1F3EB'],
};
const TALL = new Set(['1F333', '1F332', '1F334', '1F384', '1F3E0', '1F3E1', '1F3EB', '1F335', '26C4']);
const FLOATING = new Set(['1F98B']);

type Far =
  | 'hills'
  | 'mountains'
  | 'rainbow'
  | 'treeline'
  | 'balloons'
  | 'hedge'
  | 'trunks'
  | 'dunes'
  | 'town';
const FAR_CHOICES: Record<string, Far[]> = {
  meadow: ['hills', 'mountains', 'rainbow', 'treeline', 'balloons'],
  garden: ['hedge', 'hills', 'treeline', 'town'],
  forest: ['treeline', 'trunks', 'mountains'],
  jungle: ['mountains', 'hills', 'trunks'],
  farm: ['hills', 'mountains', 'treeline', 'balloons'],
  snow: ['mountains', 'hills', 'treeline'],
  desert: ['dunes', 'mountains'],
  city: ['town'],
};

/** Gardens, meadows, woods, jungles, farms, snow and desert: sky, a far layer, the ground. */
export function landBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const kind = stage.backdrop;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const claim = freeSpace(ctx.occupied);
  const horizon = stage.horizon;
  const ground = stage.ground ?? horizon + 120;
  const far = pick(random, FAR_CHOICES[kind] ?? FAR_CHOICES.meadow ?? ['hills']);
  const farTop = Math.max(280, horizon - between(random, 220, 360));
  let back = '';
  let farSvg = '';
  let sky = '';
  switch (far) {
    case 'hills':
      farSvg = hills(random, farTop + 60, 90, thin) + hills(random, farTop + 150, 60, thin);
      break;
    case 'mountains':
      farSvg = mountains(random, horizon - 20, horizon - farTop, thin, Math.max(horizon, ground));
      if (kind === 'snow' || random() < 0.3) farSvg += hills(random, horizon - 40, 50, thin);
      break;
    case 'rainbow': {
      const base = horizon + 10;
      farSvg = rainbow(between(random, 380, 640), base, base - farTop + 40, detail + 2, 44, thin);
      farSvg += hills(random, horizon - 30, 60, thin);
      break;
    }
    case 'treeline':
      farSvg = treeLine(random, farTop + 90, thin) + hills(random, farTop + 170, 50, thin);
      break;
    case 'balloons': {
      farSvg = hills(random, farTop + 40, 90, thin) + hills(random, farTop + 150, 60, thin);
      for (let i = 0; i < 1 + detail; i++) {
        const r = between(random, 44, 60);
        const x = between(random, 120, 904);
        const y = between(random, 110, farTop - 60);
        if (claim({ x: x - r, y: y - r, width: 2 * r, height: r * 2.9 })) sky += hotAirBalloon(x, y, r, thin);
      }
      break;
    }
    case 'hedge':
      for (let x = -40, w = detail ? 170 : 280; x < 1064; x += w - 20)
        farSvg += bush(x + w / 2, horizon + 10, w, thin);
      farSvg = hills(random, farTop + 40, 60, thin) + farSvg;
      break;
    case 'trunks': {
      farSvg = treeLine(random, farTop + 60, thin);
      const count = 3 + detail * 2;
      for (let i = 0; i < count; i++) {
        const x = (1024 / count) * (i + between(random, 0.2, 0.8));
        const w = between(random, 34, 60);
        farSvg += rect(x - w / 2, -10, w, horizon + 20, thin);
      }
      break;
    }
    case 'dunes':
      farSvg = mounds(random, farTop + 80, thin) + mounds(random, horizon - 40, thin);
      break;
    case 'town': {
      let x = between(random, -60, 0);
      while (x < 1024) {
        const w = between(random, 110, 180);
        farSvg += building(
          random,
          x,
          horizon + 10,
          w,
          between(random, 140, horizon - farTop + 60),
          thin,
          detail > 0,
        );
        x += w + between(random, 0, 40);
      }
      break;
    }
  }
  sky += skyItems(ctx, claim, 0, Math.min(farTop, horizon - 120), {
    clouds: [random() < 0.5 ? 1 : 0, 2, 3][detail],
    stars: stage.night ? [2, 6, 10][detail] : 0,
  });
  if (kind === 'snow') {
    for (let i = 0; i < 2 + detail * 4; i++) {
      const x = between(random, 60, 964);
      const y = between(random, 40, farTop - 30);
      if (claim({ x: x - 16, y: y - 16, width: 32, height: 32 })) sky += snowflake(x, y, 14, thin);
    }
  }
  back += `<g id="far-${far}">${farSvg}</g>${sky}`;

  // The ground, and on harder pages what lies on it.
  back += groundShape(random, horizon, thin);
  if (kind === 'city') back += road(horizon + 20, thin);
  if ((kind === 'meadow' || kind === 'forest' || kind === 'garden') && random() < 0.35 + detail * 0.15)
    back += windingPath(random, horizon, thin);
  // Trees of the page's own drawing standing at the far edge of the ground, behind the subjects.
  const trees = kind === 'desert' || kind === 'city' ? 0 : ([0, 2, 4][detail] ?? 0);
  for (let i = 0, tries = 0; i < trees && tries < 12; tries++) {
    const h = between(random, 150, 250);
    const x = between(random, 60, 964);
    if (!claim({ x: x - h * 0.35, y: horizon + 30 - h, width: h * 0.7, height: h }, true)) continue;
    back += tree(random, x, horizon + 30, h, thin);
    i++;
  }
  if ((kind === 'farm' || kind === 'garden') && detail > 0) back += fence(horizon + 30, thin);
  // Furrows or field edges across the ground on harder pages.
  if (detail === 2 && (kind === 'farm' || kind === 'meadow' || kind === 'jungle'))
    for (const k of [0.35, 0.7]) back += wavyLine(horizon + (1024 - horizon) * k, thin * 0.8, 10);
  if (kind === 'garden' && detail > 0 && random() < 0.5) {
    const x = pick(random, [180, 844]);
    if (claim({ x: x - 110, y: ground + 10, width: 220, height: 70 }))
      back += pond(x, ground + 45, 110, thin);
  }
  // An easy page's foreground is not left bare: a few big stones in its bottom third, one
  // region each, so the page stays easy.
  if (detail === 0)
    for (let i = 0, placed = 0; i < 10 && placed < 3; i++) {
      const x = between(random, 90, 934);
      const y = between(random, Math.max(horizon + 120, 1024 - (1024 - horizon) * 0.45), 975);
      const r = between(random, 30, 44);
      if (!claim({ x: x - r * 1.2, y: y - r, width: r * 2.4, height: r * 2 })) continue;
      back += pebble(x, y, r, thin);
      placed++;
    }
  const smalls = [0, 10, 20][detail] ?? 0;
  for (let i = 0; i < smalls; i++) {
    const x = between(random, 60, 964);
    const y = between(random, horizon + 50, 990);
    const r = between(random, 13, 22);
    if (!claim({ x: x - r * 1.2, y: y - r * 1.2, width: r * 2.4, height: r * 4.4 })) continue;
    back +=
      kind === 'garden' || kind === 'meadow'
        ? flower(x, y, r, thin, pick(random, [5, 6, 8]))
        : pebble(x, y + r * 2, r, thin);
  }
  const front =
    kind === 'snow' || kind === 'desert'
      ? ''
      : grassTufts(random, ground + 20, 1010, detail * 3, stroke, claim);
  const decor = groundDecor(ctx, claim, LAND_DECOR[kind] ?? [], [0, 3, 5][detail] ?? 1, {
    groundY: ground,
    tall: TALL,
    floating: FLOATING,
  });
  // A sky too large to colour gets far mountains, not a band of nothing across it.
  const split = (y: number) =>
    y < horizon ? farRidge(y - 35, thin, Math.max(24, Math.min(70, farTop - y + 25))) : wavyLine(y, thin);
  return { back, front, decor, split };
}
