import type { Difficulty, PageStyle } from './prompt-check';
import { heart, star } from './scene-parts';

const f = (n: number) => Number(n.toFixed(1));

/** The drawing area inside the frame; scenes are clipped to it. */
export const INNER = { x: 56, y: 56, size: 912, radius: 28 };

/**
 * A double-line frame whose band is a region to colour. Harder pages fill the band with a row of
 * shapes; kawaii pages use hearts. The band is drawn after the scene, so it also hides anything
 * the scene drew past the inner edge.
 */
export function frameSvg(difficulty: Difficulty, style: PageStyle, stroke: number): string {
  const outer = 22;
  const band = INNER.x - outer;
  let svg =
    plainFrameSvg(stroke) +
    `<rect x="${outer}" y="${outer}" width="${1024 - 2 * outer}" height="${1024 - 2 * outer}" rx="${INNER.radius + band / 2}" fill="none" stroke="#000" stroke-width="${f(stroke * 1.2)}"/>`;
  if (difficulty === 'easy' && style !== 'kawaii') return svg;
  const mid = outer + band / 2;
  const count = difficulty === 'hard' ? 15 : 9;
  const step = (1024 - 2 * mid - 80) / (count - 1);
  const shapes: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const t = mid + 40 + i * step;
    shapes.push([t, mid], [t, 1024 - mid], [mid, t], [1024 - mid, t]);
  }
  const size = band * 0.62;
  const thin = stroke * 0.7;
  for (const [x, y] of shapes) {
    svg +=
      style === 'kawaii'
        ? heart(x, y, size, thin)
        : difficulty === 'hard'
          ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size / 2.4)}" fill="#fff" stroke="#000" stroke-width="${f(thin)}"/>`
          : star(x, y, size / 1.8, thin);
  }
  return svg;
}

/**
 * Just the inner edge: a single rounded line round the drawing area, with white beyond it so
 * nothing the scene drew past the edge shows. Scenes need an edge to close their regions; this
 * one leaves the page quieter than the decorated band.
 */
export function plainFrameSvg(stroke: number): string {
  return (
    `<path fill-rule="evenodd" fill="#fff" d="M0,0 H1024 V1024 H0 Z M${INNER.x},${INNER.y + INNER.radius} a${INNER.radius},${INNER.radius} 0 0 1 ${INNER.radius},-${INNER.radius} H${INNER.x + INNER.size - INNER.radius} a${INNER.radius},${INNER.radius} 0 0 1 ${INNER.radius},${INNER.radius} V${INNER.y + INNER.size - INNER.radius} a${INNER.radius},${INNER.radius} 0 0 1 -${INNER.radius},${INNER.radius} H${INNER.x + INNER.radius} a${INNER.radius},${INNER.radius} 0 0 1 -${INNER.radius},-${INNER.radius} Z"/>` +
    `<rect x="${INNER.x}" y="${INNER.y}" width="${INNER.size}" height="${INNER.size}" rx="${INNER.radius}" fill="none" stroke="#000" stroke-width="${f(stroke)}"/>`
  );
}
