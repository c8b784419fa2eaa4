import type { Difficulty } from './prompt-check';
import { flower, heart, star } from './scene-parts';
import { between, intBetween, pick, type Random } from './seeded-random';

/**
 * Procedural mandala and pattern pages: rotational symmetry built from closed, white-filled
 * motifs, outer rings first so inner rings overlap them cleanly. Every choice comes from the
 * seeded random, so one seed always draws the same page.
 */
const f = (n: number) => Number(n.toFixed(1));
const CX = 512;
const CY = 512;

type Motif = 'petal' | 'scallop' | 'dot' | 'spike' | 'leaf' | 'ring';
const MOTIFS: Motif[] = ['petal', 'scallop', 'dot', 'spike', 'leaf', 'petal', 'leaf'];

function motifPath(motif: Motif, inner: number, outer: number, width: number): string {
  const mid = (inner + outer) / 2;
  switch (motif) {
    case 'petal':
      return `M0,${f(-inner)} C${f(width)},${f(-inner - (outer - inner) * 0.25)} ${f(width * 0.8)},${f(-outer + (outer - inner) * 0.15)} 0,${f(-outer)} C${f(-width * 0.8)},${f(-outer + (outer - inner) * 0.15)} ${f(-width)},${f(-inner - (outer - inner) * 0.25)} 0,${f(-inner)} Z`;
    case 'leaf':
      return `M0,${f(-inner)} Q${f(width * 1.1)},${f(-mid)} 0,${f(-outer)} Q${f(-width * 1.1)},${f(-mid)} 0,${f(-inner)} Z`;
    case 'spike':
      return `M${f(-width)},${f(-inner)} L0,${f(-outer)} L${f(width)},${f(-inner)} Z`;
    case 'scallop':
      return `M${f(-width)},${f(-inner)} A${f(width)},${f(outer - inner)} 0 0 1 ${f(width)},${f(-inner)} Z`;
    case 'dot':
      return `M0,${f(-mid - width / 2)} a${f(width / 2)},${f(width / 2)} 0 1 0 0.1,0 Z`;
    default:
      return '';
  }
}

const shape = (d: string, angle: number, stroke: number) =>
  `<path d="${d}" transform="translate(${CX} ${CY}) rotate(${f(angle)})" fill="#fff" stroke="#000" stroke-width="${f(stroke)}" stroke-linejoin="round"/>`;
const circle = (r: number, stroke: number) =>
  `<circle cx="${CX}" cy="${CY}" r="${f(r)}" fill="#fff" stroke="#000" stroke-width="${f(stroke)}"/>`;

const LAYERS: Record<Difficulty, number> = { easy: 4, medium: 6, hard: 8 };
const FOLDS: Record<Difficulty, number[]> = { easy: [6, 8], medium: [8, 10, 12], hard: [12, 16, 18] };

/** A full mandala; `centre` (markup centred on 512,512) replaces the innermost rings when given. */
export function mandalaSvg(random: Random, difficulty: Difficulty, stroke: number, centre?: string): string {
  const layers = LAYERS[difficulty];
  const outerRadius = 430;
  const innerRadius = centre ? 170 : 50;
  const step = (outerRadius - innerRadius) / layers;
  let svg = '';
  for (let layer = 0; layer < layers; layer++) {
    const outer = outerRadius - layer * step;
    const inner = outer - step * between(random, 1.1, 1.5);
    const folds = pick(random, FOLDS[difficulty]) * (layer % 2 === 0 ? 1 : pick(random, [1, 2]));
    const motif = pick(random, MOTIFS);
    const width = Math.min(((2 * Math.PI * inner) / folds) * 0.55, step * 0.9);
    const offset = layer % 2 === 0 ? 0 : 180 / folds;
    if (layer === 0 || random() < 0.35) svg += circle(outer * 1.02, stroke);
    for (let i = 0; i < folds; i++)
      svg += shape(motifPath(motif, Math.max(inner, 10), outer, width), offset + (360 / folds) * i, stroke);
    if (motif === 'dot' || random() < 0.5) svg += circle(inner, stroke);
  }
  if (centre) return `${svg}${circle(innerRadius, stroke)}${centre}`;
  svg += circle(innerRadius, stroke);
  const folds = pick(random, [6, 8]);
  for (let i = 0; i < folds; i++)
    svg += shape(motifPath('petal', 8, innerRadius * 0.9, innerRadius * 0.35), (360 / folds) * i, stroke);
  return `${svg}${circle(innerRadius * 0.28, stroke)}`;
}

type Tile = (cx: number, cy: number, size: number) => string;

/** Geometric tiles for pattern pages that have no subject to repeat. */
export const geometricTiles = (random: Random, stroke: number): Tile[] => [
  (cx, cy, s) => flower(cx, cy - s * 0.12, s * 0.16, stroke, intBetween(random, 5, 8)),
  (cx, cy, s) => star(cx, cy, s * 0.34, stroke),
  (cx, cy, s) => heart(cx, cy, s * 0.55, stroke),
  (cx, cy, s) =>
    [0.38, 0.26, 0.14]
      .map(
        (k) =>
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * k)}" fill="#fff" stroke="#000" stroke-width="${f(stroke)}"/>`,
      )
      .join(''),
  (cx, cy, s) =>
    `<rect x="${f(cx - s * 0.26)}" y="${f(cy - s * 0.26)}" width="${f(s * 0.52)}" height="${f(s * 0.52)}" transform="rotate(45 ${f(cx)} ${f(cy)})" fill="#fff" stroke="#000" stroke-width="${f(stroke)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.12)}" fill="#fff" stroke="#000" stroke-width="${f(stroke)}"/>`,
];

const CELLS: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 6 };
const PATTERN_LEFT = 72;

/** The size a pattern page gives each tile drawing. */
export const patternTileSize = (difficulty: Difficulty) =>
  ((1024 - 2 * PATTERN_LEFT) / CELLS[difficulty]) * 0.8;

/**
 * A grid of tiles inside the frame. Grid lines divide the page into closed cells, and tiles
 * alternate so it reads as a pattern rather than a table.
 */
export function patternSvg(random: Random, difficulty: Difficulty, stroke: number, tiles: Tile[]): string {
  const cells = CELLS[difficulty];
  const left = PATTERN_LEFT;
  // The seed decides which tile starts and whether the circles sit on odd or even cells.
  const shift = Math.floor(random() * tiles.length);
  const parity = random() < 0.5 ? 0 : 1;
  const size = (1024 - 2 * left) / cells;
  let svg = '';
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      const x = left + col * size;
      const y = left + row * size;
      svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" fill="#fff" stroke="#000" stroke-width="${f(stroke)}"/>`;
      if ((row + col) % 2 === parity) {
        svg += `<circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size * 0.46)}" fill="#fff" stroke="#000" stroke-width="${f(stroke * 0.8)}"/>`;
      }
      const tile = tiles[(row * cells + col + (row % 2) + shift) % tiles.length] ?? tiles[0];
      if (tile) svg += tile(x + size / 2, y + size / 2, size * 0.8);
    }
  }
  return svg;
}
