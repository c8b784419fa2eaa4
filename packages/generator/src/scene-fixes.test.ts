import { describe, expect, it } from 'vitest';
import type { Rect } from './backdrop';
import { composePage } from './offline-generator';
import type { PagePart } from './page-composition';
import type { Difficulty } from './prompt-check';

/**
 * Where the parts of four scenes end up (issue 37, docs/decisions/0053): the watering can in the
 * waterer's hand, pouring toward the flowers; the climber on the mountain's slope, big enough to
 * see; counted frogs apart from each other; the koala on the tree's trunk, not on its top.
 */
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];
const CASES = [1, 2, 3, 4].map((seed) => ({ seed, difficulty: DIFFICULTIES[seed % 3] as Difficulty }));

const subjectsOf = async (prompt: string, seed: number, difficulty: Difficulty) =>
  (await composePage({ prompt, seed, difficulty })).parts.filter((part) => part.role === 'subject');
const named = (parts: PagePart[], pattern: RegExp) => parts.filter((part) => pattern.test(part.name));
const centreX = (r: Rect) => r.x + r.width / 2;
const centreY = (r: Rect) => r.y + r.height / 2;
const bottom = (r: Rect) => r.y + r.height;
const gapX = (p: Rect, q: Rect) => Math.max(q.x - (p.x + p.width), p.x - (q.x + q.width));

describe('scenes drawn as the prompt says (issue 37)', () => {
  it.each(CASES)(
    'puts the watering can in the robot’s hand, pouring toward the flowers (seed $seed, $difficulty)',
    {
      timeout: 30_000,
    },
    async ({ seed, difficulty }) => {
      const parts = await subjectsOf('a robot watering flowers', seed, difficulty);
      const [robot] = named(parts, /robot/);
      const [can] = named(parts, /watering can/);
      const [flowers] = named(parts, /blossom|flower|tulip|rose|hibiscus|sunflower/);
      if (!robot || !can || !flowers)
        throw new Error(`missing parts: ${parts.map((p) => p.name).join(', ')}`);
      const [R, C] = [robot.box, can.box];
      // At hand height, at the robot's side, touching or overlapping it.
      expect(centreY(C)).toBeGreaterThan(R.y + R.height * 0.25);
      expect(centreY(C)).toBeLessThan(R.y + R.height * 0.9);
      expect(gapX(R, C)).toBeLessThanOrEqual(R.width * 0.1);
      // The flowers stand on the side the can is on: the spout points to them.
      expect(Math.sign(centreX(flowers.box) - centreX(R))).toBe(Math.sign(centreX(C) - centreX(R)));
    },
  );

  it.each(CASES)(
    'stands the climber on the mountain’s slope, readable (seed $seed, $difficulty)',
    {
      timeout: 30_000,
    },
    async ({ seed, difficulty }) => {
      const parts = await subjectsOf('a climber on a mountain', seed, difficulty);
      const [climber] = named(parts, /climb/);
      const [mountain] = named(parts, /mountain/);
      if (!climber || !mountain) throw new Error(`missing parts: ${parts.map((p) => p.name).join(', ')}`);
      const [A, M] = [climber.box, mountain.box];
      expect(A.height).toBeGreaterThanOrEqual(M.height * 0.3);
      expect(centreX(A)).toBeGreaterThan(M.x);
      expect(centreX(A)).toBeLessThan(M.x + M.width);
      // Partway up: neither on the ground at its foot nor perched on the peak.
      expect(bottom(A)).toBeGreaterThan(M.y + M.height * 0.25);
      expect(bottom(A)).toBeLessThan(bottom(M) - M.height * 0.2);
    },
  );

  it.each(CASES)(
    'keeps each counted frog whole and apart (seed $seed, $difficulty)',
    {
      timeout: 30_000,
    },
    async ({ seed, difficulty }) => {
      for (const [prompt, count] of [
        ['two frogs', 2],
        ['three frogs', 3],
        ['two wolves', 2],
      ] as const) {
        const parts = named(await subjectsOf(prompt, seed, difficulty), /frog|wolf/).sort(
          (p, q) => p.box.x - q.box.x,
        );
        expect(parts.length, prompt).toBe(count);
        for (const [i, part] of parts.entries()) {
          const { x, y, width, height } = part.box;
          expect(Math.min(x, y, 1024 - x - width, 1024 - y - height), prompt).toBeGreaterThanOrEqual(8);
          const next = parts[i + 1];
          if (next) expect(gapX(part.box, next.box), prompt).toBeGreaterThanOrEqual(30);
        }
      }
    },
  );

  it.each(CASES)(
    'holds the koala on the tree’s trunk, under its top (seed $seed, $difficulty)',
    {
      timeout: 30_000,
    },
    async ({ seed, difficulty }) => {
      const parts = await subjectsOf('a koala on a tree', seed, difficulty);
      const [koala] = named(parts, /koala/);
      const [tree] = named(parts, /tree/);
      if (!koala || !tree) throw new Error(`missing parts: ${parts.map((p) => p.name).join(', ')}`);
      const [K, T] = [koala.box, tree.box];
      expect(centreX(K)).toBeGreaterThan(T.x + T.width * 0.25);
      expect(centreX(K)).toBeLessThan(T.x + T.width * 0.75);
      expect(K.y).toBeGreaterThan(T.y + T.height * 0.2);
      expect(bottom(K)).toBeLessThan(bottom(T));
    },
  );

  it.each(CASES)(
    'puts the pan in the cook’s hand and the astronaut in the moon’s hollow (seed $seed, $difficulty)',
    {
      timeout: 30_000,
    },
    async ({ seed, difficulty }) => {
      const cooking = await subjectsOf('a chef cooking', seed, difficulty);
      const [cook] = named(cooking, /cook/);
      const [pan] = named(cooking, /^cooking$/);
      if (!cook || !pan) throw new Error(`missing parts: ${cooking.map((p) => p.name).join(', ')}`);
      expect(centreY(pan.box)).toBeGreaterThan(cook.box.y + cook.box.height * 0.25);
      expect(centreY(pan.box)).toBeLessThan(cook.box.y + cook.box.height * 0.9);
      expect(gapX(cook.box, pan.box)).toBeLessThanOrEqual(cook.box.width * 0.1);
      const moonPage = await subjectsOf('an astronaut on the moon', seed, difficulty);
      const [astronaut] = named(moonPage, /astronaut/);
      const [moon] = named(moonPage, /moon/);
      if (!astronaut || !moon) throw new Error(`missing parts: ${moonPage.map((p) => p.name).join(', ')}`);
      // Big enough to see, feet on the moon rather than above its tip.
      expect(astronaut.box.height).toBeGreaterThanOrEqual(moon.box.height * 0.4);
      expect(bottom(astronaut.box)).toBeGreaterThan(moon.box.y + moon.box.height * 0.3);
      expect(bottom(astronaut.box)).toBeLessThan(bottom(moon.box));
    },
  );

  it('leans two dancers each the other way, so the pair dances', { timeout: 30_000 }, async () => {
    for (const { seed, difficulty } of CASES) {
      const { svg } = await composePage({ prompt: 'a robot astronaut dancing', seed, difficulty });
      const leans = [...svg.matchAll(/ rotate\((-?9)\)/g)].map((match) => Number(match[1]));
      expect(leans.sort(), `seed ${seed}`).toEqual([-9, 9]);
    }
  });

  it('gives a panda eating bamboo a bamboo stalk at its paws, in every language', {
    timeout: 60_000,
  }, async () => {
    const prompts = ['a panda eating bamboo', 'un panda comiendo bambú', 'un panda qui mange du bambou'];
    prompts.push('ein Panda frisst Bambus', 'um panda comendo bambu');
    for (const [i, prompt] of prompts.entries()) {
      const { seed, difficulty } = CASES[i % CASES.length] as (typeof CASES)[number];
      const parts = await subjectsOf(prompt, seed, difficulty);
      const [panda] = named(parts, /panda/);
      const [bamboo] = named(parts, /bamboo/);
      expect(panda && bamboo, `${prompt}: ${parts.map((part) => part.name).join(', ')}`).toBeTruthy();
      if (!panda || !bamboo) continue;
      // Held between its paws: touching the panda, its foot near the panda's.
      expect(gapX(panda.box, bamboo.box), prompt).toBeLessThanOrEqual(0);
      expect(Math.abs(bottom(bamboo.box) - bottom(panda.box)), prompt).toBeLessThan(0.15 * panda.box.height);
    }
  });
});
