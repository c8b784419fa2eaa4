import { FIDELITY_SET } from '@colorbook/test-servers/prompt-fidelity-set';
import { describe, expect, it } from 'vitest';
import { composePage, planPage } from './offline-generator';

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

  it('draws a hot-air balloon, not a party balloon, for "a hot air balloon"', async () => {
    for (const seed of [1, 2, 3]) {
      const plan = planPage({ prompt: 'a hot air balloon', seed });
      expect(plan.subjects.map((subject) => subject.name)).toEqual(['hot air balloon']);
      expect(plan.subjects[0]?.kind).toBe('flying');
    }
    expect(planPage({ prompt: 'a balloon', seed: 1 }).subjects[0]?.hexcode).toBe('1F388');
    // Its own drawing: an envelope with gores and a band, four ropes, a rimmed, woven basket.
    const { svg } = await composePage({ prompt: 'a hot air balloon', seed: 1 });
    const placed = svg.match(/<g data-art="CB-HOT-AIR-BALLOON"[\s\S]*?<\/g><\/g>/)?.[0] ?? '';
    expect(placed).toContain('C12,34 11,5 36,5');
    expect(placed.match(/M3\d\.5,48 L\d\d(\.\d)?,55|M4\d\.5,48 L\d\d(\.\d)?,55/g)?.length).toBe(4);
    expect(placed).toContain('M29,58 L43,58 L42,67 L30,67 Z');
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
