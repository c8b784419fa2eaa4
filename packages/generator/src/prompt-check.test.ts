import { describe, expect, it } from 'vitest';
import { GeneratorError } from './errors';
import {
  BLOCKED_PROMPT,
  checkPrompt,
  containsBlockedWords,
  EMPTY_PROMPT,
  isDifficulty,
  isPageStyle,
  MAX_PROMPT_LENGTH,
  TOO_LONG_PROMPT,
} from './prompt-check';

const refusal = (raw: string) => {
  try {
    checkPrompt(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
    expect(error).toMatchObject({ kind: 'invalid-input' });
    return (error as GeneratorError).message;
  }
  throw new Error(`"${raw}" was accepted`);
};

describe('checkPrompt', () => {
  it('returns the prompt trimmed, with runs of spaces collapsed', () => {
    expect(checkPrompt('  a cat   in a\ngarden  ')).toBe('a cat in a garden');
  });

  it('refuses an empty or blank prompt', () => {
    expect(refusal('')).toBe(EMPTY_PROMPT);
    expect(refusal(' \n\t ')).toBe(EMPTY_PROMPT);
  });

  it('refuses a prompt over the limit and accepts one at it', () => {
    expect(checkPrompt('a'.repeat(MAX_PROMPT_LENGTH))).toHaveLength(MAX_PROMPT_LENGTH);
    expect(refusal('a'.repeat(MAX_PROMPT_LENGTH + 1))).toBe(TOO_LONG_PROMPT);
  });

  it.each([
    'a man who wants to kill a cat',
    'KILLING dragons',
    'sexy mermaid',
    'a nazi soldier',
    'k i l l the bunny',
    'k.i.l.l the bunny',
    's3x on the beach',
    'p0rn',
    'kiiiiill them all',
    'a b-l-o-o-d-y unicorn',
    'self-harm',
    'naked fairy',
  ])('blocks "%s"', (prompt) => {
    expect(refusal(prompt)).toBe(BLOCKED_PROMPT);
  });

  it.each([
    'Scunthorpe town hall',
    'a class of happy children',
    'a killer whale jumping',
    'Bob the builder',
    'an assassin bug on a leaf',
    'a spicy taco',
    'a shooting star over the sea',
    'a cocker spaniel puppy',
    'sussex countryside',
    'a skilled knight',
    'a blue tit on a branch',
  ])('accepts "%s"', (prompt) => {
    expect(containsBlockedWords(prompt)).toBe(false);
    expect(checkPrompt(prompt)).toBe(prompt);
  });

  it('knows its styles and difficulties', () => {
    expect(isPageStyle('mandala')).toBe(true);
    expect(isPageStyle('photo')).toBe(false);
    expect(isDifficulty('hard')).toBe(true);
    expect(isDifficulty(3)).toBe(false);
  });
});

describe('kid mode (strict)', () => {
  it('refuses weapons, blood and horror for a child but not for an adult', () => {
    for (const prompt of [
      'a knight with a sword and a gun',
      'a zombie in the woods',
      'pirates drinking beer',
    ]) {
      expect(containsBlockedWords(prompt)).toBe(false);
      expect(containsBlockedWords(prompt, { strict: true })).toBe(true);
    }
    expect(() => checkPrompt('a bloody battle', { strict: true })).toThrow(BLOCKED_PROMPT);
  });

  it('keeps the adult list and lets innocent phrases through', () => {
    expect(containsBlockedWords('a naked mole', { strict: true })).toBe(true);
    for (const prompt of [
      'a boy with a water gun',
      'a shooting star over the sea',
      'a fire fighter and a ghost',
    ]) {
      expect(checkPrompt(prompt, { strict: true })).toBe(prompt);
    }
  });
});
