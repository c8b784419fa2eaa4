import { type LineArt, placedSize, placeLineArt } from './line-art-svg';
import { frameSvg, INNER } from './page-frame';
import type { Difficulty, PageStyle } from './prompt-check';
import { overlaps, type Rect } from './scene-layout';
import { heart, star } from './scene-parts';
import { between, pick, type Random } from './seeded-random';

/**
 * The "hero" composition: the subjects large in the middle of the page, no landscape behind
 * them, only a ground shadow and a few accents around them. It is the page a child who asked
 * for "a unicorn" wants; difficulty shows in the size and number of the accents and the frame.
 */

export interface HeroSubject {
  art: LineArt;
  /** Stands on the ground (gets a shadow ellipse) rather than floating. */
  grounded: boolean;
  /** A person drawn to the chest, open at the bottom: rays behind it would run into it. */
  bust: boolean;
}

/** The page's longest side for one subject, by difficulty: easy is biggest (fewest regions). */
const HERO_SIZE: Record<Difficulty, number> = { easy: 760, medium: 700, hard: 640 };
const ACCENTS: Record<Difficulty, { count: number; min: number; max: number }> = {
  easy: { count: 2, min: 44, max: 60 },
  medium: { count: 7, min: 28, max: 42 },
  hard: { count: 18, min: 16, max: 30 },
};
/** Share of hero pages drawn on a medallion: a disc of rays behind the subject. */
const MEDALLION_SHARE: Record<Difficulty, number> = { easy: 0, medium: 0.35, hard: 0.7 };
const MEDALLION_RAYS: Record<Difficulty, number> = { easy: 12, medium: 18, hard: 30 };
/** Share of pages with a decorated frame; the others float on the paper. */
const FRAME_SHARE: Record<Difficulty, number> = { easy: 0.25, medium: 0.45, hard: 0.6 };

const f = (n: number) => Number(n.toFixed(1));

export async function heroPage(
  random: Random,
  difficulty: Difficulty,
  style: PageStyle,
  stroke: number,
  subjects: HeroSubject[],
): Promise<string> {
  const shown = subjects.slice(0, difficulty === 'easy' ? 2 : 3);
  const framed = random() < FRAME_SHARE[difficulty];
  const area = framed ? INNER : { x: 24, y: 24, size: 976 };
  const count = shown.length;
  // One subject fills the page; two stand side by side; with three the first leads in the middle.
  const sizes = count === 1 ? [1] : count === 2 ? [0.6, 0.5] : [0.56, 0.38, 0.38];
  const xs = count === 1 ? [512] : count === 2 ? [330, 724] : [512, 210, 814];
  const medallion = random() < MEDALLION_SHARE[difficulty] && !shown.some((subject) => subject.bust);
  const base = HERO_SIZE[difficulty] * (framed ? 0.92 : 1) * (medallion ? 0.88 : 1);
  const groundY = 860;
  const placed = shown.map((subject, i) => {
    const size = base * (sizes[i] ?? 0.4);
    const { width, height } = placedSize(subject.art, size);
    const cx = xs[i] ?? 512;
    const cy = medallion ? 512 : count === 1 || !subject.grounded ? 500 : groundY - height / 2;
    return { subject, size, cx, cy, width, height };
  });
  const taken: Rect[] = placed.map(({ cx, cy, width, height }) => ({
    x: cx - width / 2,
    y: cy - height / 2,
    width,
    height,
  }));
  let back = medallion ? medallionSvg(difficulty, stroke * 0.8) : '';
  for (const { subject, cx, cy, width, height } of placed) {
    if (!subject.grounded || medallion) continue;
    // A shadow under the feet: one more region, and the subject stands on something.
    const bottom = cy + height / 2;
    back += `<ellipse cx="${f(cx)}" cy="${f(bottom)}" rx="${f(width * 0.46)}" ry="${f(Math.max(18, height * 0.05))}" fill="none" stroke="#000" stroke-width="${f(stroke * 0.8)}"/>`;
    taken.push({ x: cx - width * 0.5, y: bottom - 30, width, height: 60 });
  }
  const accents = ACCENTS[difficulty];
  const thin = stroke * 0.75;
  const shape = pick(random, style === 'kawaii' ? ['heart'] : ['star', 'heart', 'dot']);
  let placedAccents = medallion ? accents.count : 0;
  for (let attempt = 0; attempt < accents.count * 12 && placedAccents < accents.count; attempt++) {
    const r = between(random, accents.min, accents.max);
    const x = between(random, area.x + r + 10, area.x + area.size - r - 10);
    const y = between(random, area.y + r + 10, area.y + area.size - r - 10);
    const rect = { x: x - r, y: y - r, width: 2 * r, height: 2 * r };
    if (taken.some((other) => overlaps(rect, other, 18))) continue;
    taken.push(rect);
    back +=
      shape === 'heart'
        ? heart(x, y, r * 1.6, thin)
        : shape === 'star'
          ? star(x, y, r, thin, between(random, -0.4, 0.4))
          : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.7)}" fill="#fff" stroke="#000" stroke-width="${f(thin)}"/>`;
    placedAccents++;
  }
  const drawn = await Promise.all(
    placed
      .slice(1)
      .concat(placed.slice(0, 1))
      .map(({ subject, cx, cy, size }) =>
        placeLineArt(subject.art, { cx, cy, size, stroke, flip: random() < 0.2 }),
      ),
  );
  return back + drawn.join('') + (framed ? frameSvg(difficulty, style, stroke) : '');
}

/**
 * A disc split by rays round a hub, and on hard pages by a ring too: the subject's silhouette
 * covers the middle, so around it lie many small wedges to colour, closed by the disc's edge.
 */
function medallionSvg(difficulty: Difficulty, stroke: number): string {
  const radius = 430;
  const rays = MEDALLION_RAYS[difficulty];
  // The rays start on a hub, so a slim subject does not leave their meeting point as a blot.
  const hub = 150;
  let svg =
    `<circle cx="512" cy="512" r="${radius}" fill="none" stroke="#000" stroke-width="${f(stroke * 1.2)}"/>` +
    `<circle cx="512" cy="512" r="${hub}" fill="none" stroke="#000" stroke-width="${f(stroke)}"/>`;
  for (let i = 0; i < rays; i++) {
    const angle = (i / rays) * Math.PI * 2;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    svg += `<line x1="${f(512 + hub * cos)}" y1="${f(512 + hub * sin)}" x2="${f(512 + radius * cos)}" y2="${f(512 + radius * sin)}" stroke="#000" stroke-width="${f(stroke)}"/>`;
  }
  if (difficulty === 'hard')
    svg += `<circle cx="512" cy="512" r="${radius * 0.82}" fill="none" stroke="#000" stroke-width="${f(stroke)}"/>`;
  return svg;
}
