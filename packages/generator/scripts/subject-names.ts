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
for (const language of LANGUAGES) {
  const file = path.join(root, 'annotations', language, 'annotations.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    annotations: { annotations: Record<string, { default?: string[]; tts?: string[] }> };
  };
  const table = data.annotations.annotations;
  const names: Record<string, string> = {};
  for (const entry of lineArtEntries()) {
    if (!/^[0-9A-F]{4,5}(-[0-9A-F]{4,5})*$/.test(entry.hexcode)) continue;
    const char = String.fromCodePoint(...entry.hexcode.split('-').map((hex) => Number.parseInt(hex, 16)));
    const found = table[char] ?? table[char.replace(/\uFE0F/g, '')];
    const tts = found?.tts?.[0];
    if (!tts) continue;
    const key = plain(tts);
    // The first drawing of a name keeps it (OpenMoji's order puts the plain one first).
    if (key && !names[key]) names[key] = entry.name.toLowerCase();
  }
  out[language] = Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)));
}
writeFileSync(
  path.join(import.meta.dirname, '..', 'src', 'subject-names.json'),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(Object.fromEntries(LANGUAGES.map((l) => [l, Object.keys(out[l] ?? {}).length])));
