import { describe, expect, it } from 'vitest';
import { loadLineArt } from './line-art-svg';
import { chessboardDistance, dilate } from './mask-ops';
import { composePage, PAGE_SIZE } from './offline-generator';
import type { Difficulty } from './prompt-check';
import { COVER } from './subject-layout';
import { twemojiDrawing, vectorInk } from './twemoji';

/** Everyday prompts of every kind, a fifth of them in the app's other languages. */
const PROMPTS = [
  'a dragon reading a book',
  'a fox in a forest',
  'a race car',
  'a birthday cake with candles',
  'a giraffe next to a tree',
  'a tiger in the jungle',
  'a whale in the ocean',
  'a frog on a lily pad',
  'two rabbits in a meadow',
  'a family of ducks on a pond',
  'a girl riding a bicycle',
  'an astronaut on the moon',
  'a robot watering flowers',
  'a train crossing a bridge',
  'a pirate ship at sea',
  'a unicorn under a rainbow',
  'a snowman in the snow',
  'a pumpkin for halloween',
  'a lighthouse by the sea',
  'a cat and a dog',
  'a cow and a pig on the farm',
  'a monkey, a giraffe and an elephant in the jungle',
  'a princess in a castle',
  'a dinosaur',
  'un gato leyendo un libro',
  'dos caballos en una granja',
  'une voiture de course',
  'ein Hund schläft unter einem Baum',
  'um bolo de aniversário com velas',
  'uma menina andando de bicicleta',
];
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];
/** What three to five of a subject side by side cover at least. */
const COUNTED_ROW_COVER = 0.2;
/** A line this wide or less is a line; anything thicker that is black is a solid area. */
const LINE_HALF_WIDTH = 14;

/**
 * The largest solid black area, as a share of the page: black thicker than the boldest line,
 * grown back to its edge, taken one connected piece at a time.
 */
function largestSolidBlack(grey: Uint8Array): number {
  const n = PAGE_SIZE;
  const white = new Uint8Array(n * n);
  for (let i = 0; i < white.length; i++) white[i] = (grey[i] as number) >= 128 ? 1 : 0;
  const toWhite = chessboardDistance(white, n, n);
  const core = new Uint8Array(n * n);
  for (let i = 0; i < core.length; i++) core[i] = (toWhite[i] as number) > LINE_HALF_WIDTH ? 1 : 0;
  const solid = dilate(core, n, n, LINE_HALF_WIDTH);
  for (let i = 0; i < solid.length; i++) if (white[i]) solid[i] = 0;
  let largest = 0;
  const stack: number[] = [];
  for (let start = 0; start < solid.length; start++) {
    if (solid[start] !== 1) continue;
    let size = 0;
    solid[start] = 2;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size++;
      const x = i % n;
      for (const j of [x > 0 ? i - 1 : -1, x < n - 1 ? i + 1 : -1, i - n, i + n])
        if (j >= 0 && j < solid.length && solid[j] === 1) {
          solid[j] = 2;
          stack.push(j);
        }
    }
    largest = Math.max(largest, size);
  }
  return largest / (n * n);
}

describe('whole subjects with clean, even lines (issue 37)', () => {
  it('keeps each Twemoji shape as drawn: filled white, outlined, see-through shading dropped', () => {
    const ink = vectorInk(
      '<path fill="#ffcc4d" d="M1 1h4v4H1z"/><circle cx="3" cy="3" r="1"/><path fill="#000" opacity=".2" d="M0 0h1v1H0z"/>',
    );
    expect(ink).toBe(
      '<path fill="#fff" stroke="#000" d="M1 1h4v4H1z"/><circle fill="#fff" stroke="#000" cx="3" cy="3" r="1"/>',
    );
    // The dog is Twemoji's whole dog (its own path data), not a traced silhouette.
    const dog = twemojiDrawing('1F415');
    expect(dog?.view).toBe(36);
    expect(dog?.ink).toMatch(/^<path fill="#fff" stroke="#000" d="M31\.034 14\.374/);
  });

  it('draws a placed subject with its source shapes only, one even line, round joins', {
    timeout: 30_000,
  }, async () => {
    const page = await composePage({ prompt: 'a dog', seed: 1, difficulty: 'medium' });
    const art = await loadLineArt({ hexcode: '1F415' });
    const group = page.svg.match(/<g data-art="1F415"[^>]*>(.*?)<\/g><\/g>/)?.[1] ?? '';
    expect(group).toContain(art.ink);
    // No traced outline path of its own: every stroke width inside is the group's one width.
    expect(group).not.toContain(art.outline.slice(0, 40));
    expect(group).toMatch(/^<g stroke-width="[\d.]+" stroke-linecap="round" stroke-linejoin="round">/);
  });

  it('puts every subject whole on the page, covering 25–60 % of the drawing area, with no solid black', {
    timeout: 120_000,
  }, async () => {
    const problems: string[] = [];
    for (const [i, prompt] of PROMPTS.entries()) {
      const difficulty = DIFFICULTIES[i % 3] as Difficulty;
      const page = await composePage({ prompt, seed: 1 + i, difficulty });
      const subjects = page.parts.filter((part) => part.role === 'subject');
      const area = page.area;
      if (!area || subjects.length === 0) {
        problems.push(`${prompt}: no scene with subjects (${page.plan.layout})`);
        continue;
      }
      const drawing = (area.x1 - area.x0) * (area.y1 - area.y0);
      const cover = subjects.reduce((sum, { box }) => sum + box.width * box.height, 0) / drawing;
      // Three or more of one subject stand in one row, each whole: wide ones cannot reach a
      // quarter of the page that way (two rows are not built yet), so they are held to less.
      const low = (page.plan.count ?? 1) >= 3 ? COUNTED_ROW_COVER : COVER[0];
      if (cover < low || cover > COVER[1]) problems.push(`${prompt}: covers ${cover.toFixed(2)}`);
      for (const { name, box } of subjects) {
        const edge = Math.min(box.x, box.y, PAGE_SIZE - box.x - box.width, PAGE_SIZE - box.y - box.height);
        if (edge < 8) problems.push(`${prompt}: ${name} ${edge.toFixed(0)} px from the edge`);
      }
      const solid = largestSolidBlack(page.grey);
      if (solid > 0.01) problems.push(`${prompt}: a solid black area of ${(100 * solid).toFixed(1)} %`);
    }
    expect(problems).toEqual([]);
  });

  it('draws the figures put together from a face and a body whole, with no solid black', {
    timeout: 180_000,
  }, async () => {
    // composed-drawings.ts (docs/decisions/0053): a face or a bust on one of Twemoji's bodies.
    const problems: string[] = [];
    const prompts = ['a lion', 'a wolf', 'a bear', 'a panda', 'a hamster', 'a unicorn', 'a raccoon'];
    prompts.push('a doctor', 'an astronaut', 'grandmother', 'a baby', 'a fairy', 'an alien', 'a chef');
    for (const prompt of prompts)
      for (const difficulty of DIFFICULTIES) {
        const page = await composePage({ prompt, seed: 1, difficulty });
        const solid = largestSolidBlack(page.grey);
        if (solid > 0.01)
          problems.push(`${prompt} (${difficulty}): solid black ${(100 * solid).toFixed(1)} %`);
        for (const { name, box } of page.parts.filter((part) => part.role === 'subject')) {
          const edge = Math.min(box.x, box.y, PAGE_SIZE - box.x - box.width, PAGE_SIZE - box.y - box.height);
          if (edge < 8)
            problems.push(`${prompt} (${difficulty}): ${name} ${edge.toFixed(0)} px from the edge`);
        }
      }
    expect(problems).toEqual([]);
  });

  it('draws a lone standing figure tall enough to cover a quarter of the drawing area, whole', {
    timeout: 120_000,
  }, async () => {
    // A thin figure stopped at the main subject's largest size covered 16-17 % (0053, 0056).
    const problems: string[] = [];
    for (const prompt of ['a doctor', 'grandmother', 'a prince', 'a girl', 'an astronaut', 'a candle'])
      for (const [i, difficulty] of DIFFICULTIES.entries()) {
        const page = await composePage({ prompt, seed: 2 + i, difficulty });
        const area = page.area;
        const [figure, ...others] = page.parts.filter((part) => part.role === 'subject');
        if (!area || !figure || others.length > 0) {
          problems.push(`${prompt} (${difficulty}): not one subject on a scene`);
          continue;
        }
        const { box } = figure;
        const cover = (box.width * box.height) / ((area.x1 - area.x0) * (area.y1 - area.y0));
        if (cover < COVER[0] || cover > COVER[1])
          problems.push(`${prompt} (${difficulty}): covers ${cover.toFixed(2)}`);
        // Whole, inside the drawing area (a framed page's too), its top and feet clear of it.
        const edge = Math.min(
          box.x - area.x0,
          box.y - area.y0,
          area.x1 - box.x - box.width,
          area.y1 - box.y - box.height,
        );
        if (edge < 24) problems.push(`${prompt} (${difficulty}): ${edge.toFixed(0)} px from the edge`);
      }
    expect(problems).toEqual([]);
  });

  it('finds solid black where there is some', () => {
    const grey = new Uint8Array(PAGE_SIZE * PAGE_SIZE).fill(255);
    // A 120-pixel black square (1.4 % of the page), a smaller one, and a 20-pixel-wide line.
    for (let y = 100; y < 220; y++) grey.fill(0, y * PAGE_SIZE + 100, y * PAGE_SIZE + 220);
    for (let y = 300; y < 360; y++) grey.fill(0, y * PAGE_SIZE + 300, y * PAGE_SIZE + 360);
    for (let y = 500; y < 520; y++) grey.fill(0, y * PAGE_SIZE + 100, y * PAGE_SIZE + 900);
    expect(largestSolidBlack(grey)).toBeCloseTo((120 * 120) / PAGE_SIZE ** 2, 3);
  });
});
