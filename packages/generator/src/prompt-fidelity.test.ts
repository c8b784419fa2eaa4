import { FIDELITY_SET } from '@colorbook/test-servers/prompt-fidelity-set';
import { describe, expect, it } from 'vitest';
import { planPage } from './offline-generator';

/** Whether every expected subject is among the page's drawings, for a few seeds. */
function faithful(prompt: string, expected: string[]): boolean {
  return [1, 2, 3].every((seed) => {
    const names = planPage({ prompt, seed }).subjects.map((subject) => subject.name);
    return expected.every((pattern) => names.some((name) => new RegExp(pattern, 'i').test(name)));
  });
}

describe('offline generator: the prompt decides the subject', () => {
  it(`shows the expected subjects for at least 95 % of ${FIDELITY_SET.length} prompts`, () => {
    expect(FIDELITY_SET.length).toBeGreaterThanOrEqual(150);
    const failed = FIDELITY_SET.filter(([prompt, expected]) => !faithful(prompt, expected)).map(
      ([prompt]) => prompt,
    );
    const share = 1 - failed.length / FIDELITY_SET.length;
    expect(share, `failed: ${failed.join('; ')}`).toBeGreaterThanOrEqual(0.95);
  });

  it('matches the longest, most specific concept first', () => {
    const names = (prompt: string) => planPage({ prompt, seed: 7 }).subjects.map((subject) => subject.name);
    expect(names('race car')).toEqual(['racing car']);
    expect(names('a racing car')).toEqual(['racing car']);
    expect(names('a car')).toEqual(['automobile']);
    expect(names('christmas tree')).toEqual(['Christmas tree']);
    expect(names('a robot astronaut dancing').sort()).toEqual(['astronaut', 'robot']);
  });

  it('draws a jungle as a jungle scene with jungle animals', () => {
    const plan = planPage({ prompt: 'jungle', seed: 3 });
    expect(plan.scene?.kind).toBe('jungle');
    expect(plan.subjects.length).toBeGreaterThanOrEqual(2);
    for (const subject of plan.subjects) {
      expect(subject.name).toMatch(/monkey|giraffe|elephant|parrot|tiger|lion|zebra|sloth|gorilla/);
    }
  });
});
