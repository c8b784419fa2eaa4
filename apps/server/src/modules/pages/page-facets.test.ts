import { describe, expect, it } from 'vitest';
import { inferFacets, inferTheme, REGIONS_EASY, REGIONS_MEDIUM } from './page-facets';

describe('page facets', () => {
  it('reads a theme from the prompt, plurals included, the first listed theme winning', () => {
    expect(inferTheme({ prompt: 'two puppies and a kitten' })).toBe('animals');
    expect(inferTheme({ prompt: 'Dinosaurs having a picnic' })).toBe('dinosaurs');
    expect(inferTheme({ prompt: 'a cat in a witch hat on Halloween' })).toBe('holidays');
    expect(inferTheme({ prompt: 'whales under the sea' })).toBe('ocean');
    expect(inferTheme({ prompt: 'a fire truck' })).toBe('vehicles');
    expect(inferTheme({ prompt: 'nothing known here' })).toBe('nature');
    expect(inferTheme({ prompt: 'a cat', style: 'mandala' })).toBe('patterns');
  });

  it('keeps a chosen difficulty, else reads words, else counts regions', () => {
    expect(inferFacets({ prompt: 'an intricate owl', difficulty: 'easy' }).difficulty).toBe('easy');
    expect(inferFacets({ prompt: 'an intricate owl' })).toMatchObject({
      difficulty: 'hard',
      ageBand: '9-12',
    });
    expect(inferFacets({ prompt: 'a simple owl' })).toMatchObject({ difficulty: 'easy', ageBand: '3-5' });
    expect(inferFacets({ prompt: 'an owl', regions: REGIONS_EASY }).difficulty).toBe('easy');
    expect(inferFacets({ prompt: 'an owl', regions: REGIONS_MEDIUM }).difficulty).toBe('medium');
    expect(inferFacets({ prompt: 'an owl', regions: REGIONS_MEDIUM + 1 })).toMatchObject({
      difficulty: 'hard',
      ageBand: '9-12',
    });
    expect(inferFacets({ prompt: 'an owl' })).toMatchObject({ difficulty: 'medium', ageBand: '6-8' });
  });
});
