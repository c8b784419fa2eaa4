#!/usr/bin/env node
/*
 * No production function over 150 lines (the brief's bar; docs/decisions/0034): lists every
 * function, method and arrow function in the apps' and packages' sources that spans more, tests and *.testing.ts helpers aside, and exits 1 when one is not in
 * OTHER_ISSUES (folders another issue is breaking up). Part of `npm run lint`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_LINES = 150;
const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/web/seam', 'apps/mobile/src', 'packages'];
// The protocol stand-ins are test servers (packages/test-servers): no production code.
const NOT_PRODUCTION = /^packages\/test-servers\//;
const SKIP = /(^|\/)(node_modules|dist|output)(\/|$)|\.test\.tsx?$|\.testing\.tsx?$|\/test\//;

/** Long functions another issue is breaking up: none left. Add a line only with that issue's number. */
const OTHER_ISSUES = [];

function* files(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (SKIP.test(full) || NOT_PRODUCTION.test(full)) continue;
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

const found = [];
for (const root of ROOTS) {
  for (const file of files(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.end).line;
        const lines = end - start + 1;
        if (lines > MAX_LINES) found.push({ file, name: nameOf(node), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const owned = (item) => OTHER_ISSUES.some((pattern) => pattern.test(item.file));
const mine = found.filter((item) => !owned(item));
for (const item of found) {
  console.log(
    `${owned(item) ? 'other issue' : 'TOO LONG   '}  ${item.lines} lines  ${item.file}  ${item.name}`,
  );
}
if (mine.length > 0) {
  console.error(
    `\n${mine.length} production function(s) over ${MAX_LINES} lines: split them into named parts.`,
  );
  process.exit(1);
}
