/*
 * The grown-up question used until a PIN is set (issue 24): a number from 21 to 99 written in
 * words, to be typed in digits. Reading it takes a fluent reader, which small children are not.
 */

export const QUESTION_MIN = 21;
export const QUESTION_MAX = 99;

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 21–99 in words: 47 → "forty-seven", 60 → "sixty". */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < QUESTION_MIN || value > QUESTION_MAX)
    throw new RangeError(`${value} is outside ${QUESTION_MIN}–${QUESTION_MAX}`);
  const tens = TENS[Math.floor(value / 10)];
  const units = UNITS[value % 10];
  return units ? `${tens}-${units}` : `${tens}`;
}

/** A new number, never the one just asked (a wrong answer gets a different question). */
export function pickQuestion(previous?: number, random: () => number = Math.random): number {
  const span = QUESTION_MAX - QUESTION_MIN + 1;
  let value = QUESTION_MIN + Math.floor(random() * span);
  if (value === previous) value = value === QUESTION_MAX ? QUESTION_MIN : value + 1;
  return value;
}

/** The typed answer is the number: digits only, spaces around allowed. */
export function answersQuestion(answer: string, value: number): boolean {
  const trimmed = answer.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) === value;
}
