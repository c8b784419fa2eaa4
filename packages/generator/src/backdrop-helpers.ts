import type { BackdropContext, DecorRequest, Rect } from './backdrop';
import { overlaps } from './backdrop';
import { shapeAttrs } from './indoor-props';
import { cloud, heart as heartShape, moon, star, sun } from './scene-parts';
import { between, pick, type Random, shuffled } from './seeded-random';

const f = (n: number) => Number(n.toFixed(1));

/** Bookkeeping of what is taken, so decorations keep clear of the subjects and of each other. */
export function freeSpace(occupied: Rect[]) {
  const taken = [...occupied];
  const shrink = (rect: Rect, k: number): Rect => ({
    x: rect.x + rect.width * k,
    y: rect.y + rect.height * k,
    width: rect.width * (1 - 2 * k),
    height: rect.height * (1 - 2 * k),
  });
  /** Claims `rect` if it is free; things behind the subjects may tuck in behind their edges. */
  return (rect: Rect, behind = false): boolean => {
    const clear = !taken.some((other, k) =>
      overlaps(rect, behind && k < occupied.length ? shrink(other, 0.22) : other),
    );
    if (clear) taken.push(rect);
    return clear;
  };
}

export const DETAIL = { easy: 0, medium: 1, hard: 2 } as const;

/**
 * The sky's furniture: a sun or moon somewhere (not always the same corner), clouds or stars in
 * other places, fewer on easy pages. `top`/`bottom` bound the sky.
 */
export function skyItems(
  ctx: BackdropContext,
  claim: (rect: Rect) => boolean,
  top: number,
  bottom: number,
  options: { sun?: boolean; clouds?: number; stars?: number } = {},
): string {
  const { random, stroke } = ctx;
  const thin = stroke * 0.8;
  let svg = '';
  const spots: [number, number][] = [];
  for (let i = 0; i < 40; i++)
    spots.push([between(random, 110, 914), between(random, top + 60, bottom - 60)]);
  const night = ctx.stage.night;
  // A night sky always has its moon.
  let wantSun = options.sun ?? (night || random() < 0.6);
  let clouds = options.clouds ?? 0;
  let stars = options.stars ?? (night ? 2 + DETAIL[ctx.difficulty] * 3 : 0);
  for (const [x, y] of spots) {
    if (wantSun) {
      const r = between(random, 36, 56);
      if (!claim({ x: x - r * 1.6, y: y - r * 1.6, width: r * 3.2, height: r * 3.2 })) continue;
      svg += night ? moon(x, y, r * 1.2, thin) : sun(x, y, r, thin, pick(random, [8, 10, 12, 14]));
      wantSun = false;
    } else if (stars > 0) {
      const r = between(random, 18, 32);
      if (!claim({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })) continue;
      svg += star(x, y, r, thin, between(random, -0.4, 0.4));
      stars--;
    } else if (clouds > 0) {
      const w = between(random, 130, 220);
      if (!claim({ x: x - w / 2, y: y - w * 0.3, width: w, height: w * 0.5 })) continue;
      svg += cloud(x, y, w, thin);
      clouds--;
    }
  }
  return svg;
}

/** Library drawings along the ground, at free places, `count` of them. */
export function groundDecor(
  ctx: BackdropContext,
  claim: (rect: Rect, behind?: boolean) => boolean,
  choices: readonly string[],
  count: number,
  options: { groundY: number; tall?: ReadonlySet<string>; floating?: ReadonlySet<string>; minSize?: number },
): DecorRequest[] {
  const { random } = ctx;
  const decor: DecorRequest[] = [];
  const xs = shuffled(random, [130, 894, 260, 764, 400, 624, 60, 964]);
  for (const cx of xs) {
    if (decor.length >= count || choices.length === 0) break;
    const hexcode = pick(random, choices);
    const tall = options.tall?.has(hexcode) ?? false;
    const floating = options.floating?.has(hexcode) ?? false;
    const size = tall ? between(random, 200, 280) : between(random, options.minSize ?? 100, 150);
    const y = floating
      ? between(random, 200, options.groundY - 200)
      : options.groundY + (tall ? between(random, -40, 10) : between(random, 20, 90));
    const rect = floating
      ? { x: cx - size / 2, y: y - size / 2, width: size, height: size }
      : { x: cx - size / 2, y: y - size, width: size, height: size };
    if (!claim(rect, tall)) continue;
    decor.push({ hexcodes: [hexcode], cx, y, size, grounded: !floating, front: !tall });
  }
  return decor;
}

/**
 * A far mountain ridge from edge to edge, its peaks up at `y` and its saddles `depth` lower: an
 * open line, so it splits a large sky into the sky and the far mountains' face without covering
 * what is drawn below it, and it reads as mountains rather than a stroke across the sky.
 */
export function farRidge(y: number, stroke: number, depth = 70): string {
  const peaks = [0.35, 1, 0.6, 0.85, 0.45, 0.9];
  const step = 1044 / peaks.length;
  let d = `M-10,${f(y + depth)}`;
  peaks.forEach((height, i) => {
    const x = -10 + i * step;
    d += ` L${f(x + step / 2)},${f(y + depth * (1 - height))} L${f(x + step)},${f(y + depth * (i % 2 ? 0.95 : 0.8))}`;
  });
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/**
 * A layer of cloud across the page, its top a row of round puffs of different sizes and its
 * underside gently scalloped: closed, so it splits a sky too large to colour the way a sky is
 * split, by clouds, instead of by a plain band.
 */
export function cloudBank(y: number, stroke: number, height = 40): string {
  const radii = [38, 52, 30, 46, 58, 34, 44, 54, 32, 48];
  let d = `M-10,${f(y)}`;
  let x = -10;
  for (let i = 0; x < 1034; i++) {
    const r = radii[i % radii.length] ?? 40;
    d += ` A${r},${r} 0 0 1 ${f(x + 2 * r)},${f(y)}`;
    x += 2 * r;
  }
  d += ` L${f(x)},${f(y + height)}`;
  for (let back = x; back > -10; back -= 96)
    d += ` Q${f(back - 48)},${f(y + height + 12)} ${f(back - 96)},${f(y + height)}`;
  return `<path d="${d} Z" ${shapeAttrs(stroke)}/>`;
}

/** An open, gently waving line across the page at `y`: a furrow, a ridge, a far shore. */
export function wavyLine(y: number, stroke: number, amplitude = 14): string {
  let d = `M-10,${f(y)}`;
  for (let x = -10; x < 1034; x += 170) d += ` Q${f(x + 85)},${f(y - amplitude)} ${f(x + 170)},${f(y)}`;
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>`;
}

/** A ground shape from a slightly uneven horizon down to the bottom of the page. */
export function groundShape(random: Random, y: number, stroke: number): string {
  const a = between(random, -18, 18);
  const b = between(random, -18, 18);
  return `<path d="M-10,${f(y + a)} C340,${f(y - 16 + b)} 680,${f(y + 16 - a)} 1034,${f(y + b)} L1034,1034 L-10,1034 Z" ${shapeAttrs(stroke)}/>`;
}

export type Sprinkle = (random: Random, x: number, y: number, r: number) => string;

/** Small things to scatter in empty places: clouds and stars above the horizon, others below. */
export function sprinkleFor(
  backdrop: string,
  horizon: number,
  night: boolean,
  stroke: number,
  kawaii = false,
): Sprinkle {
  const thin = stroke * 0.8;
  const circle = (x: number, y: number, r: number) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${shapeAttrs(thin)}/>`;
  const starAt = (random: Random, x: number, y: number, r: number) =>
    star(x, y, r * 1.25, thin, between(random, -0.4, 0.4));
  const cloudAt = (x: number, y: number, r: number) => cloud(x, y + r * 0.3, r * 2.6, thin);
  const heartAt = (x: number, y: number, r: number) => heartShape(x, y, r * 1.6, thin);
  const ball = (x: number, y: number, r: number) =>
    `${circle(x, y, r)}<path d="M${f(x - r)},${f(y)} Q${f(x)},${f(y - r * 0.6)} ${f(x + r)},${f(y)}" fill="none" stroke="#000" stroke-width="${f(thin)}"/>`;
  const pebble = (x: number, y: number, r: number) =>
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.72)}" ${shapeAttrs(thin)}/>`;
  return (random, x, y, r) => {
    const above = y < horizon;
    if (kawaii) return random() < 0.6 ? heartAt(x, y, r) : starAt(random, x, y, r);
    switch (backdrop) {
      case 'underwater':
        return circle(x, y, r * 0.8);
      case 'space':
        return random() < 0.75 ? starAt(random, x, y, r) : circle(x, y, r * 0.7);
      case 'sky':
        return cloudAt(x, y, r);
      case 'room':
      case 'party':
        return above ? (random() < 0.5 ? starAt(random, x, y, r) : heartAt(x, y, r)) : ball(x, y, r * 0.8);
      case 'stage':
        return starAt(random, x, y, r);
      case 'border':
      case 'plain':
      case 'badge':
        return pick(random, [starAt(random, x, y, r), heartAt(x, y, r), circle(x, y, r * 0.7)]);
      default:
        if (above)
          return night ? starAt(random, x, y, r) : random() < 0.7 ? cloudAt(x, y, r) : circle(x, y, r * 0.6);
        return random() < 0.7 ? pebble(x, y, r) : circle(x, y, r * 0.8);
    }
  };
}
