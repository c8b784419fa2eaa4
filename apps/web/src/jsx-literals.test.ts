import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 23: every word the app shows or announces comes from the message catalogues, so no JSX
// text and no aria-label, title, placeholder or alt in the app is written out as a literal.
const root = import.meta.dirname;
const wordyAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt']);
const letter = /\p{L}/u;

/** Literals that are no language to translate. */
const allowed = new Set([
  'Colorbook', // the brand name reads the same in every language
  'OpenAI', // app settings: the services' own names head their settings groups
  'Stripe',
  'VirtPay',
  'price_…', // plan form: the shape of a Stripe price id, shown as the placeholder
  'admin@example.com', // first-admin form: an example address, the same everywhere
]);

/** Message ids: a component handed an id (title="legal.terms.title") formats it itself. */
const messageIds = new Set(
  Object.keys(
    JSON.parse(
      readFileSync(join(root, '..', '..', '..', 'packages', 'i18n', 'messages', 'en.json'), 'utf8'),
    ) as Record<string, string>,
  ),
);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The plain string an attribute or child is set to ("x", {'x'} or {`x`}), if it is one. */
function literalOf(initializer: ts.JsxAttributeValue | undefined): string | undefined {
  if (!initializer) return undefined;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression) {
    const expression = initializer.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
  }
  return undefined;
}

/** Every literal user-visible text in one file, as `file:line: text`. */
function literalsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim().replace(/\s+/g, ' ');
    if (!letter.test(trimmed) || allowed.has(trimmed) || messageIds.has(trimmed)) return;
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    found.push(`${relative(root, file)}:${line}: ${trimmed}`);
  };
  const visit = (node: ts.Node) => {
    // A <style> or <script> holds code, not words.
    if (ts.isJsxElement(node) && ['style', 'script'].includes(node.openingElement.tagName.getText(tree)))
      return;
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      // A child written as {'text'} or {`text`} is text all the same.
      const literal = literalOf(node);
      if (literal !== undefined) report(node, literal);
    } else if (ts.isJsxAttribute(node) && wordyAttributes.has(node.name.getText(tree))) {
      const literal = literalOf(node.initializer);
      if (literal !== undefined) report(node, literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

// Parses every component of the app: seconds of CPU, far more on a loaded machine.
describe('JSX literals', { timeout: 120_000 }, () => {
  it('no JSX text or aria-label/title/placeholder/alt in apps/web/src is a literal string', () => {
    const offences = componentFiles(root).flatMap((file) => literalsIn(file, readFileSync(file, 'utf8')));
    expect(offences, `literal text instead of a message:\n${offences.join('\n')}`).toEqual([]);
  });

  it('reports a literal text node and a literal label, and allows the brand', () => {
    const source = [
      'export const A = () => (',
      '  <p aria-label="Close" title={`Open`}>',
      `    Hello <b>Colorbook</b> {label} · <Doc title="legal.terms.title" /> {'Bye'} <style>{'a { b: c }'}</style>`,
      '  </p>',
      ');',
    ].join('\n');
    expect(literalsIn(join(root, 'scratch.tsx'), source)).toEqual([
      'scratch.tsx:2: Close',
      'scratch.tsx:2: Open',
      'scratch.tsx:3: Hello',
      'scratch.tsx:3: Bye',
    ]);
  });
});
