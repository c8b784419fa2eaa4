import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { locales } from './locales';

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'messages', `${locale}.json`), 'utf8'));

/** The argument names a message uses ({name}, {count, plural, …}, tags), nested ones included. */
function argumentsOf(source: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }[]) {
      if (node.type !== 0 && node.type !== 7 && node.value) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(source, locale).getAst());
  return [...names].sort();
}

describe('message catalogues', () => {
  const english = read('en');

  it.each(locales.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(read(locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(locales)('%s: every message parses and uses the English arguments', (locale) => {
    const catalogue = read(locale);
    for (const [key, source] of Object.entries(catalogue)) {
      expect(source.trim(), key).not.toBe('');
      expect(argumentsOf(source, locale), key).toEqual(argumentsOf(english[key] ?? '', 'en'));
    }
  });
});
