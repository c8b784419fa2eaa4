import { describe, expect, it } from 'vitest';
import { matchSubjects } from './line-art-library';
import { checkPrompt } from './prompt-check';
import {
  SUGGESTION_ACTIONS,
  SUGGESTION_SETTINGS,
  SUGGESTION_SUBJECTS,
  suggestPrompt,
} from './prompt-suggestions';
import { seededRandom } from './seeded-random';

describe('suggestPrompt', () => {
  it('has real variety', () => {
    expect(new Set(SUGGESTION_SUBJECTS).size).toBeGreaterThanOrEqual(60);
    expect(new Set(SUGGESTION_ACTIONS).size).toBeGreaterThanOrEqual(30);
    expect(new Set(SUGGESTION_SETTINGS).size).toBeGreaterThanOrEqual(30);
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => suggestPrompt(random)));
    expect(seen.size).toBeGreaterThan(190);
  });

  it('only suggests subjects the offline library can draw', () => {
    for (const subject of SUGGESTION_SUBJECTS) {
      expect(matchSubjects(subject), subject).not.toEqual([]);
    }
  });

  it('reads as one sentence with the right article and passes the prompt check', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 100; i++) {
      const prompt = suggestPrompt(random);
      expect(prompt).toMatch(/^(a|an) \S.* (in|on|under|at|by) \S.*$/);
      expect(prompt).not.toMatch(/\s\s/);
      expect(prompt).not.toMatch(/\ba [aeio]/);
      expect(checkPrompt(prompt)).toBe(prompt);
      // A child in kid mode gets suggestions too (docs/decisions/0031).
      expect(checkPrompt(prompt, { strict: true })).toBe(prompt);
    }
  });

  it('is deterministic for a given random source', () => {
    expect(suggestPrompt(seededRandom(1))).toBe(suggestPrompt(seededRandom(1)));
  });
});
