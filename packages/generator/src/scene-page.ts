import type { LineArtEntry } from './line-art-library';
import { type LineArt, loadLineArt, placedSize, placeLineArt } from './line-art-svg';
import { frameSvg, INNER, plainFrameSvg } from './page-frame';
import type { Difficulty, PageStyle } from './prompt-check';
import type { Scene } from './scene';
import { layoutScene, type Rect } from './scene-layout';
import { between, pick, type Random } from './seeded-random';

export const STROKE: Record<Difficulty, number> = { easy: 11, medium: 8, hard: 6 };
const MAIN_SIZE: Record<Difficulty, number> = { easy: 640, medium: 580, hard: 520 };
export const MAX_COMPANIONS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 2 };

export interface Subject {
  entry: LineArtEntry;
  art: LineArt;
}

export const floats = (entry: LineArtEntry) =>
  entry.kind === 'flying' ||
  (entry.kind === 'sky' && !/snowman/.test(entry.name)) ||
  (entry.kind === 'water' && !/crab|lobster|coral|turtle|seal|shell/.test(entry.name)) ||
  /butterfly|bee|bat|dragon|fairy|angel|balloon|kite/.test(entry.name);

/** A scene page: the main subject big in the middle, companions beside it, a landscape and a frame. */
export async function scenePage(
  scene: Scene,
  random: Random,
  difficulty: Difficulty,
  style: PageStyle,
  subjects: Subject[],
  framed: boolean,
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
    (framed ? frameSvg(difficulty, style, stroke) : plainFrameSvg(stroke))
  );
}
