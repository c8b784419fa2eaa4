import { describe, expect, it } from 'vitest';
import { answersQuestion, numberInWords, pickQuestion, QUESTION_MAX, QUESTION_MIN } from './number-words';

describe('the grown-up question', () => {
  it('writes 21–99 in words', () => {
    expect(numberInWords(47)).toBe('forty-seven');
    expect(numberInWords(21)).toBe('twenty-one');
    expect(numberInWords(60)).toBe('sixty');
    expect(numberInWords(99)).toBe('ninety-nine');
    expect(() => numberInWords(20)).toThrow(RangeError);
    expect(() => numberInWords(100)).toThrow(RangeError);
  });

  it('writes them in each language', () => {
    expect(numberInWords(47, 'es')).toBe('cuarenta y siete');
    expect(numberInWords(22, 'es')).toBe('veintidós');
    expect(numberInWords(21, 'fr')).toBe('vingt et un');
    expect(numberInWords(71, 'fr')).toBe('soixante et onze');
    expect(numberInWords(80, 'fr')).toBe('quatre-vingts');
    expect(numberInWords(81, 'fr')).toBe('quatre-vingt-un');
    expect(numberInWords(97, 'fr')).toBe('quatre-vingt-dix-sept');
    expect(numberInWords(47, 'de')).toBe('siebenundvierzig');
    expect(numberInWords(30, 'de')).toBe('dreißig');
    expect(numberInWords(53, 'pt-BR')).toBe('cinquenta e três');
  });

  it('picks within range and never the previous number', () => {
    expect(pickQuestion(undefined, () => 0)).toBe(QUESTION_MIN);
    expect(pickQuestion(undefined, () => 0.9999)).toBe(QUESTION_MAX);
    expect(pickQuestion(QUESTION_MIN, () => 0)).toBe(QUESTION_MIN + 1);
    expect(pickQuestion(QUESTION_MAX, () => 0.9999)).toBe(QUESTION_MIN);
    for (let i = 0; i < 200; i += 1) {
      const value = pickQuestion(47);
      expect(value).not.toBe(47);
      expect(value).toBeGreaterThanOrEqual(QUESTION_MIN);
      expect(value).toBeLessThanOrEqual(QUESTION_MAX);
    }
  });

  it('accepts only the number in digits', () => {
    expect(answersQuestion('47', 47)).toBe(true);
    expect(answersQuestion(' 47 ', 47)).toBe(true);
    expect(answersQuestion('047', 47)).toBe(true);
    expect(answersQuestion('forty-seven', 47)).toBe(false);
    expect(answersQuestion('4 7', 47)).toBe(false);
    expect(answersQuestion('48', 47)).toBe(false);
    expect(answersQuestion('', 47)).toBe(false);
  });
});
