import { describe, expect, it } from 'vitest';
import { cleanUpLineArt } from './clean-up';
import { toInk } from './line-art-svg';
import { composePage, composePageSvg, generateOffline, planPage } from './offline-generator';
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

  it('lets the main subject fill 35–70 % of the page, alone or with company', {
    timeout: 60_000,
  }, async () => {
    const prompts = ['a kangaroo', 'a pirate ship', 'an elephant', 'a bee', 'a cat and a dog', 'a knight'];
    for (const [i, prompt] of prompts.entries()) {
      for (const difficulty of ['easy', 'hard'] as const) {
        const { parts } = await composePage({ prompt, seed: 3 + i, difficulty });
        const sides = parts
          .filter((part) => part.role === 'subject')
          .map((part) => Math.max(part.box.width, part.box.height) / 1024);
        const main = Math.max(...sides);
        expect(main, `${prompt} (${difficulty})`).toBeGreaterThanOrEqual(0.35);
        // A lone standing figure (the knight) grows to the page's height to cover a quarter of
        // the drawing area (0056); everything else keeps to 70 % of the page.
        expect(main, `${prompt} (${difficulty})`).toBeLessThanOrEqual(prompt === 'a knight' ? 0.92 : 0.7);
      }
    }
  });

  it("keeps companions on the main subject's ground line", { timeout: 60_000 }, async () => {
    for (const seed of [1, 2, 3, 4]) {
      const subjects = (await composePage({ prompt: 'a cow and a pig on the farm', seed })).parts.filter(
        (part) => part.role === 'subject',
      );
      const [first, second] = subjects.map((part) => part.box.y + part.box.height);
      expect(Math.abs((first ?? 0) - (second ?? 0)), `seed ${seed}`).toBeLessThan(0.08 * 1024);
    }
  });

  it('frames only some pages: the framed border is an option, not the look', {
    timeout: 60_000,
  }, async () => {
    const svgs = await Promise.all(
      Array.from({ length: 12 }, (_, seed) =>
        composePageSvg({ prompt: 'a unicorn', seed, difficulty: 'hard' }),
      ),
    );
    // A border band is the only full frame: it covers the page outside an inner rectangle.
    const framed = svgs.filter((svg) => svg.includes('fill-rule="evenodd" d="M-10,-10 H1034')).length;
    expect(framed).toBeLessThan(svgs.length / 2);
  });

  it('makes styles visible: kawaii faces on badges and borders, realistic pages in a real place', () => {
    const plans = (style: 'kawaii' | 'realistic') =>
      Array.from({ length: 24 }, (_, seed) => planPage({ prompt: 'a cat', seed, style }));
    const kawaii = plans('kawaii');
    const realistic = plans('realistic');
    expect(kawaii.every((plan) => plan.subjects[0]?.name === 'cat face')).toBe(true);
    expect(
      kawaii.filter((plan) => plan.backdrop === 'badge' || plan.backdrop === 'border').length,
    ).toBeGreaterThan(4);
    expect(realistic.some((plan) => ['badge', 'border', 'plain'].includes(plan.backdrop ?? ''))).toBe(false);
    expect(realistic.every((plan) => plan.subjects[0]?.name === 'cat')).toBe(true);
  });

  it('keeps faces: shapes filled by default (OpenMoji eyes) become outlines, not nothing', {
    timeout: 60_000,
  }, async () => {
    const ink = toInk(
      '<svg viewBox="0 0 72 72"><g><path d="M42,33c0,1.1-0.9,2-2,2s-2-0.9-2-2s0.9-2,2-2S42,31.9,42,33"/><circle cx="3" cy="3" r="1" fill="none" stroke="#000000"/></g></svg>',
    );
    expect(ink).toContain(
      '<path d="M42,33c0,1.1-0.9,2-2,2s-2-0.9-2-2s0.9-2,2-2S42,31.9,42,33" fill="none" stroke="#000"/>',
    );
    expect(ink).toContain('<circle cx="3" cy="3" r="1" fill="none" stroke="#000"/>');
    // A kawaii page keeps the girl's face (elsewhere she is drawn whole, decision 0046): her eyes
    // (Twemoji 1F467 fills them dark brown) are on the page, as outlines.
    const svg = await composePageSvg({ prompt: 'a girl', seed: 1, style: 'kawaii' });
    expect(svg).toContain('<path fill="#fff" stroke="#000" d="M12 20a1 1 0 0 1-1-1v-2a1 1 0 0 1 2 0v2');
  });
});
