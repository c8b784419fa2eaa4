import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { toInk } from './line-art-svg';
import { composePageSvg, generateOffline, planPage } from './offline-generator';
import type { Difficulty } from './prompt-check';
import { regionMapOf, regionStats } from './region-stats';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('offline generator: compositions', () => {
  it('measures what difficulty means: easy has few regions, hard many', { timeout: 60_000 }, async () => {
    const prompts = ['a unicorn', 'a fox in the forest', 'a rocket', 'a cat and a dog', 'an octopus'];
    const counts: Record<Difficulty, number[]> = { easy: [], medium: [], hard: [] };
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (const [i, prompt] of prompts.entries()) {
        const page = await cleanUpLineArt(await generateOffline({ prompt, seed: 11 + i, difficulty }));
        counts[difficulty].push(regionStats(await regionMapOf(page.illustration)).regions);
      }
    }
    const [easy, medium, hard] = [median(counts.easy), median(counts.medium), median(counts.hard)];
    expect(easy, JSON.stringify(counts)).toBeLessThan(medium);
    expect(medium, JSON.stringify(counts)).toBeLessThan(hard);
    expect(easy * 2, JSON.stringify(counts)).toBeLessThanOrEqual(hard);
  });

  it('varies the composition by seed: hero pages and scenes, framed and not', async () => {
    const plans = Array.from({ length: 16 }, (_, seed) => planPage({ prompt: 'a unicorn', seed }));
    expect(new Set(plans.map((plan) => plan.composition))).toEqual(new Set(['hero', 'scene']));
    const svgs = await Promise.all(
      Array.from({ length: 10 }, (_, seed) =>
        composePageSvg({ prompt: 'a unicorn', seed, difficulty: 'hard' }),
      ),
    );
    // The decorated frame's outer line sits 22 px from the edge.
    const framed = svgs.filter((svg) => svg.includes('<rect x="22" y="22"')).length;
    expect(framed).toBeGreaterThan(0);
    expect(framed).toBeLessThan(svgs.length);
  });

  it('keeps a named setting as a scene', () => {
    for (let seed = 0; seed < 12; seed++) {
      expect(planPage({ prompt: 'a horse on a farm', seed }).composition).toBe('scene');
      expect(planPage({ prompt: 'jungle', seed }).composition).toBe('scene');
    }
  });

  it('keeps faces: shapes filled by default (OpenMoji eyes) become outlines, not nothing', async () => {
    const ink = toInk(
      '<svg viewBox="0 0 72 72"><g><path d="M42,33c0,1.1-0.9,2-2,2s-2-0.9-2-2s0.9-2,2-2S42,31.9,42,33"/><circle cx="3" cy="3" r="1" fill="none" stroke="#000000"/></g></svg>',
    );
    expect(ink).toContain(
      '<path d="M42,33c0,1.1-0.9,2-2,2s-2-0.9-2-2s0.9-2,2-2S42,31.9,42,33" fill="none" stroke="#000"/>',
    );
    expect(ink).toContain('<circle cx="3" cy="3" r="1" fill="none" stroke="#000"/>');
    const svg = await composePageSvg({ prompt: 'a girl', seed: 1 });
    // The girl's eyes (OpenMoji 1F467 draws them as unstroked paths) are on the page.
    expect(svg).toMatch(/<path d="M4\d[^"]*" fill="none" stroke="#000"\/>/);
  });
});
