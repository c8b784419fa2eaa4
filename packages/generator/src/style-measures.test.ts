import { describe, expect, it } from 'vitest';
import { loadLineArt } from './line-art-svg';
import { composePage } from './offline-generator';
import type { PageStyle } from './prompt-check';
import { boldOutlineShare, lineWeight, radialRepeat, tileRepeat } from './style-measures';

const STYLES: PageStyle[] = ['cartoon', 'kawaii', 'realistic', 'mandala', 'pattern'];
const PROMPTS = ['a cat in the garden', 'a fox in the forest', 'a unicorn'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A page of white (no ink) and a page of one line, to see the measures read what is drawn. */
function page(draw: (x: number, y: number) => boolean): Uint8Array {
  const grey = new Uint8Array(1024 * 1024).fill(255);
  for (let y = 0; y < 1024; y++) for (let x = 0; x < 1024; x++) if (draw(x, y)) grey[y * 1024 + x] = 0;
  return grey;
}

describe('style measures', () => {
  it('read line weight, turning repeats and tiling repeats from the pixels', () => {
    const rings = page((x, y) => {
      const r = Math.hypot(x - 512, y - 512);
      return Math.abs(r - 200) < 4 || Math.abs(r - 350) < 6;
    });
    expect(lineWeight(rings)).toBeGreaterThanOrEqual(7);
    expect(radialRepeat(rings)).toBeGreaterThan(0.9);
    const bars = page((x) => x % 160 < 6);
    expect(lineWeight(bars)).toBe(6);
    expect(tileRepeat(bars)).toBeGreaterThan(0.9);
    expect(boldOutlineShare(bars)).toBe(0);
    // Fine bars with every third one bold: a third of the crossings are bold outline.
    const outlined = page((x) => x % 160 < (Math.floor(x / 160) % 3 === 0 ? 16 : 6));
    expect(boldOutlineShare(outlined)).toBeGreaterThan(0.25);
    const diagonal = page((x, y) => Math.abs(x - y * 0.4 - 300) < 3);
    expect(radialRepeat(diagonal)).toBeLessThan(0.3);
    expect(tileRepeat(diagonal)).toBeLessThan(0.3);
  });
});

describe('offline styles a parent can tell apart at a glance (issue 26)', () => {
  it('draws the cartoon outline bold only round silhouettes that hold the whole drawing', async () => {
    // Twemoji's drawings are closed shapes: their outline is the shapes' own edge, drawn bold
    // unless it would fill narrow gaps solid black (the monkey's curled tail).
    for (const hexcode of ['1F408', '1F98A', '1F995']) {
      const art = await loadLineArt({ hexcode });
      expect([art.source, art.complete], hexcode).toEqual(['twemoji', true]);
    }
    const monkey = await loadLineArt({ hexcode: '1F412' });
    expect([monkey.source, monkey.complete]).toEqual(['twemoji', false]);
    // OpenMoji's line drawings: the lighthouse's silhouette holds it; the narwhal's misses its tusk.
    for (const hexcode of ['E212', 'CB-HOT-AIR-BALLOON'])
      expect((await loadLineArt({ hexcode })).complete, hexcode).toBe(true);
    for (const hexcode of ['E001', 'E006'])
      expect((await loadLineArt({ hexcode })).complete, hexcode).toBe(false);
  });

  it('gives each style its own line weight or layout on the same prompts', { timeout: 180_000 }, async () => {
    const figures: Record<string, { weight: number; bold: number; radial: number; tiles: number }[]> = {};
    for (const style of STYLES) {
      figures[style] = [];
      for (const prompt of PROMPTS) {
        const { grey } = await composePage({ prompt, seed: 2, style, difficulty: 'medium' });
        figures[style]?.push({
          weight: lineWeight(grey),
          bold: boldOutlineShare(grey),
          radial: radialRepeat(grey),
          tiles: tileRepeat(grey),
        });
      }
    }
    const report = JSON.stringify(figures);
    const of = (style: PageStyle) => figures[style] ?? [];
    const scenes: PageStyle[] = ['cartoon', 'kawaii', 'realistic'];
    PROMPTS.forEach((prompt, i) => {
      const at = (style: PageStyle) => of(style)[i] ?? { weight: 0, bold: 0, radial: 0, tiles: 0 };
      // Realistic pages are drawn with a fine line, about half a cartoon's.
      expect(at('realistic').weight, `${prompt}: ${report}`).toBeLessThanOrEqual(at('cartoon').weight * 0.7);
      // Cartoon subjects wear a bold outer outline over the page's line; kawaii is bold all over.
      expect(at('cartoon').bold, `${prompt}: ${report}`).toBeGreaterThan(0.14);
      for (const other of ['kawaii', 'realistic'] as const)
        expect(at('cartoon').bold, `${prompt}: ${report}`).toBeGreaterThan(at(other).bold + 0.04);
      // A mandala repeats turned about its centre; a pattern repeats shifted by a tile.
      for (const scene of scenes) {
        expect(at('mandala').radial, `${prompt}: ${report}`).toBeGreaterThan(at(scene).radial + 0.15);
        expect(at('pattern').tiles, `${prompt}: ${report}`).toBeGreaterThan(at(scene).tiles + 0.15);
      }
      expect(at('mandala').radial).toBeGreaterThan(0.7);
      expect(at('pattern').tiles).toBeGreaterThan(0.7);
    });
    // Kawaii pages are drawn bold.
    const weights = (style: PageStyle) => median(of(style).map((figure) => figure.weight));
    expect(weights('kawaii'), report).toBeGreaterThanOrEqual(weights('cartoon') * 1.2);
  });
});
