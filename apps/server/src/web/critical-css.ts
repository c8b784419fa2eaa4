/*
 * The app stylesheet's rules a first paint uses (docs/decisions/0055): a held screen's picture
 * inlines these instead of the whole sheet (92 KB raw), which on a phone's link took the bandwidth
 * and main thread its list read and first picture needed. The app's own sheet comes with the app.
 * Tailwind writes a flat sheet (no nested style rules): at-rules that group rules (@layer,
 * @media, @supports, @container) are kept around the rules kept inside them; every other at-rule
 * (@property, @font-face, @keyframes) and every rule that names no class are kept as they are.
 */

/** A style rule's text and, per selector of its list, the classes that selector needs. */
type StyleRule = { kind: 'rule'; text: string; needs: string[][] };
type Group = { kind: 'group'; prelude: string; children: Part[] };
type Part = StyleRule | Group | { kind: 'keep'; text: string };

const GROUPING = /^@(layer|media|supports|container)\b/;

/** The index of the `}` that closes the block opening at `open` (a `{`), strings skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** A class selector's name as the markup writes it (`.sm\:p-2` → `sm:p-2`, `.\31 0` → `10`). */
function unescapeClass(name: string): string {
  return name.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/** The classes each selector of a list needs (none: the selector always applies). */
function selectorNeeds(selectors: string): string[][] {
  return selectors
    .split(',')
    .map((selector) =>
      [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((match) =>
        unescapeClass(match[1] ?? ''),
      ),
    );
}

function parseParts(css: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    // A statement at-rule (@import, @charset, @layer a,b;) before any block.
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      const text = css.slice(at, semicolon + 1).trim();
      if (text) parts.push({ kind: 'keep', text });
      at = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const prelude = css.slice(at, open).trim();
    const end = blockEnd(css, open);
    const text = css.slice(at, end + 1).trim();
    if (GROUPING.test(prelude))
      parts.push({ kind: 'group', prelude, children: parseParts(css.slice(open + 1, end)) });
    else if (prelude.startsWith('@')) parts.push({ kind: 'keep', text });
    else parts.push({ kind: 'rule', text, needs: selectorNeeds(prelude) });
    at = end + 1;
  }
  return parts;
}

function keptText(parts: Part[], used: ReadonlySet<string>): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'keep') out += part.text;
    else if (part.kind === 'rule') {
      if (part.needs.some((classes) => classes.every((name) => used.has(name)))) out += part.text;
    } else {
      const inner = keptText(part.children, used);
      // An empty @layer block still fixes the layers' order; other empty groups go.
      if (inner || part.prelude.startsWith('@layer')) out += `${part.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The classes markup and scripts may use: every class attribute's words and every word a script holds. */
export function usedClasses(html: string, scripts: string[]): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name.replace(/&amp;/g, '&'));
  }
  // Over-inclusive on purpose, as Tailwind's own scan is: a script's class strings are among its words.
  for (const script of scripts) for (const word of script.split(/[\s'"`]+/)) if (word) used.add(word);
  return used;
}

/** A sheet, parsed once, answering the rules a set of classes needs (in the sheet's order). */
export function criticalCss(css: string): (used: ReadonlySet<string>) => string {
  const parts = parseParts(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return (used) => keptText(parts, used);
}
