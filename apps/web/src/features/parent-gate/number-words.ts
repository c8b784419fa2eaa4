/*
 * The grown-up question used until a PIN is set (issue 24): a number from 21 to 99 written in
 * words, to be typed in digits. Reading it takes a fluent reader, which small children are not.
 */

import type { Locale } from '@colorbook/i18n';

export const QUESTION_MIN = 21;
export const QUESTION_MAX = 99;

const EN_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ES_UNITS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const ES_TWENTIES = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const FR_UNITS = [
  '',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'soixante',
  'quatre-vingt',
  'quatre-vingt',
];
const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TENS = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];
const PT_UNITS = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const PT_TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];

/** French counts 70–99 in twenties: 71 "soixante et onze", 80 "quatre-vingts", 92 "quatre-vingt-douze". */
function frenchWords(value: number): string {
  const tensIndex = Math.floor(value / 10);
  const tens = FR_TENS[tensIndex];
  const rest = tensIndex === 7 || tensIndex === 9 ? value % 20 : value % 10;
  if (rest === 0) return tensIndex === 8 ? 'quatre-vingts' : `${tens}`;
  if ((rest === 1 || rest === 11) && tensIndex !== 8 && tensIndex !== 9)
    return `${tens} et ${FR_UNITS[rest]}`;
  return `${tens}-${FR_UNITS[rest]}`;
}

/** 21–99 in words in the given language: 47 → "forty-seven", "cuarenta y siete", "siebenundvierzig". */
export function numberInWords(value: number, locale: Locale = 'en'): string {
  if (!Number.isInteger(value) || value < QUESTION_MIN || value > QUESTION_MAX)
    throw new RangeError(`${value} is outside ${QUESTION_MIN}–${QUESTION_MAX}`);
  const tensIndex = Math.floor(value / 10);
  const unit = value % 10;
  switch (locale) {
    case 'es':
      if (tensIndex === 2) return `${ES_TWENTIES[unit]}`;
      return unit ? `${ES_TENS[tensIndex]} y ${ES_UNITS[unit]}` : `${ES_TENS[tensIndex]}`;
    case 'fr':
      return frenchWords(value);
    case 'de':
      return unit ? `${DE_UNITS[unit]}und${DE_TENS[tensIndex]}` : `${DE_TENS[tensIndex]}`;
    case 'pt-BR':
      return unit ? `${PT_TENS[tensIndex]} e ${PT_UNITS[unit]}` : `${PT_TENS[tensIndex]}`;
    default:
      return unit ? `${EN_TENS[tensIndex]}-${EN_UNITS[unit]}` : `${EN_TENS[tensIndex]}`;
  }
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
