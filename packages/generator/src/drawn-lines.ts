import type { LabImage } from './colour-regions';
import { dilate, erode, removeSmallComponents } from './mask-ops';

/** Darker than this (CIE L*) is ink, as a cartoon's outlines are. */
const INK_L = 25;
/** Ink thicker than 2×this (work pixels) is a filled black area, not a drawn line. */
const LINE_RADIUS = 3;
/**
 * Ink lines in pieces smaller than this share of the picture are a photo's dark texture (hair,
 * shadows), not drawing: a drawn outline runs on for a long way.
 */
const MIN_LINE_SHARE = 0.002;

/**
 * The lines an image already has: thin, near-black strokes, as a cartoon's outlines. They are
 * kept as lines; left to the colour regions, each would become a thin black region of its own
 * and be drawn twice, once along each side. Thick black areas are not lines: they stay regions
 * and get an outline. Returns a 0/1 mask (1 = drawn line) at the work size.
 */
export function drawnLines(image: LabImage): Uint8Array {
  const { width, height, lab } = image;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = (lab[i * 3] as number) < INK_L ? 1 : 0;
  const thick = dilate(erode(ink, width, height, LINE_RADIUS), width, height, LINE_RADIUS + 1);
  const lines = new Uint8Array(ink.length);
  for (let i = 0; i < ink.length; i++) lines[i] = ink[i] && !thick[i] ? 1 : 0;
  removeSmallComponents(lines, width, height, Math.round(width * height * MIN_LINE_SHARE), 1);
  return lines;
}

/**
 * Colour groups with the drawn lines painted over by the groups beside them (grown in from both
 * sides), so the areas a line separates meet under it and their border runs along the line.
 */
export function fillUnderLines(groups: Uint8Array, lines: Uint8Array, width: number): Uint8Array {
  const out = new Uint8Array(groups);
  let open: number[] = [];
  for (let i = 0; i < lines.length; i++) if (lines[i]) open.push(i);
  const done = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) done[i] = lines[i] ? 0 : 1;
  while (open.length) {
    const next: number[] = [];
    const fixed: [number, number][] = [];
    for (const i of open) {
      const x = i % width;
      const around = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      const from = around.find((j) => j >= 0 && j < lines.length && done[j]);
      if (from === undefined) next.push(i);
      else fixed.push([i, out[from] as number]);
    }
    if (fixed.length === 0) break;
    for (const [i, group] of fixed) {
      out[i] = group;
      done[i] = 1;
    }
    open = next;
  }
  return out;
}
