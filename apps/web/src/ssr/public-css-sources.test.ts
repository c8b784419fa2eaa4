import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * public.css generates Tailwind from the files it lists, not from the whole app. A component the
 * public pages start to render from an unlisted file would lose its styles there silently: this
 * walks entry-server.tsx's imports and fails on any file with markup that public.css misses.
 */

const here = import.meta.dirname;

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function renderedFiles(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s+'(\.\.?\/[^']+)'/g)) {
      const target = resolveImport(file, match[1] as string);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen].filter((file) => file.endsWith('.tsx'));
}

/** The @source lines of public.css as matchers: a folder, or a folder/{a,b}.tsx list. */
function sourceMatchers(): Array<(file: string) => boolean> {
  const css = fs.readFileSync(path.join(here, 'public.css'), 'utf8');
  return [...css.matchAll(/^@source "([^"]+)";/gm)].map((match) => {
    const pattern = match[1] as string;
    const braces = /^(.*)\/\{([^}]+)\}(\.\w+)$/.exec(pattern);
    if (braces) {
      const folder = path.resolve(here, braces[1] as string);
      const names = (braces[2] as string).split(',').map((name) => path.join(folder, `${name}${braces[3]}`));
      return (file: string) => names.includes(file);
    }
    const folder = path.resolve(here, pattern);
    return (file: string) => file.startsWith(`${folder}${path.sep}`);
  });
}

describe('public.css', () => {
  it('lists every file the public pages are rendered from', () => {
    const files = renderedFiles(path.join(here, 'entry-server.tsx'));
    // The walk itself must see the landing, or the check below would pass on nothing.
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['landing-view.tsx', 'legal-view.tsx', 'button.tsx']),
    );
    const matchers = sourceMatchers();
    const withMarkup = files.filter((file) => /className=/.test(fs.readFileSync(file, 'utf8')));
    const missing = withMarkup.filter((file) => !matchers.some((matches) => matches(file)));
    expect(missing.map((file) => path.relative(path.join(here, '..'), file))).toEqual([]);
  });
});
