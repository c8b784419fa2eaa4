#!/usr/bin/env node
// Merges new messages into the catalogues, one file per language (messages/<locale>.json):
//   node packages/i18n/scripts/add-messages.mjs new-messages.json
// where new-messages.json is {"en": {"key": "text"}, "es": {...}, "fr": {...}, "de": {...}, "pt-BR": {...}}.
// Every key must come in every language. Keys are kept sorted, so concurrent additions by
// different people merge line by line; a lock directory keeps two runs from interleaving.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['en', 'es', 'fr', 'de', 'pt-BR'];
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const keys = Object.keys(input.en ?? {});
for (const locale of locales) {
  const missing = keys.filter(
    (key) => typeof input[locale]?.[key] !== 'string' || !input[locale][key].trim(),
  );
  const extra = Object.keys(input[locale] ?? {}).filter((key) => !keys.includes(key));
  if (missing.length || extra.length) {
    console.error(`${locale}: missing ${missing.join(', ') || '-'}; not in en: ${extra.join(', ') || '-'}`);
    process.exit(1);
  }
}
const lock = join(root, '.messages.lock');
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock} is held; remove it if no merge is running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of locales) {
    const file = join(root, 'messages', `${locale}.json`);
    const catalogue = { ...JSON.parse(readFileSync(file, 'utf8')), ...input[locale] };
    const sorted = Object.fromEntries(
      Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  console.log(`added or updated ${keys.length} messages in ${locales.length} languages`);
} finally {
  rmdirSync(lock);
}
