const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Spec §9: compact number format with 1 decimal (1234 → "1.2K"). */
export function formatCompactNumber(value: number): string {
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
