import type { BackdropContext, BackdropDrawing } from './backdrop';
import { cloudBank, DETAIL, farRidge, freeSpace, groundDecor, skyItems, wavyLine } from './backdrop-helpers';
import { birds, coral, moonGround, planet, rock, sandcastle, seaHorizon, shore, tree } from './outdoor-props';
import {
  bubble,
  hills,
  hotAirBalloon,
  lightRays,
  mounds,
  pebble,
  rainbow,
  seaweed,
  skyBand,
  star as starShape,
  sun,
  waves,
  wavesPath,
} from './scene-parts';
import { between, pick } from './seeded-random';

/** The seaside: sky, the sea to a far horizon, and a beach in front. */
export function seasideBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const claim = freeSpace(ctx.occupied);
  const shoreY = stage.horizon;
  const seaTop = Math.max(300, shoreY - between(random, 190, 320));
  let back = '';
  const lowSun = random() < 0.4;
  if (lowSun) back += sun(between(random, 200, 824), seaTop, between(random, 60, 90), thin, 14);
  back += skyItems(ctx, claim, 0, seaTop - 40, { sun: !lowSun && random() < 0.6, clouds: detail + 1 });
  if (detail > 0) back += birds(random, between(random, 200, 800), seaTop * 0.4, 2 + detail, stroke);
  back += `<g id="far-sea">${seaHorizon(random, seaTop, shoreY, thin, 1 + detail * 2)}</g>`;
  back += shore(random, shoreY, thin);
  let front = '';
  for (let i = 0; i < ([0, 6, 12] as const)[detail]; i++) {
    const x = between(random, 60, 964);
    const y = between(random, shoreY + 60, 990);
    const r = between(random, 12, 20);
    if (!claim({ x: x - r * 1.3, y: y - r * 1.3, width: r * 2.6, height: r * 2.6 })) continue;
    front +=
      random() < 0.5 ? starShape(x, y, r * 1.3, thin, between(random, -0.4, 0.4)) : pebble(x, y, r, thin);
  }
  const castleX = pick(random, [150, 874]);
  if (random() < 0.5 && claim({ x: castleX - 90, y: shoreY + 10, width: 180, height: 150 }))
    back += sandcastle(castleX, shoreY + 150, 170, thin);
  const decor = groundDecor(ctx, claim, ['1F334', '26F1', '1F980', 'E212'], ([0, 2, 4] as const)[detail], {
    groundY: stage.ground ?? shoreY + 120,
    tall: new Set(['1F334', '26F1', 'E212']),
  });
  if (random() < 0.6) {
    const x = between(random, 120, 904);
    const y = (seaTop + shoreY) / 2;
    if (claim({ x: x - 60, y: y - 60, width: 120, height: 120 }))
      decor.push({ hexcodes: ['26F5'], cx: x, y: y + 40, size: 110, grounded: true, front: false });
  }
  // A sky too large to colour gets a far coast's mountains, not a band of nothing across it.
  const split = (y: number) =>
    y < seaTop ? farRidge(y - 35, thin, Math.max(24, Math.min(60, seaTop - y + 25))) : wavyLine(y, thin, 10);
  return { back, front, decor, split, seaTop };
}

/** Under the sea: the surface at the top, light rays, a sandy floor, weed, coral and bubbles. */
export function underwaterBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const claim = freeSpace(ctx.occupied);
  const surface = between(random, 70, 150);
  let back = waves(surface, thin, between(random, 8, 14), between(random, 80, 110));
  if (detail > 0 && random() < 0.7) back += lightRays(random, wavesPath(surface, 12, 96), thin);
  const floor = stage.horizon;
  back += `<g id="far-seafloor">${mounds(random, floor, thin)}</g>`;
  for (let i = 0; i < 1 + detail; i++) {
    const x = pick(random, [80, 200, 824, 944]);
    if (claim({ x: x - 40, y: floor - 260, width: 80, height: 260 }, true))
      back +=
        random() < 0.5 ? seaweed(x, 1034, between(random, 220, 340), thin) : coral(x, floor + 60, 200, thin);
  }
  for (let i = 0; i < detail + 1; i++) {
    const x = between(random, 100, 924);
    if (claim({ x: x - 60, y: floor - 10, width: 120, height: 80 })) back += rock(x, floor + 70, 120, thin);
  }
  let front = '';
  for (let i = 0; i < ([3, 10, 18] as const)[detail]; i++) {
    const r = between(random, 12, 24);
    const x = between(random, 60, 964);
    const y = between(random, surface + 60, floor - 40);
    if (claim({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })) front += bubble(x, y, r, thin);
  }
  const decor = groundDecor(ctx, claim, ['1F420', '1F41F', '1FAB8', '1F980'], ([0, 3, 5] as const)[detail], {
    groundY: floor + 60,
    floating: new Set(['1F420', '1F41F']),
  });
  const split = (y: number) => (y > floor - 30 ? wavyLine(y, thin, 10) : wavyLine(y, thin, 24));
  return { back, front, decor, split };
}

/** High in the sky: clouds big and small, a far land below, balloons or a rainbow. */
export function skyBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const claim = freeSpace(ctx.occupied);
  const land = stage.horizon;
  let back = '';
  if (random() < 0.35)
    back += rainbow(between(random, 300, 724), land + 40, between(random, 420, 560), detail + 2, 44, thin);
  back += `<g id="far-land">${hills(random, land, 70, thin)}${hills(random, land + 70, 40, thin)}</g>`;
  for (let i = 0; i < 1 + detail; i++) {
    const x = between(random, 80, 944);
    if (claim({ x: x - 60, y: land - 60, width: 120, height: 120 }, true))
      back += tree(random, x, land + 50, between(random, 90, 130), thin);
  }
  back += skyItems(ctx, claim, 0, land - 80, { clouds: 2 + detail * 2 });
  // A bank of cloud low across the sky, and on some pages a balloon.
  if (random() < 0.6) back += cloudBank(between(random, land - 260, land - 160), thin, 50);
  if (random() < 0.5) {
    const r = between(random, 40, 56);
    const x = between(random, 120, 904);
    const y = between(random, 120, land - 300);
    if (claim({ x: x - r, y: y - r, width: 2 * r, height: 2.9 * r })) back += hotAirBalloon(x, y, r, thin);
  }
  back += birds(random, between(random, 200, 824), between(random, 120, 300), detail + 1, stroke);
  const split = (y: number) => cloudBank(y - 20, thin, 40);
  return { back, front: '', decor: [], split };
}

/** Space: planets, stars, a comet or the Milky Way, sometimes the ground of a moon. */
export function spaceBackdrop(ctx: BackdropContext): BackdropDrawing {
  const { random, stage, difficulty, stroke } = ctx;
  const thin = stroke * 0.8;
  const detail = DETAIL[difficulty];
  const claim = freeSpace(ctx.occupied);
  let back = '';
  if (random() < 0.6) back += skyBand(random, thin, between(random, 90, 140));
  const ground = random() < 0.6;
  if (ground) back += `<g id="far-moon">${moonGround(random, stage.horizon, thin, 1 + detail * 2)}</g>`;
  const planets = 1 + (detail > 0 ? 1 : 0) + (random() < 0.5 ? 1 : 0);
  for (let i = 0, tries = 0; i < planets && tries < 30; tries++) {
    const r = between(random, 40, 90);
    const x = between(random, 80, 944);
    const y = between(random, 80, ground ? stage.horizon - 120 : 900);
    if (!claim({ x: x - r * 1.9, y: y - r, width: r * 3.8, height: r * 2 })) continue;
    back += planet(random, x, y, r, thin);
    i++;
  }
  back += skyItems(ctx, claim, 0, ground ? stage.horizon - 40 : 1024, {
    sun: false,
    stars: [3, 10, 18][detail],
  });
  const decor = groundDecor(ctx, claim, ['2604', '1F6F0', '1F319'], detail * 2, {
    groundY: stage.horizon,
    floating: new Set(['2604', '1F6F0', '1F319']),
  });
  const split = (y: number) => {
    const d = `M-10,${y + 40} C300,${y - 30} 700,${y + 30} 1034,${y - 40}`;
    return `<path d="${d}" fill="none" stroke="#000" stroke-width="${thin}" stroke-linecap="round"/>`;
  };
  return { back, front: '', decor, split };
}
