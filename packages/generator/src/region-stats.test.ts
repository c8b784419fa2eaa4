import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { generateOffline, planPage } from './offline-generator';
import { INNER } from './page-frame';
import { labelRegions, regionAt, regionMapOf, regionStats } from './region-stats';

describe('labelRegions', () => {
  it('closes gaps of up to 6 px like the fill tool, and not wider ones', () => {
    const size = 60;
    const wall = (gap: number) => {
      const grey = new Uint8Array(size * size).fill(255);
      for (let y = 0; y < size; y++) {
        if (y >= 30 && y < 30 + gap) continue;
        for (let x = 29; x < 31; x++) grey[y * size + x] = 0;
      }
      return labelRegions(grey, size, size);
    };
    const held = wall(6);
    expect(regionAt(held, 5, 5)).not.toBe(regionAt(held, 55, 5));
    const leaked = wall(9);
    expect(regionAt(leaked, 5, 5)).toBe(regionAt(leaked, 55, 5));
  });
});

/** Measured over 33 prompts × 2 seeds: 64–84 % before the silhouettes closed, 12–43 % after. */
const MAX_LARGEST = 0.45;

const pages: { prompt: string; horizon: boolean }[] = [
  { prompt: 'a friendly dragon in a castle', horizon: true },
  { prompt: 'a cat playing with yarn in a garden', horizon: true },
  { prompt: 'rocket in space', horizon: false },
  { prompt: 'underwater fish and octopus', horizon: false },
  { prompt: 'car on a road', horizon: true },
  { prompt: 'owl in a forest at night', horizon: true },
  { prompt: 'A lighthouse by the sea', horizon: true },
  { prompt: 'a day on the farm', horizon: true },
  { prompt: 'a walk in the woods', horizon: true },
];

describe('offline pages fall apart into closed regions', () => {
  it.each(pages)(
    '$prompt: no region floods the picture, sky and ground stay apart',
    async ({ prompt, horizon }) => {
      for (const seed of [1, 7, 2, 3]) {
        const { illustration } = await cleanUpLineArt(await generateOffline({ prompt, seed }));
        const map = await regionMapOf(illustration);
        const { largestInner, regions } = regionStats(map);
        if (planPage({ prompt, seed }).composition === 'hero') {
          // A hero page (hero-layout.ts) is the subject on open paper: the paper is one big region
          // by design, but the subject still falls apart into its own regions.
          expect(regions, `${prompt} (seed ${seed})`).toBeGreaterThan(5);
          continue;
        }
        expect(largestInner, `${prompt} (seed ${seed})`).toBeLessThan(MAX_LARGEST);
        expect(regions).toBeGreaterThan(20);
        if (!horizon) continue;
        // The sky in the top corner must not reach below the ground line (790–830 px).
        const sky = regionAt(map, INNER.x + 24, INNER.y + 24);
        expect(sky).toBeGreaterThan(0);
        let lowest = 0;
        for (let i = 0; i < map.labels.length; i++)
          if (map.labels[i] === sky) lowest = Math.floor(i / map.width);
        expect(lowest, `${prompt} (seed ${seed}): sky reaches y=${lowest}`).toBeLessThan(790);
        const ground = regionAt(map, INNER.x + 24, INNER.y + INNER.size - 24);
        expect(ground).toBeGreaterThan(0);
        expect(ground).not.toBe(sky);
      }
    },
    30_000,
  );
});
