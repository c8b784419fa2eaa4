import { describe, expect, it } from 'vitest';
import { planTranslationsOf, toPlanTranslations } from './plan-translations';

describe('plan translations in the edit form', () => {
  it('fills every other language, blank where none is stored', () => {
    const input = planTranslationsOf({ translations: { es: { title: 'Inicial' } } });
    expect(input.es).toEqual({ title: 'Inicial', description: '' });
    expect(input['pt-BR']).toEqual({ title: '', description: '' });
    expect(Object.keys(input)).not.toContain('en');
  });

  it('sends trimmed text and leaves blanks out, so they fall back to English', () => {
    const input = planTranslationsOf({});
    input.de = { title: ' Start ', description: '  ' };
    const body = toPlanTranslations(input);
    expect(body.de).toEqual({ title: 'Start' });
    expect(body.fr).toEqual({});
  });
});
