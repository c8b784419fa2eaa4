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
