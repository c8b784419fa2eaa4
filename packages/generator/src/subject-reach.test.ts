import { describe, expect, it } from 'vitest';
import { lineArtEntries, matchSubjectOptions, readPrompt } from './line-art-library';
import { planPage } from './offline-generator';
import { nativeNames, type PromptLanguage } from './prompt-language';
import { twemojiDrawing } from './twemoji';

type Other = Exclude<PromptLanguage, 'en'>;

/**
 * A word before the name that only its language uses, so a one-word prompt ("criquet") is read
 * in the language it was written in, not in one that spells a word alike.
 */
const ARTICLE: Record<Other, string> = { es: 'el', fr: 'le', de: 'ein', pt: 'um' };

/** The drawings a prompt's first subject may be drawn with. */
const drawnFor = (prompt: string) =>
  matchSubjectOptions(readPrompt(prompt))[0]?.options.map((entry) => entry.hexcode) ?? [];

/** Every drawing a language reaches by one of its names, with the name that reaches it. */
function reachedIn(language: PromptLanguage): Map<string, string> {
  const reached = new Map<string, string>();
  if (language === 'en') {
    for (const entry of lineArtEntries())
      if (drawnFor(`a ${entry.name.toLowerCase()}`).includes(entry.hexcode))
        reached.set(entry.hexcode, entry.name);
    return reached;
  }
  for (const name of nativeNames(language))
    for (const hexcode of drawnFor(`${ARTICLE[language]} ${name}`))
      if (!reached.has(hexcode)) reached.set(hexcode, name);
  return reached;
}

/** Plurals and everyday words for the same subjects, one line per language. */
const PLURALS_AND_SYNONYMS: [string, number | undefined, RegExp][] = [
  ['two runners', 2, /runner/],
  ['three trophies', 3, /trophy/],
  ['two fire trucks', 2, /fire engine/],
  ['a jogger in the park', undefined, /runner/],
  ['a ballerina', undefined, /dancer/],
  ['grandma', undefined, /grandmother/],
  ['dos corredores', 2, /runner/],
  ['tres trofeos', 3, /trophy/],
  ['dos lápices', 2, /pencil/],
  ['dos camiones de bomberos', 2, /fire engine/],
  ['una bailarina', undefined, /woman dancer/],
  ['la abuela', undefined, /grandmother/],
  ['deux coureurs', 2, /runner/],
  ['trois trophées', 3, /trophy/],
  ['deux camions de pompiers', 2, /fire engine/],
  ['une danseuse', undefined, /woman dancer/],
  ['un nageur dans la mer', undefined, /swimmer/],
  ['zwei Läufer', 2, /runner/],
  ['drei Pokale', 3, /trophy/],
  ['zwei Bleistifte', 2, /pencil/],
  ['eine Tänzerin', undefined, /woman dancer/],
  ['eine Schwimmerin im See', undefined, /woman swimmer/],
  ['dois corredores', 2, /runner/],
  ['três troféus', 3, /trophy/],
  ['dois caminhões de bombeiros', 2, /fire engine/],
  ['uma bailarina', undefined, /woman dancer/],
  ['um nadador no mar', undefined, /swimmer/],
];

describe('subjects reachable from prompts in every language the app speaks (issue 37)', () => {
  it('reaches every subject, at least 600 of them, by name in en, es, fr, de and pt-BR', () => {
    const languages: PromptLanguage[] = ['en', 'es', 'fr', 'de', 'pt'];
    const reached = languages.map(reachedIn);
    // Every subject the library indexes is reached by name in every language…
    for (const entry of lineArtEntries())
      expect(
        languages.filter((_, i) => !reached[i]?.has(entry.hexcode)),
        `${entry.name} is not reached in`,
      ).toEqual([]);
    // …and at least 600 distinct ones are drawn from vector shapes (Twemoji, Game Icons).
    const everywhere = lineArtEntries().filter((entry) => twemojiDrawing(entry.hexcode));
    expect(new Set(everywhere.map((entry) => entry.hexcode)).size).toBeGreaterThanOrEqual(600);
    // The prompt draws that subject, never the fallback mandala.
    for (const entry of everywhere.filter((_, i) => i % 25 === 0))
      for (const [i, language] of languages.entries()) {
        const name = reached[i]?.get(entry.hexcode) ?? '';
        const prompt = language === 'en' ? `a ${name}` : `${ARTICLE[language as Other]} ${name}`;
        const plan = planPage({ prompt, seed: 1 });
        expect(plan.fallback, prompt).toBeFalsy();
        expect(plan.subjects.length, prompt).toBeGreaterThan(0);
      }
  }, 60_000);

  it('reads plurals as counts and everyday words as the subject, in each language', () => {
    for (const [prompt, count, subject] of PLURALS_AND_SYNONYMS) {
      const plan = planPage({ prompt, seed: 1 });
      expect(plan.count, prompt).toBe(count);
      expect(plan.subjects[0]?.name, prompt).toMatch(subject);
    }
  });
});
