/**
 * Writes src/subject-names.json: what the offline generator's drawings are called in Spanish,
 * French, German and Portuguese, from Unicode CLDR's emoji annotations (Unicode License v3, see
 * docs/decisions/0035). Run by hand when the library changes; CLDR is not a dependency:
 *   npm install --prefix /tmp/cldr cldr-annotations-full
 *   CLDR=/tmp/cldr/node_modules/cldr-annotations-full node --import tsx scripts/subject-names.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lineArtEntries } from '../src/line-art-library';

const root = process.env.CLDR ?? '/tmp/cldr/node_modules/cldr-annotations-full';
const LANGUAGES = ['es', 'fr', 'de', 'pt'] as const;

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .join(' ');

const out: Record<string, Record<string, string>> = {};
const keywordsOut: Record<string, Record<string, string>> = {};
const sorted = (table: Record<string, string>) =>
  Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
for (const language of LANGUAGES) {
  const file = path.join(root, 'annotations', language, 'annotations.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    annotations: { annotations: Record<string, { default?: string[]; tts?: string[] }> };
  };
  const table = data.annotations.annotations;
  const names: Record<string, string> = {};
  const found = lineArtEntries().flatMap((entry) => {
    if (!/^[0-9A-F]{4,5}(-[0-9A-F]{4,5})*$/.test(entry.hexcode)) return [];
    const char = String.fromCodePoint(...entry.hexcode.split('-').map((hex) => Number.parseInt(hex, 16)));
    const annotation = table[char] ?? table[char.replace(/\uFE0F/g, '')];
    return annotation ? [{ entry, annotation }] : [];
  });
  for (const { entry, annotation } of found) {
    const key = plain(annotation.tts?.[0] ?? '');
    // The first drawing of a name keeps it (OpenMoji's order puts the plain one first).
    if (key && !names[key]) names[key] = entry.name.toLowerCase();
  }
  // CLDR's keywords are the other words people use for a drawing ("surfista", "Läufer"): one
  // that only one drawing (or its man and woman) has names it; a keyword that drawings of
  // different things share ("cara", "Frau", "chocolate") says nothing and is left out.
  const sharing = new Map<string, Set<string>>();
  for (const { entry, annotation } of found)
    for (const keyword of (annotation.default ?? []).map(plain))
      sharing.set(keyword, (sharing.get(keyword) ?? new Set()).add(entry.hexcode.split('-')[0] ?? ''));
  const keywords: Record<string, string> = {};
  for (const { entry, annotation } of found)
    for (const keyword of (annotation.default ?? []).map(plain))
      if (keyword.length >= 4 && sharing.get(keyword)?.size === 1 && !names[keyword] && !keywords[keyword])
        keywords[keyword] = entry.name.toLowerCase();
  keywordsOut[language] = sorted(keywords);
  out[language] = sorted(names);
}
writeFileSync(
  path.join(import.meta.dirname, '..', 'src', 'subject-names.json'),
  `${JSON.stringify({ names: out, keywords: keywordsOut }, null, 2)}\n`,
);
console.log(
  Object.fromEntries(
    LANGUAGES.map((l) => [l, [Object.keys(out[l] ?? {}).length, Object.keys(keywordsOut[l] ?? {}).length]]),
  ),
);
