import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 23: a catalogue carries no message nobody uses. A key counts as used when some
// production source quotes it whole ('key', "key" or `key`) or completes a key scope of its file
// (see namedKeys); server errors are found by their English text; keys assembled from values at
// run time are covered by the prefixes below, each naming where its keys are built.
const repo = join(import.meta.dirname, '..', '..', '..');
const appSources = ['apps/web/src', 'apps/server/src', 'apps/mobile/src'];

/** Key prefixes whose keys are built from a value, e.g. `gallery.theme.${theme}`: keep it short. */
const dynamicPrefixes = [
  'admin.account.audit.', // audit-words.ts: `admin.account.audit.${action}`, the audit log's action names
  'admin.pages.lineArt.outcome.', // line-art-check-dialog.tsx: t(`outcome.${check.outcome}`)
  'admin.pages.lineArt.row.', // line-art-check-dialog.tsx: t(`row.${key}`) for each of ROWS
  'admin.pages.lineArt.verdict.', // line-art-check-dialog.tsx: t(`verdict.${attempt.verdict}`)
  'admin.plans.field.', // plan-edit-page.tsx: t(`field.${field}`) for each key of planFieldLabels
  'admin.website.list.', // list-editor.tsx: `admin.website.list.${spec.itemName}.${suffix}`
  'books.theme.', // book-options.tsx: `books.theme.${theme}`, the contract's book themes
  'gallery.age.', // gallery-filters.tsx and admin facets: `gallery.age.${age}`, the contract's age bands
  'gallery.theme.', // gallery-filters.tsx and admin facets: `gallery.theme.${theme}`, the contract's themes
  'profiles.animal.', // profile-form-dialog.tsx: t(`animal.${option}`), the contract's avatar animals
  'server.field.', // validation-messages.ts: `server.field.${name}`, the invalid field's name
];

/**
 * The server throws its errors as English text and server-messages.ts matches that text back to
 * its `server.*` key (validation-messages.ts builds field names and sentence frames itself), so
 * such a key is used when a piece of its English text (between arguments) is in the sources.
 */
const isMatchedBackFromText = (key: string) =>
  key.startsWith('server.') && !key.startsWith('server.field.') && !key.startsWith('server.validation.');

/** Non-test source files (.ts/.tsx/.js/.mjs) under dir, skipping node_modules and dist. */
function sourcesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') files.push(...sourcesUnder(path));
    } else if (/\.(m?[jt]s|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function productionSources(): string[] {
  const packageSources = readdirSync(join(repo, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('packages', entry.name, 'src'));
  return [...appSources, ...packageSources].flatMap((root) => {
    try {
      return sourcesUnder(join(repo, root));
    } catch {
      return []; // a package without src/
    }
  });
}

/**
 * Every key some production source names: a whole string literal ('key', "key", `key`), or a
 * literal completing a key scope opened in the same file. Screens shorten their ids with a
 * helper such as `const t = (id) => formatMessage({ id: \`admin.users.${id}\` })` and then call
 * t('edit'), so in that file 'edit' names admin.users.edit.
 */
function namedKeys(texts: string[]): Set<string> {
  const named = new Set<string>();
  for (const text of texts) {
    const literals = [...text.matchAll(/(['"`])([\w.-]+)\1/g)].map((match) => match[2] ?? '');
    const scopes = [...text.matchAll(/`([\w-]+(?:\.[\w-]+)*\.)\$\{/g)].map((match) => match[1] ?? '');
    for (const literal of literals) {
      named.add(literal);
      for (const scope of scopes) named.add(scope + literal);
    }
  }
  return named;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the sources throw this English message: its whole text with any value in place of its
 * arguments, or a long piece of it (between arguments or numbers, where the code words the
 * count or the page's name itself, e.g. `That colouring is not of ${nameOf(page)}.`).
 */
function isThrown(message: string, sources: string): boolean {
  const text = message.replaceAll("''", "'");
  const whole = text
    .split(/\{[^{}]*\}/)
    .map(escapeRegex)
    .join('[^\\n]{1,80}?');
  if (new RegExp(whole).test(sources)) return true;
  const pieces = text
    .split(/\{[^{}]*\}|\d+/)
    .flatMap((piece) => [piece, piece.replace(/\s*\S+\s*$/, '')])
    .map((piece) => piece.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  return pieces.some((piece) => piece.length >= 12 && sources.includes(piece));
}

describe('message catalogue usage', () => {
  const english = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'messages', 'en.json'), 'utf8'),
  ) as Record<string, string>;

  it('every English key is used by some source', () => {
    const texts = productionSources().map((file) => readFileSync(file, 'utf8'));
    const named = namedKeys(texts);
    const all = texts.join('\n');
    const unused = Object.entries(english)
      .filter(
        ([key, message]) =>
          !named.has(key) &&
          !dynamicPrefixes.some((prefix) => key.startsWith(prefix)) &&
          !(isMatchedBackFromText(key) && isThrown(message, all)),
      )
      .map(([key]) => key);
    expect(unused, `keys nobody uses: ${unused.join(', ')}`).toEqual([]);
  });

  it.each(dynamicPrefixes)('dynamic prefix %s still matches some key', (prefix) => {
    expect(Object.keys(english).some((key) => key.startsWith(prefix))).toBe(true);
  });
});
