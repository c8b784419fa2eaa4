import type { Locale } from '@colorbook/i18n';
import { getActiveLocale } from './active-locale';

const compactFormats = new Map<Locale, Intl.NumberFormat>();

/** Spec §9: compact number format with 1 decimal, in the active language (1234 → "1.2K", "1,2 mil"). */
export function formatCompactNumber(value: number, locale: Locale = getActiveLocale()): string {
  let compact = compactFormats.get(locale);
  if (!compact) {
    compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, compact);
  }
  return compact.format(Number.isFinite(value) ? value : 0);
}

/** "1 page", "2 pages", "0 pages": the count with the noun in the right number. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const FILENAME_MAX = 17;
const FILENAME_KEEP = 7;

/** Spec §5: names longer than 17 characters show the first 7 and last 7 with an ellipsis. */
export function shortenFilename(name: string): string {
  if (name.length <= FILENAME_MAX) return name;
  return `${name.slice(0, FILENAME_KEEP)}…${name.slice(-FILENAME_KEEP)}`;
}

/** Up to two letters for an avatar without a photo: "Ann Lee" → "AL", "ann" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  // Array.from keeps an emoji or other astral character whole.
  const firstLetter = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words.at(-1)) : '';
  return `${first}${last}`.toUpperCase() || '?';
}
