import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { generateOffline, planPage } from './offline-generator';
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

/** No white region may take more than this share of the whole page. */
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
    '$prompt: no region floods the page, sky and ground stay apart',
    async ({ prompt, horizon }) => {
      for (const seed of [1, 7, 2, 3]) {
        const { illustration } = await cleanUpLineArt(await generateOffline({ prompt, seed }));
        const map = await regionMapOf(illustration);
        const largest = Math.max(...map.areas.slice(1)) / (map.width * map.height);
        expect(largest, `${prompt} (seed ${seed})`).toBeLessThan(MAX_LARGEST);
        expect(regionStats(map).regions).toBeGreaterThan(20);
        const plan = planPage({ prompt, seed });
        if (!horizon || plan.backdrop === 'border') continue;
        // The top-left corner (sky or wall) and the bottom-left corner (ground or floor) are
        // different regions: the sky does not run down into the ground.
        const sky = regionAt(map, 12, 12);
        const ground = regionAt(map, 12, map.height - 12);
        expect(sky, `${prompt} (seed ${seed})`).toBeGreaterThan(0);
        expect(ground, `${prompt} (seed ${seed})`).not.toBe(sky);
      }
    },
    30_000,
  );
});
