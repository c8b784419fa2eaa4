import { describe, expect, it } from 'vitest';
import type { Rect } from './backdrop';
import { composePage } from './offline-generator';

const shared = (a: Rect, b: Rect) => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return (Math.max(0, w) * Math.max(0, h)) / Math.min(a.width * a.height, b.width * b.height);
};

/** Where a party's bunting hangs: the string's top and the pennants' bottom. */
const buntingBand = (svg: string): [number, number] | undefined => {
  const string = svg.match(/<path d="M-10,([\d.]+) Q512,([\d.]+) 1034,[\d.]+"/);
  return string ? [Number(string[1]), Number(string[2]) + 56] : undefined;
};

describe('nothing that looks broken (issue 37)', () => {
  it('keeps decorations off the subjects and off each other', async () => {
    const prompts = [
      'a birthday cake with candles',
      'a cat on a bed',
      'a fox in a forest',
      'a rabbit in a garden',
      'a teddy bear party',
    ];
    for (const prompt of prompts)
      for (const seed of [1, 2]) {
        const page = await composePage({ prompt, seed });
        const subjects = page.parts.filter((p) => p.role === 'subject').map((p) => p.box);
        const decor = page.parts.filter((p) => p.role === 'decor').map((p) => p.box);
        for (const [i, d] of decor.entries()) {
          for (const s of subjects)
            expect(shared(d, s), `${prompt} #${seed}: decor over subject`).toBeLessThan(0.1);
          for (const e of decor.slice(i + 1))
            expect(shared(d, e), `${prompt} #${seed}: decor over decor`).toBeLessThan(0.1);
        }
      }
  }, 180_000);

  it('hangs nothing on a party wall over its bunting, and no framed glyphs', async () => {
    let parties = 0;
    for (const seed of [1, 2, 3, 4]) {
      const page = await composePage({ prompt: 'a birthday cake with candles', seed, difficulty: 'hard' });
      const band = buntingBand(page.svg);
      if (!band) continue;
      parties++;
      // Shelves are drawn as wide rects with things on them; lamps stand on the floor.
      for (const rect of page.svg.matchAll(
        /<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/g,
      )) {
        const [y, h, w] = [Number(rect[2]), Number(rect[4]), Number(rect[3])];
        if (w > 1000) continue; // rails and skirting run edge to edge, under the bunting
        expect(y > band[1] || y + h < band[0], `seed ${seed}: rect at y ${y} under the bunting`).toBe(true);
      }
      // A frame within a frame with a glyph inside was the "missing image" icon.
      expect(page.svg).not.toMatch(
        /rx="3"[^>]*\/><rect[^>]*\/><path d="M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L/,
      );
    }
    expect(parties).toBeGreaterThan(0);
  }, 120_000);
});
