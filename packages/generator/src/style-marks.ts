import type { Stage } from './backdrop';
import type { Difficulty } from './prompt-check';
import { between, type Random } from './seeded-random';

/**
 * What makes a realistic page tell apart from a cartoon one at a glance besides its thin line
 * (issue 26): fine texture strokes in its open places; a cartoon one, its subjects' bold outer
 * outlines. (Kawaii pages have their faces, hearts and stars, badges and bold lines everywhere;
 * mandalas and patterns their own layouts.)
 */
/**
 * A cartoon page's mark: its subjects wear a bold, rounded outer outline (this many times the
 * page's line) around their closed silhouettes only, inner lines staying at the page's weight.
 * Centred on the silhouette's edge, its inner half lies on the drawing's own outer line, so it
 * adds weight outside the drawing and leaves the areas inside (and the region count) as they were.
 */
export const CARTOON_OUTLINE = 2.4;
/** How many texture marks a realistic page gets. */
export const TEXTURE_COUNT: Record<Difficulty, number> = { easy: 10, medium: 16, hard: 22 };
export const TEXTURE_SIZE: [number, number] = [14, 22];

const f = (n: number) => n.toFixed(1);
const open = (d: string, stroke: number) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(stroke)}" stroke-linecap="round"/>`;

/**
 * A realistic page's texture mark at (x, y): a tuft of grass blades on the ground, a few wind
 * or water lines above it. Only open strokes that touch nothing, so no region is split and the
 * difficulty's region count stays what it was.
 */
export function textureFor(stage: Stage, stroke: number) {
  return (random: Random, x: number, y: number, r: number): string => {
    const below = y > stage.horizon;
    if (below && stage.backdrop !== 'underwater' && stage.backdrop !== 'room' && stage.backdrop !== 'party') {
      const blades = [-0.5, 0, 0.5].map((dx) => {
        const lean = between(random, -0.35, 0.35) * r;
        const top = y - r * between(random, 0.7, 1.1);
        return `M${f(x + dx * r)},${f(y)} Q${f(x + dx * r + lean * 0.3)},${f((y + top) / 2)} ${f(x + dx * r * 1.4 + lean)},${f(top)}`;
      });
      return open(blades.join(' '), stroke);
    }
    // Wind in the sky, ripples on water, the grain of a floor: two offset strokes.
    const w = r * 1.3;
    return open(
      `M${f(x - w)},${f(y)} q${f(w * 0.5)},${f(-r * 0.25)} ${f(w)},0 t${f(w)},0 M${f(x - w * 0.4)},${f(y + r * 0.45)} q${f(w * 0.4)},${f(-r * 0.2)} ${f(w * 0.8)},0`,
      stroke,
    );
  };
}
