import { describe, expect, it } from 'vitest';
import { composePage, planPage } from './offline-generator';

const COUNTS: [string, number, RegExp][] = [
  ['two cats', 2, /^cat$/],
  ['three ducks swimming in a lake', 3, /duck/],
  ['a family of bears', 3, /bear/],
  ['a group of penguins', 4, /penguin/],
  ['5 dogs', 5, /dog/],
  ['ducks in a pond', 3, /duck/],
  ['dos gatos', 2, /^cat$/],
  ['eine Bärenfamilie', 3, /bear/],
  ['quatre lapins', 4, /rabbit/],
  ['três cavalos', 3, /horse/],
];

describe('counts: "two", "three", "a family of", "a group of", plurals (issue 37)', () => {
  it('plans that many of the subject, at most five', () => {
    for (const [prompt, count, name] of COUNTS) {
      const plan = planPage({ prompt, seed: 1 });
      expect(plan.count, prompt).toBe(count);
      expect(
        plan.subjects.slice(0, count).every((s) => name.test(s.name)),
        prompt,
      ).toBe(true);
    }
    expect(planPage({ prompt: 'twenty cats', seed: 1 }).count).toBe(5);
    expect(planPage({ prompt: 'a cat', seed: 1 }).count).toBeUndefined();
    // Not a count: "two" is no two-hump camel, candles are the cake's, glasses one thing.
    expect(planPage({ prompt: 'two cats', seed: 3 }).subjects.some((s) => /camel/.test(s.name))).toBe(false);
    expect(planPage({ prompt: 'a birthday cake with candles', seed: 1 }).count).toBeUndefined();
  });

  it('draws each of them whole: inside the page, none over another', async () => {
    for (const [prompt, count] of COUNTS.filter((_, i) => [0, 2, 3, 4].includes(i))) {
      const page = await composePage({ prompt, seed: 2 });
      const boxes = page.parts.filter((p) => p.role === 'subject').map((p) => p.box);
      expect(boxes.length, prompt).toBe(count);
      for (const box of boxes) {
        expect(box.x, prompt).toBeGreaterThan(0);
        expect(box.y, prompt).toBeGreaterThan(0);
        expect(box.x + box.width, prompt).toBeLessThan(1024);
        expect(box.y + box.height, prompt).toBeLessThan(1024);
      }
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
          const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
          const shared = Math.max(0, w) * Math.max(0, h);
          // Boxes are loose around a drawing: a sliver of shared box is not a covered subject.
          expect(shared / Math.min(a.width * a.height, b.width * b.height), prompt).toBeLessThan(0.08);
        }
    }
  }, 120_000);
});
