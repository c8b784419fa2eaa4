import type { Locale } from '@colorbook/i18n';
import { englishCatalogue, t } from './translate';

/*
 * The server's English messages are thrown as plain text all over the code (and by the contract's
 * schemas); rather than thread a key through every throw, the catalogue's English text of each
 * `server.*` key is matched back to its key where errors are serialised. A message with arguments
 * ("Page {id} does not exist.") becomes a pattern whose arguments are captured and passed on.
 */

const PREFIX = 'server.';
const MARK = '\u0000';

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
  literalLength: number;
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [key, source] of Object.entries(englishCatalogue)) {
  // Field names and the validation sentence frames are parts of messages, never whole ones.
  if (
    !key.startsWith(PREFIX) ||
    key.startsWith(`${PREFIX}field.`) ||
    key.startsWith(`${PREFIX}validation.`)
  ) {
    continue;
  }
  // A plural or select cannot be matched back from its text: such messages are thrown with their
  // key (AppError's `translation`) instead.
  if (/\{\s*\w+\s*,/.test(source)) continue;
  // The rest use plain `{name}` arguments only, so this finds them all.
  const names = [...new Set([...source.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1] ?? ''))];
  if (names.length === 0) {
    exact.set(t('en', key), key);
    continue;
  }
  // Formatting with markers shows exactly where each argument lands, ICU quoting and all.
  const marked = t('en', key, Object.fromEntries(names.map((n) => [n, `${MARK}${n}${MARK}`])));
  const order: string[] = [];
  const parts = marked.split(MARK);
  let regex = '^';
  let literalLength = 0;
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      const seen = order.indexOf(part);
      if (seen >= 0) regex += `\\${seen + 1}`;
      else {
        order.push(part);
        regex += '([\\s\\S]+?)';
      }
    } else {
      regex += escapeRegex(part);
      literalLength += part.length;
    }
  });
  patterns.push({ key, regex: new RegExp(`${regex}$`), names: order, literalLength });
}
// The most specific pattern first: more fixed text means a narrower match.
patterns.sort((a, b) => b.literalLength - a.literalLength);

/** The catalogue key and arguments of one of the server's English messages, when it has one. */
export function keyOfEnglishMessage(
  message: string,
): { key: string; values?: Record<string, string> } | undefined {
  const key = exact.get(message);
  if (key) return { key };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (match) {
      return {
        key: pattern.key,
        values: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return undefined;
}

/**
 * One of the server's English messages in `locale`. English, and any message the catalogue does
 * not know (a person's own text, a message added since), comes back as it is.
 */
export function translateServerMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const found = keyOfEnglishMessage(message);
  return found ? t(locale, found.key, found.values) : message;
}
